import { mealCountAsked } from "./meal-count";
/**
 * Plan requests said without "me passa um plano" (decision 135): "manda aí um cardápio pra secar", "me ajuda a organizar
 * minhas refeições da semana", "o que eu como amanhã o dia todo?", "bola uma dieta pra mim". Questions about how to
 * organise meals ("como organizar as refeições no plantão?") are not plans asked for.
 */
const SEND_A_PLAN = /\b(?:manda|mande|passa|passe|envia|envie|sugere|sugira|bola|bole|arma|arme|joga|solta|(?:me )?indica (?:um|uma)|me ajuda a (?:montar|fazer|criar)|ajuda a montar|me ajuda com|me arruma|arruma)\b.*\b(?:plano alimentar|plano de alimentacao|plano de refeicoes|cardapio|cardapios|dieta|menu)\b/;
const ORGANISE_MY_MEALS = /\b(?:me ajuda a|ajuda a|pode|consegue|da pra|quero|queria|preciso)\s+(?:me\s+)?(?:organizar|planejar|montar|programar)\s+(?:as\s+)?(?:minhas|meus|as|os|a minha|minha)\s+(?:refeicoes|alimentacao|comidas|marmitas|cafes|almocos)\b/;
const WHAT_TO_EAT = /\b(?:o que|oq|oque|que) (?:eu )?(?:como|comer|posso comer|devo comer|vou comer)\b.*\b(?:o dia (?:todo|inteiro)|amanha (?:o dia|todo|inteiro|de manha a noite)|a semana (?:toda|inteira)|essa semana (?:toda|inteira)|durante a semana|de manha a noite|em cada refeicao|(?:essa|esta|nessa|nesta|na|pra|para a) semana(?! passada)|semana que vem|no dia a dia|nos proximos dias)\b/;
/** "tô perdida, não sei o que comer na semana, me ajuda?": the week's meals to plan, not one meal to choose. */
const AT_A_LOSS = /\bnao sei (?:mais )?(?:o )?(?:que|oq|oque) (?:comer|como|fazer de comida)\b.*\b(?:semana|dia a dia|todo dia|refeicoes|cardapio)\b/;
/** "vc faz cardápio?", "consegue montar uma dieta pra mim?", "tipo um cardápio": a plan asked as a question or an example. */
const CAN_YOU = /\b(?:(?:vc|voce|tu) (?:faz|faria|monta|montaria|consegue fazer|pode fazer|consegue montar|pode montar)|(?:consegue|pode|poderia|daria pra) (?:me )?(?:fazer|montar|criar))\s+(?:um |uma )?(?:cardapio|dieta|plano alimentar)\b(?! (?:de|do|da|pro|pra) (?:outr|alguem|amig|mae|pai|filh|marido|esposa))|\btipo (?:um|uma) (?:cardapio|plano alimentar)\b/;
/** "monta minhas marmitas da semana", "organiza meu cardápio": the person's meals to plan. */
const MY_MEALS = /^(?:(?:me|pode|voce|vc) )?(?:monta|monte|organiza|organize|planeja|planeje|prepara|prepare)\s+(?:as |os )?(?:minhas|meus|as|os|o meu|meu)\s+(?:marmitas|refeicoes|cardapio|cafes da manha|almocos|jantares)\b/;
/** "eu só como 2 vezes por dia, faz um plano de 7 dias": a plan asked outright wins over what the message says of a habit. */
const OUTRIGHT = /\b(?:faz|faca|monta|monte|cria|crie|gera|gere|elabora|elabore|manda|passa)\s+(?:um|uma|o|a|meu|minha)\s+(?:plano|cardapio)(?: alimentar)?\s+(?:de (?:\d+|um|uma|dois|tres|cinco|sete|quinze) |pra mim|para mim|semanal|da semana|pra semana)/;
const HOW_TO = /^(?:e )?como (?:organizar|organizo|planejar|planejo|montar|monto|faco|fazer)\b/;

/**
 * A plan asked in the person's own words is three things in one message, in any order and with any words between: a
 * request ("me fala", "preciso de uma ajuda pra organizar", "monta"), the meals ("minhas refeições", "o q comer", "umas
 * marmitas", "minha comida") and a stretch of days ("da semana", "de segunda a domingo", "pros próximos dias").
 */
