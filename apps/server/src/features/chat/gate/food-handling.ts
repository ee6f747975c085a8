import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";
import { mentionsRisk, riskSigns } from "../understand/risk-lexicon";

/**
 * Food that can harm by how it was kept or handled, however it is said (issue 27): a cooked dish left out of the
 * fridge ("esqueci a marmita fora da geladeira o dia todo"), a dish shared with the allergen or with gluten ("frita no
 * mesmo óleo do pastel", "só tiro o camarão", "passei com a mesma faca"), raw meat or egg in pregnancy. The words are
 * the lexicon's (`food-safety`, `cross-contact`); who is allergic or celiac comes from the facts or the conversation.
 */

const EATEN = /\b(ja comi|comi|comemos|comeu|comeram|ja comeu|ele comeu|ela comeu|ja tinha comido|tomei|tomou|bebi|bebeu|dei pra|dei pro|dei a|ja dei)\b/;
const PLANNED = /\b(vou levar|vamos levar|levar|amanha|vai ficar|fica de boa|aguenta|dura|posso deixar|da pra deixar)\b/;

const LEFT_OUT_CORE =
  "Arroz, feijão, carnes, frango, peixe, maionese, salpicão, leite e pratos prontos em temperatura ambiente multiplicam bactérias (como *Bacillus cereus* e *Staphylococcus aureus*) que produzem **toxinas que não saem ao requentar**, nem no micro-ondas nem fervendo; cheiro e cara normais não garantem nada.";
const LEFT_OUT_NEXT =
  "- Da próxima vez: leve em bolsa térmica com gelo reciclável e ponha na geladeira assim que chegar; sobras vão para a geladeira em até 2 horas depois de prontas.";
const LEFT_OUT_SIGNS =
  "Se alguém já comeu: vômitos, enjoo e diarreia costumam começar de 1 a 6 horas depois. Beba líquidos aos poucos (soro de reidratação da farmácia ou da UBS) e procure atendimento com sangue nas fezes, febre alta, vômitos que não param ou sinais de desidratação (boca seca, pouco xixi, tontura); numa gestante, criança pequena ou idoso, procure já no primeiro dia.";

function leftOutAnswer(now: string): string {
  if (PLANNED.test(now) && !EATEN.test(now)) {
    return [
      "**Sem gelo, não: prato com maionese, frango, carne, arroz ou laticínio não pode passar horas fora da refrigeração, ainda mais no calor.** A regra é no máximo **2 horas fora da geladeira, ou 1 hora acima de 32 °C** (praia, carro, sol).",
      "",
      "- Leve num **isopor ou bolsa térmica com bastante gelo** (ou gelo reciclável), embaixo e em cima da comida, e abra pouco; o que esquentar ou passar desse tempo vai para o lixo.",
      "- Para o dia todo sem gelo, leve o que aguenta: frutas inteiras, castanhas, biscoito de polvilho ou água e sal, pão com pasta de amendoim, barrinhas, suco de caixinha fechado.",
      "- Maionese, salpicão e frios ficam para comer em casa ou em até 2 horas fora do gelo.",
      "",
      LEFT_OUT_CORE,
    ].join("\n");
  }
  const eaten = EATEN.test(now);
  return [
    eaten
      ? "**Comida que passou horas fora da geladeira pode dar intoxicação alimentar mesmo com cheiro e gosto normais.** O que sobrou vai para o lixo."
      : "**Não coma: comida pronta que passou mais de 2 horas fora da geladeira (ou 1 hora no calor) vai para o lixo.**",
    "",
    LEFT_OUT_CORE,
    "",
    LEFT_OUT_NEXT,
    "",
    LEFT_OUT_SIGNS,
  ].join("\n");
}

/** "cheira normal, como?", "e se eu esquentar bem?" after the food left out: still no, in short. */
const STILL_ASKED = /\b(cheir\w*|cara boa|cara normal|gosto|aparencia|parece|esquent\w*|requent\w*|ferv\w*|micro ?ondas|so um pouco|pouquinho|mesmo assim|como (assim|mesmo|ou|entao|ela|ele)|como$|posso (comer|aproveitar)|da pra (comer|aproveitar|salvar)|nao tem problema|nada a ver|exagero)\b/;
const LEFT_OUT_AGAIN =
  "**Mesmo assim, não coma.** As toxinas dessas bactérias não mudam o cheiro, o gosto nem a aparência, e não saem ao requentar, ferver ou passar no micro-ondas: não dá para saber olhando. Jogue fora e coma outra coisa hoje; se alguém já comeu e vierem vômitos, diarreia ou febre, beba líquidos aos poucos e procure atendimento se não melhorar ou houver sinais de desidratação.";

