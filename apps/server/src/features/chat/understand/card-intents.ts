/** How a message points at the pending card: advice about it, not the person's meal, the meal of the day it was. */

/** "posso comer isso todo dia?", "faz mal pra diabetes?": advice about the meal, answered by the composer, not from the card. */
export const ADVICE = /\b(posso|pode|devo|deveria|faz mal|substitu\w*|trocar|sempre|todo dia|toda semana|diabet\w*|gravid\w*|gestante|amament\w*|pressao|colesterol|insulina|remedio|crianca|filh[oa])\b/;

/** "posso comer isso toda semana?", "isso é saudável?", "tá bom assim?": advice about the meal on the card as a whole. */
export const MEAL_ADVICE =
  /^(e )?(posso|pode|da pra|da para|devo|deveria|tudo bem|e saudavel|e bom|ta bom|esta bom|e uma boa|faz mal|isso)\b.*\b(isso|assim|essa refeicao|esse prato|essa combinacao|todo dia|toda semana|sempre|frequencia|saudavel|faz mal|equilibrad\w*)\b|\b(isso|essa refeicao|esse prato|esse almoco|esse jantar|esse lanche|esse cafe) (e|faz|ta|esta|foi) (saudavel|bom|boa|mal|ok|equilibrad\w*)\b/;

/** "não comi isso, foi outra pessoa", "esquece", "cancela": the card is not the person's meal. */
export const NOT_MINE = /^(nao comi (isso|nada disso|nada|esse|essa)|isso nao (foi|e|era) (meu|minha|pra mim)|nao (foi|fui) eu|foi outra pessoa|era de outra pessoa|(esquece|cancela|ignora|apaga|desconsidera)( isso| tudo| esse| essa| esse registro| essa refeicao| o cartao)?( ai| entao| por favor| pfv)*$)/;

/** "foi meu almoço", "isso foi a janta": which meal of the day the card is. */
export const SLOT_SAID = /^(?:isso |esse |essa )?(?:foi|era|e) (?:o |a |meu |minha )?((?:cafe da manha|almoco|janta|jantar|lanche( da tarde)?))\b/;

/** Words that name a nutrient or the whole card, never a food on it ("quanto de açúcar tem isso?"). */
export const NOT_A_FOOD = /^(acucar|sal|sodio|gorduras?|proteinas?|carboidratos?|fibras?|calorias?|inteir[oa]|tod[oa]|tudo|total)$/;

/** "ops mandei errado, quem comeu foi meu marido": the card was sent by mistake, or is someone else's meal. */
export const SENT_BY_MISTAKE = /\b(?:mandei errado|mandei sem querer|enviei errado|mandei (?:pra|para) (?:pessoa|conversa) errada|nao era (?:pra|para) (?:mandar|registrar|anotar)|quem comeu (?:isso |tudo |foi )?(?:foi )?(?:meu|minha|o meu|a minha)\b)/;

/** "e a metade que guardei, registro amanhã ou já conta hoje?": when to log what was kept for later, not an edit. */
export const KEPT_FOR_LATER = /\b(?:guardei|sobrou|deixei|separei|ficou)\b.*\b(?:registr\w*|anot\w*|lanc\w*|cont[ao]\w*)\b|\b(?:registr\w*|anot\w*|lanc\w*)\b.*\b(?:amanha|depois|quando (?:eu )?comer)\b.*\b(?:ou|ja|hoje)\b/;
