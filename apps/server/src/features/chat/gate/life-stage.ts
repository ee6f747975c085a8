import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";
import { topicRemembered } from "../understand/risk-topic";
import { OLDER_RELATIVE, OLDER_SELF, olderPersonPronoun, olderWeightLost } from "./older-weight-lost";

/**
 * The supplement and care warnings a life stage needs, said when the person asks what changes, whether a vitamin is
 * needed or what to give (issue 27): pregnancy (folic acid and iron), a vegan diet (B12), a baby (vitamin D and iron,
 * SBP), an older adult eating little (protein, water, B12 and vitamin D checked). Each says what to do now and who to see.
 */
const PREGNANT_SAID = /\b(gravida|gestante|gravidez|gestacao|to esperando (um )?bebe|vou ser mae)\b/;
/** A supplement asked about, not a "vitamina de abacate" (a smoothie). */
const SUPPLEMENT = /\b(algum[a]? (vitamina|suplemento)|precis\w* de (vitamina|suplemento)|vitaminas|vitamina (d|b12|b 12|a|c|k)|(tomar|dar|tomando|dando) vitamina(?! de)|polivitaminico|suplement\w*|gotinhas?|acido folico|sulfato ferroso|(tomar|dar|tomando) ferro)\b/;
/** Kinds of question that ask for a number or a card, answered as asked even in a life stage. */
const ANSWERED_AS_ASKED = new Set(["nutrient-in-food", "meal-to-log", "compare", "plan-request", "day-so-far", "nutrient-per-day", "does-it-contain"]);
const PREGNANCY_ASKED = /\b(o (que|q) muda\w*|oq muda\w*|cuidados?|o (que|q) (eu )?(posso|nao posso|devo|tenho que) comer|como (devo )?(me )?alimentar|alimentacao)\b/;
const PREGNANCY_CARE = [
  "**Na gestação, três cuidados começam já:**",
  "",
  "- **Ácido fólico:** 400 µg (0,4 mg) por dia, de preferência desde antes de engravidar e até completar 12 semanas, para proteger a formação do bebê (tubo neural). Se ainda não toma, peça a receita na primeira consulta do pré-natal: na UBS é de graça.",
  "- **Ferro:** o Ministério da Saúde indica suplemento de ferro durante toda a gestação e até 3 meses depois do parto; a dose é ajustada por quem faz o seu pré-natal, com os exames de sangue. No prato: feijão, lentilha, carnes e folhas verde-escuras, com uma fruta rica em vitamina C.",
  "- **O que evitar:** bebida alcoólica (nenhuma quantidade é segura); carne, peixe e ovo crus ou malpassados; leite e queijos não pasteurizados; mais de 200 mg de cafeína por dia (cerca de 2 xícaras pequenas de café coado). Lave bem frutas e verduras.",
  "",
  "Não é hora de dieta para emagrecer: o ganho de peso é esperado e acompanhado no pré-natal. Comece o **pré-natal** o quanto antes, com o(a) **obstetra** ou na **UBS**; um **nutricionista** ajuda a montar as refeições. Sangramento, dor forte na barriga, febre ou vômitos que não param pedem atendimento no mesmo dia.",
].join("\n");

const MULTIVITAMIN = /\b(polivitaminico\w*|multivitaminico\w*|centrum|vitamina a|complexo vitaminico)\b/;
const NO_PHARMACY_MULTIVITAMIN =
  "**Não tome um polivitamínico comum de farmácia por conta própria na gestação:** muitos têm vitamina A (retinol) em dose que pode fazer mal ao bebê, e doses que não são as da gestação. Se for preciso, o(a) obstetra indica um suplemento próprio para gestantes, junto com o ácido fólico e o ferro.";

/** The supplements asked about in pregnancy: the two of routine, who prescribes them, the rest only if indicated. */
const PREGNANCY_SUPPLEMENTS = [
  "**Na gestação, dois suplementos são de rotina, receitados no pré-natal:**",
  "",
  "- **Ácido fólico:** 400 µg (0,4 mg) por dia, de preferência desde antes de engravidar e até completar 12 semanas, para proteger a formação do bebê (tubo neural).",
  "- **Ferro:** o Ministério da Saúde indica suplemento de ferro durante toda a gestação e até 3 meses depois do parto; a dose é ajustada com os exames de sangue.",
  "",
  "Outros (vitamina D, cálcio, ômega-3, iodo) só quando o(a) **obstetra** indicar pelos exames e pela sua alimentação: não compre por conta própria. Peça a receita na consulta do **pré-natal** (na UBS é de graça); um **nutricionista** ajuda a tirar o ferro e o folato também da comida (feijão, lentilha, carnes, folhas verde-escuras, com uma fruta rica em vitamina C).",
].join("\n");