const REQUEST_CUE = /\b(?:monta|monte|montar|organiza|organize|organizar|planeja|planeje|planejar|programa|programar|prepara|prepare|preparar|fala|fale|diz|diga|passa|passe|manda|mande|sugere|sugira|ajuda|ajude|preciso|quero|queria|faz(?! (?:sentido|mal|bem|diferenca))|faca|cria|crie|bola|define|escolhe|escolha)\b/;
const THE_MEALS = /\b(?:refeicoes|alimentacao|comida|comidas|marmitas|almocos|jantas|jantares|cafes da manha|(?:o que|oque|oq|o q|que) (?:eu )?(?:comer|como|vou comer|posso comer|devo comer))\b/;
const STRETCH_OF_DAYS = /(?<!\bfim )\b(?:d[ao]s? semana|(?:pra|para|na|nessa|esta|essa|a) semana(?! passada)|semanal|de segunda a (?:sexta|sabado|domingo)|(?:dos|pros|para os|nos) proximos (?:\d+ |sete |cinco )?dias|cada dia da semana|(?:\d+|sete|cinco|quinze) dias|do mes|semana (?:toda|inteira))\b|\bsemana (?:de (?:comida|refeicoes|marmitas?)|alimentar)\b/;
const IN_THE_PAST = /\b(?:comi|almocei|jantei|passada|passado|ontem)\b/;
/** "queria saber o que comer antes do treino todos os dias": one meal of the day asked, not the week's meals. */
const ONE_OCCASION = /\b(?:antes|depois) d[oa] (?:treino|academia|corrida|aula)\b|\b(?:pre|pos) ?treino\b|\bn[oa] (?:cafe da manha|almoco|jantar|janta|lanche|ceia)\b/;
/** "cardápio da semana pfv", "uma dieta de 1500 kcal pra mim": the plan named alone, with what it is for. */
const PLAN_NAMED_ALONE = /^(?:(?:e|entao|agora|ok|blz|beleza|bom|ta|certo|oi|ola|bom dia|boa tarde|boa noite) )*(?:um |uma |o |a |meu |minha )?(?:cardapio|plano alimentar|plano|dieta|menu)((?: (?:semanal|da semana|pra semana|para a semana|pra mim|para mim|de \d+ dias|de (?:\d{3,4}|\d\.\d{3}) ?(?:kcal|calorias)|do mes|novo|simples|barat\w*|vegan\w*|vegetarian\w*|sem \w+|low carb|pra (?:secar|emagrecer|ganhar massa|perder peso)|(?:com|de) (?:\d|tres|quatro|cinco|seis) refeicoes(?: por dia| ao dia)?|por favor|pfv|pf|pls|please|ai|ae|entao))+)$/;
const NAMED_FOR_ME = /\b(?:semanal|semana|pra mim|para mim|dias|kcal|calorias|refeicoes|do mes|por favor|pfv|pf|pls|please)\b/;

/** "cardápio pra semana sem ovo e sem leite, sou alérgico…": a plan named first with its stretch of days, whatever is said after it. */
const PLAN_NAMED_FIRST = /^(?:(?:oi|ola|bom dia|boa tarde|boa noite|e|entao|agora) )*(?:um |uma |o |meu )?(?:cardapio|plano alimentar|plano de refeicoes)(?: (?:semanal|da semana|pra semana|para a semana|pros proximos dias|de (?:\d|sete|cinco|tres) dias))(?! (?:ta|esta|ficou|e|era|foi|passad\w*|anterior)\b)/;

/**
 * A day's kcal split into a number of meals ("quero 3000 calorias divididas em 5 refeicoes", "preciso de 3200 kcal em 4
 * refeicoes", "dividir 2000 kcal em 6 refeições"): the meals of a plan asked, not a target to measure the day by (decision 221).
 */
const MEALS_N = String.raw`(?:[3-8]|tres|quatro|cinco|seis|sete|oito) refeicoes`;
const KCAL_N = String.raw`(?:\d\.\d{3}|\d{4}) ?(?:kcal|calorias|cal)`;
const KCAL_SPLIT = new RegExp(String.raw`\b${KCAL_N}\b[^.?!\d]{0,30}?\b(?:dividid\w*|distribuid\w*|separad\w*|repartid\w*|em|por) (?:${MEALS_N})\b|\b(?:dividir|distribuir|separar|repartir|divide|distribui)\b[^.?!]{0,20}\b${KCAL_N}\b[^.?!\d]{0,20}\bem ${MEALS_N}\b`);
const EATEN_KCAL = /\b(?:comi|comendo|consumi|ingeri|bati|fiz|gastei|queimei)\b/;

function askedInOwnWords(folded: string): boolean {
  if (KCAL_SPLIT.test(folded) && !EATEN_KCAL.test(folded)) return true;
  if (IN_THE_PAST.test(folded) || ONE_OCCASION.test(folded)) return false;
  if (PLAN_NAMED_FIRST.test(folded)) return true;
  if (REQUEST_CUE.test(folded) && THE_MEALS.test(folded) && STRETCH_OF_DAYS.test(folded)) return true;
  const alone = PLAN_NAMED_ALONE.exec(folded);
  return alone !== null && NAMED_FOR_ME.test(alone[1]!);
}

export function asksForPlan(folded: string): boolean {
  if (HOW_TO.test(folded)) return false;
  // "só preciso de 3 jantares pra semana": a number of one meal asked is a plan of that meal (decision 193).
  return mealCountAsked(folded) !== null || OUTRIGHT.test(folded) || SEND_A_PLAN.test(folded) || ORGANISE_MY_MEALS.test(folded) || MY_MEALS.test(folded) || WHAT_TO_EAT.test(folded) || AT_A_LOSS.test(folded) || CAN_YOU.test(folded) || askedInOwnWords(folded);
}