/** A cooked dish left out: the left-out words in this message, the food here or in the turn before. */
function leftOut(u: TUnderstanding): string | null {
  const toldBefore = u.context !== undefined && riskSigns(u.context).some((s) => s.reply === "food-safety");
  if (toldBefore && u.folded.split(" ").length <= 12 && STILL_ASKED.test(u.folded) && !riskSigns(u.folded).some((s) => s.reply === "food-safety")) return LEFT_OUT_AGAIN;
  const now = riskSigns(`${u.context ?? ""} | ${u.folded}`).some((s) => s.reply === "food-safety");
  const saidNow = mentionsRisk(u.folded, "left_out_strong") || mentionsRisk(u.folded, "left_out_place");
  return now && saidNow ? leftOutAnswer(u.folded) : null;
}

const ALLERGY_SAID = /\b(alergi\w*|aplv|anafilax\w*)\b/;
const CELIAC_SAID = /\b(celiac\w*|doenca celiaca)\b/;
const SOMEONE = /\b(meu filho|minha filha|ele|ela|dele|dela|bebe|crianca|neto|neta|sobrinh[oa])\b/;

/** Who must avoid the food: celiac or allergic, said in the facts or anywhere in the conversation. */
function avoider(u: TUnderstanding, facts: TUserFacts): "celiac" | "allergy" | null {
  const said = `${u.earlier ?? ""} | ${u.context ?? ""} | ${u.folded}`;
  if (facts.avoid.some((a) => a.kind === "allergy") || ALLERGY_SAID.test(said)) return "allergy";
  if (facts.conditions.has("CELIAC_DISEASE") || facts.avoid.some((a) => a.component === "gluten" && a.severity === "SEVERE") || CELIAC_SAID.test(said)) return "celiac";
  return null;
}

const ALLERGY_WATCH = (who: string) =>
  [
    `🚨 **${who === "você" ? "Fique atento(a)" : `Fique perto ${who === "ele" ? "dele" : "dela"}`} nas próximas 2 horas: a faca, o óleo ou o prato compartilhado podem ter levado o alérgeno.** Muitas vezes não acontece nada, mas a reação costuma começar de minutos a 2 horas depois.`,
    "",
    "- **Sinais de reação grave:** inchaço na boca, língua ou olhos, tosse ou chiado, falta de ar, voz rouca, placas vermelhas espalhando, vômitos repetidos, moleza ou desmaio. Com qualquer um deles, **use a adrenalina autoinjetável se houver e ligue 192 (SAMU)** agora.",
    "- Só umas manchinhas ou coceira num lugar, sem mais nada: siga o plano do alergista (o antialérgico indicado) e continue observando; não provoque vômito.",
    "",
    "Daqui pra frente: faca, tábua, colher e óleo **separados e lavados com água e sabão** antes de preparar a comida de quem tem alergia; conte o ocorrido ao **alergista** na próxima consulta.",
  ].join("\n");

const ALLERGY_NO =
  "**Não: tirar o alimento do prato, raspar, ou usar a mesma faca, tábua, panela ou óleo não tira o alérgeno.** A proteína que causa a reação fica no molho, no caldo, no arroz, no óleo e no utensílio, e para quem tem alergia **mesmo traços podem dar reação**, às vezes mais forte do que da última vez.";
const ALLERGY_WHAT_TO_DO = [
  "",
  "- **Não coma esse prato inteiro** (nem a parte \"sem\"): escolha um prato que nunca teve contato com o alérgeno, ou leve comida segura de casa; avise quem cozinha.",
  "- Se já teve reação grave (garganta fechando, falta de ar), leve sempre a **adrenalina autoinjetável** receitada e não coma nada de procedência duvidosa.",
  "- Inchaço na boca ou na garganta, falta de ar ou placas pelo corpo depois de comer: adrenalina, se tiver, e **ligue 192 (SAMU)**.",
].join("\n");

const CELIAC_NO =
  "**Não é seguro para quem tem doença celíaca:** o óleo, a chapa, a sanduicheira ou a faca usados com pastel, empanado ou pão comum passam glúten para o que vier depois, e na doença celíaca **mesmo traços de glúten inflamam o intestino**, com ou sem sintomas.";
const CELIAC_WHAT_TO_DO = [
  "",
  "- **Fritura:** só se o lugar tiver fritadeira ou óleo exclusivo, sem empanados nem pastel; na dúvida, pule a batata frita.",
  "- **Sanduicheira, torradeira, chapa:** use a sua, ou forre com papel-alumínio ou saco próprio para torrar, e limpe antes; o ideal é ter utensílios só seus.",
  "- **No bar ou restaurante:** carne, frango ou peixe grelhados (peça para não passar farinha nem molho pronto), arroz, feijão, mandioca cozida, salada sem croutons; pergunte sempre como é preparado.",
  "",
  "Se comer por engano, não é emergência na maioria das vezes: volte à dieta sem glúten; dor forte, diarreia que não passa ou sangue nas fezes pedem consulta. O **gastroenterologista** e um **nutricionista** ajudam a montar a rotina fora de casa.",
].join("\n");