const VEGAN_SAID = /\b(vegan[oa]s?|vegetarian[oa]s?|virei vegan\w*|parei de comer (carne|came) e)\b/;
const VEGAN_ASKED = /\b(preocupar|cuidados?|b12|b 12|ferro|falta\w*|carencia\w*|deficiencia\w*|o (que|q) muda\w*|anemia|exames?)\b/;
const B12 = "**O cuidado principal é a vitamina B12:** ela só vem de forma confiável de alimentos de origem animal, então **quem é vegano precisa de suplemento de B12** (e a maioria dos vegetarianos também), sempre, mesmo comendo bem. A falta demora meses para aparecer, mas causa anemia e danos nos nervos que podem não voltar.";
const IRON = "**Ferro:** feijão, lentilha, grão-de-bico, tofu, folhas verde-escuras e sementes, sempre com uma fonte de **vitamina C** na mesma refeição (laranja, acerola, limão, goiaba); café e chá preto ficam longe das refeições, porque atrapalham a absorção.";
function veganCare(folded: string): string {
  const ironFirst = /\b(ferro|ferritina|anemia)\b/.test(folded);
  return [
    ironFirst ? IRON : B12,
    "",
    `- ${ironFirst ? B12 : IRON}`,
    "- **Proteína:** uma leguminosa (feijão, lentilha, grão-de-bico, soja) todos os dias, com cereais como o arroz.",
    "- **Cálcio, ômega-3 e iodo:** bebidas vegetais enriquecidas com cálcio, tofu, couve e brócolis; linhaça ou chia; sal iodado.",
    "",
    "Peça ao seu **médico** exames de **B12 e ferritina** agora e uma vez por ano, e procure um **nutricionista** para a dose de B12 e o cardápio. Cansaço fora do comum, formigamento nas mãos ou nos pés e falta de ar pedem consulta logo.",
  ].join("\n");
}

const BABY = /\b(bebe|nene|recem nascid[oa]|lactente)\b/;
const UNDER_ONE = /\b([1-9]|1[01]) (meses|mes)\b|\brecem nascid[oa]\b/;
const COW_MILK = /\bleite (de vaca|de caixinha|de caixa|integral|de saquinho|desnatado|semidesnatado|em po integral)\b|\bleite ninho\b/;
const COW_MILK_BABY = [
  "**Antes de 1 ano, não troque o leite do peito (nem a fórmula) por leite de vaca** — integral, de caixinha, de saquinho ou em pó. A Sociedade Brasileira de Pediatria e o Ministério da Saúde orientam assim porque o leite de vaca tem pouco ferro, sobrecarrega os rins do bebê e está ligado à anemia e a pequenos sangramentos no intestino nessa idade.",
  "",
  "- **Continue com o leite materno**, que pode ir até os 2 anos ou mais, junto com a comida.",
  "- Se o bebê não mama no peito, o substituto é a **fórmula infantil** indicada pelo pediatra para a idade.",
  "- A partir de 1 ano, o leite de vaca integral pode entrar, puro, sem açúcar nem achocolatado.",
  "",
  "Fale com o **pediatra** (ou na consulta de puericultura da **UBS**) antes de trocar o leite.",
].join("\n");
const BABY_SUPPLEMENTS = [
  "**Sim: pela Sociedade Brasileira de Pediatria (SBP), quase todo bebê precisa de dois suplementos, na dose que o pediatra indicar:**",
  "",
  "- **Vitamina D:** desde a primeira semana de vida até 1 ano (400 UI por dia) e de 1 a 2 anos (600 UI por dia), mesmo mamando no peito e tomando sol.",
  "- **Ferro:** dos 3 meses até os 2 anos, em dose preventiva calculada pelo peso (bebês prematuros ou de baixo peso começam antes, em outra dose).",
  "",
  "Na comida, a partir dos 6 meses: feijão, carnes e ovo (que têm ferro), legumes, verduras e frutas; sem açúcar antes dos 2 anos, **sem mel antes de 1 ano** (risco de botulismo) e sem leite de vaca no lugar do leite materno ou da fórmula antes de 1 ano.",
  "",
  "Confirme as doses com o **pediatra** (ou na consulta de puericultura da **UBS**) e não dê suplemento por conta própria: ferro e vitamina D em excesso também fazem mal.",
].join("\n");

/** Days without eating, said of an older person: the same day's care, before any idea of what to offer. */
const STOPPED_EATING = /\b(parou de (comer|se alimentar)|nao (quer )?(come|comer|comeu) nada|sem comer (nada )?(faz|ha|tem|desde)|(faz|ha) \w+ dias? sem comer|nao come (faz|ha) \w+ dias?)\b/;
const OLDER_CONCERN = /\b(parou de (comer|se alimentar)|nao (quer )?(come|comer|comeu) nada|sem comer|comendo (mt |muito |bem )?pouco|come (mt |muito |bem )?pouco|sem apetite|sem fome|nao quer comer|perdeu o apetite|perdi (o apetite|a fome)|emagrecendo|perdendo peso|bebe pouca agua|nao bebe agua|quase nao bebe|(come|comendo) (so|somente|apenas) \w+|mora sozinh[oa])\b/;
const OLDER_ASKED = /\b((o|oq|o que|o q|q) (eu )?(posso|devo) (dar|oferecer|fazer)|(o|oq|o que|o q|q) (eu )?faco|(o|o que|o q|q) (ele|ela) (deve|pode) comer|lanches?)\b/;
/** What a later turn about the same older person asks: water, or what to eat. */
const WATER_ASKED = /\b(agua|beber|bebe|liquidos?|hidrat\w*)\b/;
const FOOD_ASKED = /\b(lanches?|comer|comida|dar|cafe|almoco|janta|jantar|refeic\w*|cardapio)\b/;

function olderCare(said: string, now: string, careGiven: boolean): string {
  const o = olderPersonPronoun(said);
  const self = o === "você";
  const diabetes = /\b(?<!pre )diabet\w*\b/.test(said) ? [`- **Com diabetes:** refeições em horários regulares, sem pular nenhuma, porque com os remédios do diabetes comer pouco pode baixar o açúcar no sangue; conte ao médico que ${self ? "você está" : `${o} está`} comendo menos, para rever as doses.`] : [];
  const signs = "Confusão, sonolência fora do comum, tontura, urina escura ou muito pouca, ou um dia inteiro sem comer e beber pedem atendimento no mesmo dia.";
  // The whole care was said a turn before: now the question asked, with the signs, not the same list again.
  if (careGiven && WATER_ASKED.test(now)) {
    return [`**Para ${self ? "beber" : `${o} beber`} mais água:** ofereça em horários combinados (ao acordar, em cada refeição, no meio da manhã e da tarde), deixe uma garrafinha ou um copo sempre à vista e conte os copos do dia. Sucos, chás, leite, sopas, caldos, gelatina e frutas com muita água (melancia, laranja, melão) também contam. A sede diminui com a idade, então não dá para esperar a vontade.`, "", signs].join("\n");
  }
  if (careGiven && FOOD_ASKED.test(now) && !OLDER_CONCERN.test(now)) {
    return [
      `**O que oferecer${self ? "" : ` para ${o}`}:** porções pequenas, 5 a 6 vezes ao dia, com proteína em todas: mingau de aveia com leite, iogurte com fruta amassada, vitamina de banana com aveia, ovo mexido, pão macio com queijo branco ou requeijão, caldo ou sopa grossa com carne desfiada ou frango, purê com carne moída, banana, mamão ou abacate amassados. Comer acompanhado e no mesmo horário ajuda o apetite.`,
      ...diabetes,
      "",
      `E a consulta com o médico (clínico ou **geriatra**) continua importante. ${signs}`,
    ].join("\n");
  }
  const stopped = STOPPED_EATING.test(said);
  return [
    stopped
      ? `**${self ? "Se você parou de comer" : `Se ${o} parou de comer`} há um dia ou mais, o atendimento é hoje** (UPA, pronto-socorro ou o médico de costume; numa emergência, **SAMU 192**): depois dos 65 anos, dias sem comer e beber levam depressa à desidratação, a quedas e à confusão, e a causa (infecção, remédio, dor, tristeza) precisa ser vista. Até lá, ofereça água, suco, caldo ou vitamina aos poucos, várias vezes ao dia.`
      : "**Depois dos 65 anos, comer ou beber pouco pede atenção logo:**",
    "",
    `- **Leve ao médico** (clínico ou **geriatra**)${stopped ? ", e depois mantenha o acompanhamento" : " nas próximas semanas, ou antes se estiver perdendo peso"}: dentes e prótese, remédios, tristeza, solidão, intestino e doenças tiram o apetite, e tudo isso tem tratamento. Peça para checar **vitamina B12 e vitamina D**, que costumam faltar nessa idade.`,
    "- **Proteína em todas as refeições**, em porções pequenas e mais vezes ao dia (5 a 6): ovo, leite, iogurte, queijo, feijão, frango, peixe ou carne moída.",
    "- **Água em horários combinados** (ao acordar, nas refeições, no meio da tarde): a sede diminui com a idade. Sopas, caldos, frutas e sucos também contam.",
    `- **Lanches fáceis para ${o}:** mingau de aveia com leite, iogurte com fruta amassada, vitamina de banana com aveia, ovo mexido, pão macio com queijo, caldo com carne desfiada, banana ou mamão.`,
    ...diabetes,
    "",
    signs,
  ].join("\n");
}