/** Celiac, at a bar or a snack bar, asking about fried food: the fryer is the question. */
const FRIED = /\b(batata frita|fritas|fritura|frit[oa]s?|mandioca frita|aipim frito|polenta frita|porcao de \w+)\b/;
const EATING_OUT = /\b(boteco|buteco|bar|barzinho|restaurante|lanchonete|pastelaria|fast food|quiosque|rua|feira|festa|churrascaria|delivery|ifood)\b/;
const CELIAC_FRYER =
  "**A batata em si não tem glúten, mas no bar ou na lanchonete a fritura é o risco:** quase sempre a fritadeira é a mesma do pastel, do frango empanado e do bolinho, e esse óleo passa glúten para a batata. Pergunte se o óleo é exclusivo para a batata; se não for, ou se não souberem dizer, pule a fritura.";

/** Raw or undercooked meat and egg, and cured raw meats, asked in pregnancy (raw fish has its own entry in the base). */
const RAW_MEAT_EGG =
  /\b(mal passad[ao]|malpassad[ao]|(carne|picanha|bife|maminha|alcatra|fraldinha|costela|hamburguer) (bem )?(sangrando|ao ponto|rosad[ao])|carne crua|quibe cru|kibe cru|steak tartare|tartar\w*|carpaccio|ovo cru|ovos crus|gema mole|ovo mole|ovos? poche|gemada|maionese caseira|mousse caseir\w*|salame|presunto cru|parma|linguica crua)\b/;
/** Raw meat or cured raw meats: with none of these, only egg was asked about, and the answer is the egg's. */
const RAW_MEAT = /\b(mal passad[ao]|malpassad[ao]|carne|picanha|bife|maminha|alcatra|fraldinha|costela|hamburguer|quibe cru|kibe cru|steak tartare|tartar\w*|carpaccio|salame|presunto cru|parma|linguica crua|churrasco)\b/;
const PREGNANCY_RAW_EGG = [
  "**Na gestação, ovo cru não: a maionese caseira de liquidificador, a gemada e a mousse com clara crua podem ter _Salmonella_**, que dá febre, vômito e diarreia fortes e desidrata, o que na gestação é mais arriscado.",
  "",
  "- A **maionese industrializada** (de pote ou sachê) é feita com ovo pasteurizado e pode, guardada na geladeira depois de aberta.",
  "- Em casa, dá para fazer maionese de **ovo cozido** ou de leite (\"maionese de leite\", sem ovo), ou usar **ovo pasteurizado**.",
  "- **Evite** ovo cru ou mole: ovo, só com a **gema dura**; em doces, prefira receitas com a clara cozida (merengue suíço ou italiano) ou com gelatina.",
  "",
  "Se já comeu, sem pânico: febre, vômito ou diarreia nos próximos dias pedem consulta; conte ao(à) seu(sua) **obstetra**.",
].join("\n");
const PREGNANCY_RAW_ASKED = [
  "**Na gestação, não: carne só bem passada (sem parte rosada nem sangrando), ovo com a gema dura, e nada de embutido cru.**",
  "",
  "- **Evite** carne crua ou malpassada e embutidos curados crus (salame, presunto cru, copa): podem transmitir a **toxoplasmose**, que pode afetar os olhos e o cérebro do bebê.",
  "- **Evite** também ovo cru ou mole (gemada, maionese e mousse caseiros, gema mole): pode ter *Salmonella*.",
  "- No churrasco, peça a sua carne **bem passada**, use faca e tábua separadas da carne crua e lave as mãos depois de mexer nela.",
  "",
  "Se já comeu, sem pânico: conte ao(à) seu(sua) **obstetra**; o pré-natal tem o exame de toxoplasmose. Febre, dor no corpo ou ínguas no pescoço pedem consulta.",
].join("\n");

/** The answer for food kept or shared in a way that can harm this person now; null when none applies. */
export function foodHandling(u: TUnderstanding, facts: TUserFacts): string | null {
  const left = leftOut(u);
  if (left) return left;
  if (facts.conditions.has("PREGNANCY") && RAW_MEAT_EGG.test(u.folded) && u.type !== "meal-to-log") return RAW_MEAT.test(u.folded) ? PREGNANCY_RAW_ASKED : PREGNANCY_RAW_EGG;
  const who = avoider(u, facts);
  if (!who) return null;
  const shared = riskSigns(u.folded).some((s) => s.reply === "cross-contact");
  if (shared && who === "allergy") {
    const person = SOMEONE.test(u.folded) || SOMEONE.test(u.context ?? "") ? (/\b(minha filha|ela|dela|neta|sobrinha)\b/.test(u.folded) ? "ela" : "ele") : "você";
    return EATEN.test(u.folded) || /\b(ja comeu|comeu metade|comeu um pedaco)\b/.test(u.folded) ? ALLERGY_WATCH(person) : `${ALLERGY_NO}\n${ALLERGY_WHAT_TO_DO}`;
  }
  if (shared && who === "celiac") return `${CELIAC_NO}\n${CELIAC_WHAT_TO_DO}`;
  if (who === "celiac" && FRIED.test(u.folded) && (EATING_OUT.test(u.folded) || EATING_OUT.test(u.context ?? "")) && u.type !== "meal-to-log") return `${CELIAC_FRYER}\n${CELIAC_WHAT_TO_DO}`;
  return null;
}