export function lifeStageAnswer(u: TUnderstanding, facts: TUserFacts): string | null {
  const folded = u.folded;
  const pregnant = facts.conditions.has("PREGNANCY") || (PREGNANT_SAID.test(folded) && !u.stated.thirdPerson);
  const before = `${u.earlier ?? ""} | ${u.context ?? ""}`;
  // "meu filho tem 8 meses" two turns before "e leite de caixinha no lugar da fórmula?": still the baby.
  const babyBefore = UNDER_ONE.test(before) && /\b(filh[oa]|bebe|nene|neta|neto)\b/.test(before) && /\b(ele|ela|dele|dela|dar|no lugar|formula|mamadeira|troc\w*|substitu\w*)\b/.test(folded);
  const babyTalk = BABY.test(folded) || facts.child?.age === 0 || (BABY.test(u.context ?? "") && u.stated.thirdPerson) || babyBefore;
  // "posso trocar o leite do peito por leite de vaca? ela tem 8 meses": never a comparison card for a baby under 1.
  if (babyTalk && UNDER_ONE.test(`${before} ${folded}`) && COW_MILK.test(folded)) return COW_MILK_BABY;
  // Weight lost without a diet in an older adult, or taken as good news a turn later: a warning sign, with who to see.
  const lost = olderWeightLost(u);
  if (lost) return lost;
  // An older adult eating or drinking little, said by them or of a parent, even when read as a meal.
  const older = [folded, `${u.context ?? ""} | ${folded}`, `${u.earlier ?? ""} | ${u.context ?? ""} | ${folded}`].find((t) => (OLDER_RELATIVE.test(t) || OLDER_SELF.test(t)) && OLDER_CONCERN.test(t)) ?? null;
  // Weight lost without trying is the base's own entry (how much, how fast, GLIM); the care here answers what comes after.
  // The message itself, when the turn was read together with the one before.
  const at = u.context ? folded.lastIndexOf(u.context) : -1;
  const now = at >= 0 ? folded.slice(at + u.context!.length) : folded;
  const lostWeightNow = /\b(emagrecendo|perdendo peso|perdeu (uns |umas |mais de |quase )?\d+|sem fazer dieta|sem querer)\b/.test(now);
  if (older && !lostWeightNow && (OLDER_CONCERN.test(now) || OLDER_ASKED.test(now)) && u.type !== "nutrient-in-food") {
    // The care was given a turn before unless that turn told of weight lost, which the base's own entry answered.
    const lostBefore = /\b(emagrecendo|perdendo peso|perdeu (uns |umas |mais de |quase )?\d+|sem fazer dieta|sem querer)\b/.test(u.context ?? "");
    const careGiven = !lostBefore && [u.context ?? "", `${u.earlier ?? ""} | ${u.context ?? ""}`].some((t) => (OLDER_RELATIVE.test(t) || OLDER_SELF.test(t)) && OLDER_CONCERN.test(t));
    return olderCare(older, now, careGiven);
  }
  if (ANSWERED_AS_ASKED.has(u.type)) return null;
  if (babyTalk && SUPPLEMENT.test(folded)) return BABY_SUPPLEMENTS;
  const supplementOnly = (SUPPLEMENT.test(folded) || MULTIVITAMIN.test(folded)) && !PREGNANCY_ASKED.test(folded);
  if (pregnant && supplementOnly) return (MULTIVITAMIN.test(folded) ? `${NO_PHARMACY_MULTIVITAMIN}\n\n` : "") + PREGNANCY_SUPPLEMENTS;
  // "o que posso comer de manhã pra parar no estômago?" after not eating for days: what helps that, not the general care.
  if (pregnant && PREGNANCY_ASKED.test(folded) && !topicRemembered(u, facts)) return PREGNANCY_CARE;
  const vegan = facts.diets.has("VEGAN") || facts.diets.has("VEGETARIAN") || VEGAN_SAID.test(folded) || VEGAN_SAID.test(before);
  if (vegan && (VEGAN_ASKED.test(folded) || SUPPLEMENT.test(folded)) && !facts.child) return veganCare(folded);
  return null;
}
