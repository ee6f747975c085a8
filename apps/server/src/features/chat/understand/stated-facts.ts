import type { TDietaryRestriction, TGoal, THealthCondition, TSeverity } from "@nutriguia/domain";
import { POSTPARTUM } from "../knowledge/condition-said";
import { conditionsFromLabs, LAB_MARKER_WORDS, prediabetesFromLabs, readLabResults } from "./lab-results";
import type { TFoodComponent } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { mentionsRisk, riskSigns } from "./risk-lexicon";
import { faithLeavesOut } from "./said-of-oneself";
import { cutsCaffeine } from "./caffeine-said";
import { readExclusions } from "./exclusions-said";
import { expandShorthand } from "./shorthand";
import { readOnce } from "./read-once";
import { DAIRY_AS_A_WHOLE } from "./dairy-said";
import { mealCountAsked } from "./meal-count";
import { ALLERGEN_WORDS, allergiesPhrased } from "./allergy-said";
import { A_CHILDS, NEGATED, readChild, saidOfChild, SOMEONE_ELSES } from "./whose-said";

/** Insulin or a sulfonylurea, which can drop blood sugar when a meal is skipped or cut. */
export const GLUCOSE_LOWERING = /\b(insulina\w*|diabet\w* (?:do )?tipo (?:1|um)|dm ?(?:tipo ?)?1|dmt ?1|tipo 1 de diabetes|glibenclamida|glibenclamina|gliclazida|glicazida|glimepirida|glipizida|repaglinida|nateglinida|sulfonilureia\w*|daonil|diamicron|amaryl|azukon|novonorm|starlix|lantus|humalog|novorapid|tresiba|toujeo|basaglar|apidra|fiasp|levemir|nph|canetinha de insulina)\b/;
export const SKIPPING = /\b(pular|pulo|pulei|pulando|ficar sem|sem comer|sem (almocar|jantar|lanchar|tomar cafe)|jejum|jejuar|deixar de comer|parar de comer|cortar|corto|tirar|reduzir|comer menos|diminuir|nao (jantar|almocar|tomar cafe|comer)|nao vou (comer|almocar|jantar|tomar cafe)|(ficar|fico) so (no|com) (cafe|agua|cha)|so (com )?(2|duas|uma|1) refeic\w*|sem fome|(dieta do )?so (jantar|janto|almoco|almoçar|almocar)|dieta do so|(uma|1) refeicao por dia)\b/;
/** What low blood sugar feels like: with a glucose-lowering medicine, it is the hypoglycaemia answer, first aid first. */
export const HYPO_SYMPTOMS = /\b(tremedeira|tremendo|tremor|tremi|suor frio|suando frio|suei frio|tontura|tonta|tonto|desmai\w*|visao (turva|escura|embacada)|confus[ao]|fraqueza|mal estar|palpitac\w*|coracao disparado)\b/;
/** Teas, capsules and "detox" sold to slim, said in any order. */
export const SLIMMING_PRODUCT =
  /\b(chas?|capsulas?|termogenic\w*|detox|shakes?|pos|gotas|suplementos?)\b.*\b(emagrec\w*|secar|seca barriga|perder peso|desinchar|queimar gordura|queima gordura|barriga chapada)\b|\b(cha|capsula)s? (secante|detox|emagrecedor\w*|termogenic\w*|seca barriga)\b|\b(cha de sene|detox|termogenic\w*|chas? secantes?)\b|\b(seca barriga|quitosana|garcinia|hibisco (pra|para) (emagrecer|secar)|cavalinha (pra|para) (emagrecer|secar|desinchar))\b/;

/** Weight-loss medicines and slimming injections, by name or as people say it. */
export const MEDICINES =
  /\b(ozempic|semaglutida|wegovy|rybelsus|tirzepatida|mounjaro|saxenda|liraglutida|victoza|sibutramina|orlistat|xenical|anfepramona|femproporex|mazindol|topiramato|lipoaspira\w*|clembuterol|dnp|remedios? (pra|para|de) (emagrecer|perder peso|secar|tirar a fome)|inibidor(es)? de apetite|moderador(es)? de apetite|caneta (pra|para|de) emagrecer|injecao (pra|para|de) emagrecer|hormonio (pra|para) (emagrecer|secar)|t3 (pra|para) (emagrecer|secar)|bomba (pra|para) (emagrecer|secar)|sibutramin\w*)\b/;
export type TAvoidKind = "allergy" | "intolerance" | "diet" | "condition";

/**
 * "tô pré-diabética", "resistência à insulina", "glicemia no limite": a state of its own, kept apart from diabetes (no
 * insulin, no hypoglycaemia, never "com diabetes"). The profile has no such condition: it is kept in words (CUSTOM_PREDIABETES).
 */
export const PREDIABETES = /\b(?:pre ?diabet\w*|quase diabetic[oa]s?|quase (?:com |tendo |ficando com )?diabetes|(?:na )?beira d[oa] diabetes|limite (?:d[oa] |pra |para )?diabetes|(?:glicemia|glicose)(?: de jejum)? (?:alterada|no limite|limitrofe)|intolerancia a glicose|resistencia (?:a )?insulin\w*)\b/;
/** How pre-diabetes is kept among the profile's conditions in words (`customHealthConditions`). */
export const CUSTOM_PREDIABETES = "Pré-diabetes";
/** The conditions the chat holds: the profile's, and pre-diabetes, which only the chat names. */
export type TCondition = THealthCondition | "PREDIABETES";

/** Something the person must not eat, with how strictly and why; `of`, when it is a child's or another adult's, not the person's. */
export type TAvoid = { component: TFoodComponent; severity: TSeverity; kind: TAvoidKind; source: "text" | "profile"; of?: "child" | "other" };

/** Facts a message states about the person (or the child they ask for). */
export type TStatedFacts = {
  conditions: THealthCondition[];
  /** Pre-diabetes said of oneself or read from a result (glicemia de jejum 100–125, glicada 5,7–6,4 %). */
  prediabetes: boolean;
  avoid: TAvoid[];
  diets: TDietaryRestriction[];
  /** A child or teenager the person asks about ("meu filho de 9 anos"); age null when not said; `avoid`, the child's allergies. */
  child: { age: number | null; avoid?: TAvoid[] } | null;
  /** The person's own age when stated ("tenho 15 anos"). */
  ownAge: number | null;
  /** "sou homem", "sou mulher": counts for the safe floor even when the profile says otherwise. */
  gender: "MALE" | "FEMALE" | null;
  /** The message speaks of someone else ("ela", "dele", "o menino"): a child stated earlier is meant. */
  thirdPerson: boolean;
  wantsWeightLoss: boolean;
  /** A goal said in the conversation ("quero ganhar massa"): plans and targets follow it over the profile's. */
  goal: TGoal | null;
  /** Endurance or heavy training said in passing: it counts in the energy estimate. */
  training: boolean;
  /** Gastritis, reflux or heartburn said about oneself: plans leave out what usually makes it worse. */
  gastric: boolean;
  /** Risk signals that hold for the rest of the conversation once said (decision 105). */
  risks: TRiskSignals;
  /** Foods left out by choice ("não como carne de porco"), as words the plans and warnings match names against. */
  exclusions: string[];
  /** Diabetes read only from metformin ("tomo metformina"), which also treats pre-diabetes and the polycystic ovary. */
  diabetesByMedicine: boolean;
};

/** `alcoholMedicine`: a medicine that must not meet alcohol (a sedative, an antidepressant, a glucose-lowering drug). */
export type TRiskSignals = { glucoseLowering: boolean; skipsMeals: boolean; slimmingProduct: boolean; weightLossMedicine: boolean; purgingAids: boolean; bariatric: boolean; alcoholMedicine: boolean };

/** A bariatric operation said about oneself: fizzy drinks, alcohol and sweets change meaning after it. */
export const BARIATRIC = /\b(bariatrica|(?:fiz|faco|fazer|vou fazer|operei|opero) (?:a )?reducao d[eo] estomago|sleeve|bypass(?: gastrico)?|gastroplastia|opere[i]? o estomago|operei do estomago)\b/;

/** Laxatives, diuretics and slimming pills by name (the gate's support reply then says to stop them). */
const PURGING_AID_WORDS = /\b(laxante\w*|laxativo\w*|diuretic\w*|lacto ?purga|dulcolax|bisacodil|sene|cascara sagrada|tamarine|agarol|sibutramin\w*|remedio (pra|para|de) emagrecer)\b/;

export function readRisks(folded: string): TRiskSignals {
  return { glucoseLowering: GLUCOSE_LOWERING.test(folded), skipsMeals: SKIPPING.test(folded), slimmingProduct: SLIMMING_PRODUCT.test(folded), weightLossMedicine: MEDICINES.test(folded) || riskSigns(folded).some((s) => s.reply === "weight-loss-medicine"), purgingAids: PURGING_AID_WORDS.test(folded) || mentionsRisk(folded, "laxative") || mentionsRisk(folded, "diuretic"), bariatric: BARIATRIC.test(folded), alcoholMedicine: mentionsRisk(folded, "alcohol_interacting_medicine") };
}

/** "treino para meia maratona", "corro 40 km por semana", "faço musculação 5x", "hoje corri 15 km": a training load said in passing. */
export const TRAINING = /\b(treino|treinando|ensaio|ensaiando|danco|corro|pedalo|nado|jogo (bola|futebol|futsal|basquete|volei|tenis|handebol|beach tennis|padel)|luto (jiu jitsu|muay thai|boxe|judo|karate)|faco (musculacao|crossfit|corrida|natacao|ciclismo|triatlo|muay thai|jiu jitsu|boxe|luta|futebol|volei|basquete|handebol|danca|ballet|bale)|pratico|musculacao|malho|malhando|malhar|crossfit)\b.*\b(maratona|meia maratona|\d* ?km|quilometros|triatlo|ironman|prova|competicao|vezes (por|na) semana|x (por|na) semana|\d+x|horas por (dia|semana)|\d+ ?h(oras)? (por|ao|no|na) (dia|semana)|todo dia|todos os dias)\b|\btreino (pesado|forte|intenso|puxado)\b|\b(pedal|pedalada|longao|corrida|prova|trilha|travessia|ultra) de \d+ ?(km|quilometros)\b|\b(corri|pedalei|nadei|treinei) \d+ ?(km|quilometros|horas?)\b|\b(corro|vou correr|treino pra|treinando pra) (uma )?(meia )?maratona\b/;

/** "tenho gastrite", "vivo com azia", "refluxo": the stomach's care, which no health condition of the profile names. */
export const GASTRIC = /\b(gastrite|refluxo|azia|ulcera|esofagite|hernia de hiato|queimacao no estomago)\b/;
/** What plans leave out for a stomach that burns: coffee, pepper, soda, fried food and fatty cold cuts. */
export const GASTRIC_AVOID = ["café", "pimenta", "refrigerante", "bacon", "linguiça", "salsicha", "calabresa", "frito"];


/** "dá câncer", "previne diabetes", "o que é gota": a disease talked about, not one the person has. */
const ABOUT_A_DISEASE = /\b(da|dao|causa|causam|causar|provoca|provocam|risco de|previne|prevenir|evita|evitar|contra|combate|combater|sobre|o que e|o que causa|ajuda (na|no|a|o)|bom (pra|para)|boa (pra|para)|faz mal (pra|para))\s*$/;

/** Every condition the message names, whether the person has it or only asks about it ("o que é gota?"). */
export function conditionsNamed(folded: string): THealthCondition[] {
  return CONDITION_PATTERNS.filter(([, p]) => p.test(folded)).map(([c]) => c);
}

function spokenOf(folded: string, pattern: RegExp): boolean {
  const m = new RegExp(pattern.source).exec(folded);
  return m !== null && ABOUT_A_DISEASE.test(folded.slice(0, m.index).trimEnd().split(" ").slice(-3).join(" "));
}

/** "colesterol alto", "meu colesterol tá alto", "a pressão anda meio alta", "glicose deu 130, alta": a marker said to be high. */
const HIGH = (marker: string) =>
  `${marker}(?: (?:ta|tao|esta|estava|anda|andou|vive|sempre|deu|deram|ficou|veio|saiu|continua|e|foi|meio|muito|pouco|um|bem|ldl|total|ruim|tambem|bastante)){0,3} (alt[oa]s?|elevad[oa]s?|nas alturas|la em cima|descontrolad[oa]s?)\\b`;

const METFORMIN = /\b(?:metformina|glifage)\b/g;
const CONDITION_PATTERNS: readonly [THealthCondition, RegExp][] = [
  ["PREGNANCY", /\b(gravida|gravidinha|gestante|gravidez|gestacao|diabetes gestacional|(?:estou|to|tou|ja to|agora to) esperando (?:(?:a|o) )?(?:(?:um|uma|o|a|meu|minha|nosso|nossa) )?(?:(?:primeiro|primeira|segundo|segunda|terceiro|terceira|quarto|quarta) )?(?:bebe|nene|filho|filha|neném|menino|menina|gemeos)|semanas de gestacao|meses de gestacao|pre natal|(to|tou|estou) de \d{1,2} (meses|semanas)|(?:to|tou|estou|ja to) com \d{1,2} semanas(?! de (?!gestacao|gravidez))|(o )?bebe (ja )?(chuta|mexe)|barrigao|\d{1,2} (semanas|meses) de barriga|(semanas|meses) de barriga)\b/],
  ["LACTATION", /\b(amamentando|amamento|amamentar|dou mama|dando mama|ainda (?:dou )?mama|so mama|mamando|lactante|lactacao|amamentacao|dou de mamar|dando de mamar|dou peito|dando peito|dar peito|mama no peito|mamando no peito|leite materno|aleitamento|puerperio)\b/],
  ["DIABETES", new RegExp(`\\b(diabetic[oa]s?|diabetes?|dm ?(?:tipo ?)?[12]|dmt ?[12]|pre diabet\\w*|${HIGH(`(?:${LAB_MARKER_WORDS.FASTING_GLUCOSE}|${LAB_MARKER_WORDS.A1C})`)}|resistencia a insulina|insulina|metformina|glifage|gliclazida|glibenclamida|glimepirida|dapagliflozina|empagliflozina|sitagliptina)\\b`)],
  ["HYPERTENSION", new RegExp(`\\b(hipertens\\w*|${HIGH("pressao")})`)],
  ["KIDNEY_DISEASE", new RegExp(`\\b(doenca renal|insuficiencia renal|problema (nos|no) rins?|renal cronic\\w*|hemodialise|dialise|doente renal|calculo renal|pedra nos? rins?|drc|funcao renal|${HIGH("creatinina")}|filtracao (glomerular )?baixa|rins? (ta |tao |esta |estao |anda |andam |meio )*(fraco|fracos|parando|falhando)\\b)|\\brins? (ta|tao|esta|estao|so|funcionando|trabalhando)( \\w+){0,3} \\d{1,2} ?(%|por cento)`)],
  ["GOUT", new RegExp(`\\b(gota|${HIGH(LAB_MARKER_WORDS.URIC_ACID)})`)],
  ["HYPERCHOLESTEROLEMIA", new RegExp(`\\b(hipercolesterol\\w*|dislipidemia|(?:baixar|abaixar|diminuir|reduzir) (?:o |meu |a |minha )?(?:colesterol|ldl|triglicerid\\w*)|${HIGH(`(?:${LAB_MARKER_WORDS.LDL}|${LAB_MARKER_WORDS.TOTAL_CHOLESTEROL}|${LAB_MARKER_WORDS.TRIGLYCERIDES})`)})`)],
  ["HEART_DISEASE", /\b(doenca cardiaca|cardiopat\w*|problema (no|de) coracao|infartei|infarto|insuficiencia cardiaca|arritmia)\b/],
  ["LIVER_DISEASE", /\b(doenca hepatica|esteatose|gordura no figado|cirrose|hepatite)\b/],
  ["ANEMIA", /\b(anemia|anemic[oa]|ferro baixo|ferritina baixa|(?:ferro|ferritina|hemoglobina) (?:deu |ta |esta |veio |saiu )?baix[oa]|(?:subir|aumentar|repor|levantar) (?:o |a |meu |minha )?(?:ferro|ferritina|hemoglobina) (?:pq|porque|que) (?:deu|ta|esta|veio) baix[oa])\b/],
  ["CELIAC_DISEASE", /\b(celiac[oa]|doenca celiaca)\b/],
  ["INFLAMMATORY_BOWEL_DISEASE", /\b(crohn|retocolite|doenca inflamatoria intestinal)\b/],
  ["OSTEOPOROSIS", /\b(osteoporose|osteopenia)\b/],
  ["HYPOTHYROIDISM", /\bhipotireoidismo\b/],
  ["HYPERTHYROIDISM", /\bhipertireoidismo\b/],
  ["CANCER", /\b(cancer|quimioterapia|quimio|radioterapia|tratamento oncologico)\b/],
  ["POLYCYSTIC_OVARY_SYNDROME", /\b(ovario policistico|ovarios policisticos|sop)\b/],
];
const DIABETES_WORDS = CONDITION_PATTERNS.find(([c]) => c === "DIABETES")![1];

const SEVERE_WORDS = /\b(grave|graves|forte|fortes|severa|severo|brab[ao]s?|brav[ao]s?|daquelas|terrivel|passo muito mal|fico muito mal|passo mal demais|anafila\w*|risco de vida|choque|edema|fecha a garganta|incha|muito alergic[oa]|epinefrina|adrenalina|epipen|internad[oa]|hospital|pronto socorro|upa|uti|intubad[oa]|fech\w* (a |minha |meu |o )?(garganta|glote)|(garganta|glote) (fechou|fechando|fechada)|(nao|quase nao|sem) (conseguia|conseguir|consegui) respirar|quase morri)\b/;
const MILD_WORDS = /\b(leve|leves|pouca|pouco|fraca|fraco)\b/;

/** "alergia a X", "alérgica a X", "intolerância à X", "APLV", "sou celíaco". */
function readAvoid(folded: string): TAvoid[] {
  const found: TAvoid[] = [];
  const severity = (kind: TAvoidKind): TSeverity =>
    SEVERE_WORDS.test(folded) ? "SEVERE" : MILD_WORDS.test(folded) ? "MILD" : kind === "allergy" ? "MODERATE" : "MILD";
  const triggers = /\b(alergia|alergic[oa]s?|alergias|intolerancia|intolerante|intolerantes|nao posso comer|nao tolero)\b(?: (?:grave|forte|severa|leve|seria))?(?: (?:a|ao|as|aos|de|do|da|dos|das|com|por))? ?((?:\w+ ?){1,4})/g;
  for (const match of folded.matchAll(triggers)) {
    const kind: TAvoidKind = /^intoleran|^nao tolero/.test(match[1]!) ? "intolerance" : "allergy";
    const words = match[2]!.trim().split(" ");
    for (let i = 0; i < words.length; i++) {
      const rest = words.slice(i).join(" ");
      for (const [pattern, components] of ALLERGEN_WORDS) {
        if (!pattern.test(rest)) continue;
        // "não posso comer lactose": the sugar is not tolerated; an allergy is to the milk's protein.
        const lactoseOnly = components.length === 1 && components[0] === "lactose";
        const kindFor = (kind === "intolerance" && components.includes("lactose")) || (lactoseOnly && match[1] === "nao posso comer") ? "intolerance" : kind;
        const effective = kindFor === "intolerance" && components[0] === "milk" ? (["lactose"] as TFoodComponent[]) : components;
        for (const component of effective) found.push({ component, severity: severity(kindFor), kind: kindFor, source: "text" });
      }
    }
  }
  // "ovo me dá alergia", "não posso nem chegar perto de amendoim": the food first or another phrasing, at least as strict.
  for (const said of allergiesPhrased(folded)) found.push({ ...said, severity: said.severity === "SEVERE" ? "SEVERE" : severity(said.kind), source: "text" });
  if (/\baplv\b/.test(folded)) found.push({ component: "milk", severity: severity("allergy"), kind: "allergy", source: "text" }, { component: "lactose", severity: severity("allergy"), kind: "allergy", source: "text" });
  if (/\b(celiac[oa]|doenca celiaca)\b/.test(folded)) found.push({ component: "gluten", severity: "SEVERE", kind: "condition", source: "text" });
  // "alergia a nozes e castanhas": one family said twice is one fact.
  const rank: Record<TSeverity, number> = { SEVERE: 3, MODERATE: 2, MILD: 1, PREFERENCE: 0 };
  const strictest = [...found].sort((a, b) => rank[b.severity] - rank[a.severity]);
  return strictest.filter((a, i) => strictest.findIndex((b) => b.component === a.component && b.kind === a.kind) === i);
}

function readDiets(folded: string): TDietaryRestriction[] {
  const diets: TDietaryRestriction[] = [];
  // "parei com carne, agora só como peixe, ovo e leite": no meat, but fish.
  const fish = /\b(?:so|tambem|ainda|agora so|mas|so que) (?:como|comendo) (?:peixes?|frutos do mar)\b/.test(folded);
  // "to 100% plant based", "parei com tudo de origem animal": no animal food at all, said without the word "vegana".
  if (/\b(vegan[oa]s?|vegetariana estrita|vegetariano estrito|plant ?based|100 ?%? vegetal|alimentacao (?:100 ?%? )?vegetal|(?:parei com|parei de comer|cortei|tirei|nao como|nao como mais|nada de|sem nada de|zero) (?:tudo |nada |qualquer coisa )?(?:que (?:e|seja|venha) )?de origem animal)\b/.test(folded)) diets.push("VEGAN");
  else if (/\b((?:ovo ?lacto ?|lacto ?ovo ?|lacto ?|ovo ?)?vegetarian[oa]s?|nao como (nenhuma )?carne(?! (de porco|suina|de boi|bovina|de vaca|vermelha|de frango|de peixe))|parei (de comer|com) (a )?carne(?! (de porco|suina|vermelha|de boi|bovina)))\b/.test(folded)) diets.push(fish ? "PESCATARIAN" : "VEGETARIAN");
  else if (/\b(pescetarian[oa]|pescatarian[oa]|pescetarian[oa]s?)\b/.test(folded)) diets.push("PESCATARIAN");
  // "sem glúten e sem lactose", "sem lactose também", "tudo sem glúten": said of the diet, not of one food ("pão sem glúten").
  // "3 jantares sem lactose", "quero 3 opções de café da manhã sem lactose": said of the meals asked (decision 195).
  // "nada de laticínio": the diet said with "nada de" as with "sem".
  const counted = mealCountAsked(folded) !== null;
  const ofDiet = (what: string) => new RegExp(`(^|\\b(e|tambem|tudo|plano|cardapio|dieta|quero|preciso|prefiro|sigo|faco|como|seja|ser|so)\\b[^,.]{0,25})\\b(?:sem|nada de) ${what}\\b|\\b(?:sem|nada de) ${what} (tambem|por favor|pfv)\\b`).test(folded) || (counted && new RegExp(`\\bsem ${what}\\b`).test(folded));
  // "faço low carb", "monta um cardápio low carb": a way of eating followed or asked for, not a question about it.
  const style = /\b(faco|fazendo|to na|to em|estou na|estou em|tou na|sigo|sigo a|comecei a|comecei|plano|cardapio|dieta|quero|quero fazer|querendo|querendo fazer|pensando em|pensando em fazer|vou|vou fazer|vou comecar|quero comecar|comecando|comecando a|monta|monte|faz)( uma| a| um)?( dieta)? (low ?carb|lowcarb|cetogenica|keto|com pouco carboidrato|com poucos carboidratos)\b/.exec(folded)?.[4];
  // "um cardápio de 7 dias pra mim com pouco carboidrato", "to querendo reduzir carbo": little carbohydrate said of the plan or the diet (decision 203).
  const fewCarbs = /\b(?:plano|cardapio|dieta|monta|faz|faca)\b[^,.?]{0,30}\b(?:com|de) (?:pouco|poucos|menos|baixo) carbo\w*|\b(?:quero|querendo|vou|preciso|tentando) (?:reduzir|diminuir|cortar|baixar) (?:o |os |a |as )?carbo\w*/.test(folded);
  if (style || fewCarbs) diets.push(style && /cetogenica|keto/.test(style) ? "KETO" : "LOW_CARB");
  if (ofDiet("gluten")) diets.push("GLUTEN_FREE");
  if (ofDiet(DAIRY_AS_A_WHOLE)) diets.push("LACTOSE_FREE");
  return diets;
}

/** "minha bebê tem 3 meses, mama só no peito": the baby and the nursing, across one comma. */
const BABY_NURSES = /\b(?:bebe|nene|neném|filh[oa]|menin[oa])\b[^.;!?]{0,30}\b(?:mama (?:so |somente |exclusivamente |bem )?no peito|so mama|ainda mama|mama bem|mamando|pega o peito|ta no peito|esta no peito|so no peito|aleitamento exclusivo|mama de (?:\d|hora|madrugada))/;

/** "minha filha de 3 meses só mama no peito": the baby nursing, said by the one who breastfeeds. */
export function babyNurses(folded: string): boolean {
  return BABY_NURSES.test(folded);
}

function withAllergies(child: { age: number | null } | null, avoid: TAvoid[]): TStatedFacts["child"] {
  return child && avoid.length > 0 ? { ...child, avoid } : child;
}

/** A faith's rules as things to avoid, so a food asked about is checked against them ("e camarão pode?"). */
function faithAvoids(folded: string): TAvoid[] {
  const faith = faithLeavesOut(folded);
  const of = (component: TFoodComponent): TAvoid => ({ component, severity: "MODERATE", kind: "diet", source: "text" });
  return [...(faith.seafood ? [of("shellfish")] : []), ...(faith.alcohol ? [of("alcohol")] : [])];
}

/** "meu cardio mandou cortar café": caffeine left out, so tereré, mate or cola asked next is flagged like the coffee. */
function caffeineAvoids(folded: string): TAvoid[] {
  return cutsCaffeine(folded) ? [{ component: "caffeine", severity: "MODERATE", kind: "diet", source: "text" }] : [];
}

/** The conditions one message states, pre-diabetes among them as its own. */
export function statedConditions(s: TStatedFacts): TCondition[] {
  return s.prediabetes ? [...s.conditions, "PREDIABETES"] : s.conditions;
}

/** Ages written in words, as teenagers often type them ("tenho quinze anos"). */
const TEEN_AGES: Readonly<Record<string, number>> = { doze: 12, treze: 13, catorze: 14, quatorze: 14, quinze: 15, dezesseis: 16, dezessete: 17, dezoito: 18 };

/** What a message says of the person, read once per text (`readOnce`). */
export const readStatedFacts = readOnce(readFactsSaid);

function readFactsSaid(text: string): TStatedFacts {
  // What the person says of themself: without what they deny and without what belongs to someone else (read with the
  // punctuation still there, since a comma ends what "não" denies).
  // Chat shorthand read as its words first ("n como carne vermelha", "so pra vc saber"), in every turn alike.
  const plain = expandShorthand(text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase());
  const mine = plain.replace(NEGATED, " ").replace(SOMEONE_ELSES, " ");
  const folded = foldText(mine);
  const own = foldText(mine.replace(A_CHILDS, " "));
  const after = POSTPARTUM.test(folded);
  // "pré-diabética", "resistência à insulina (tomo metformina)": not diabetes, whose words it shares.
  const prediabetesSaid = PREDIABETES.test(own) && !spokenOf(own, PREDIABETES);
  const sansPre = prediabetesSaid ? own.replace(new RegExp(PREDIABETES.source, "g"), " ").replace(/\b(metformina|glifage)\b/g, " ") : own;
  const saidNamed = CONDITION_PATTERNS.filter(([c, p]) => p.test(c === "DIABETES" ? sansPre : own) && !(after && c === "PREGNANCY") && !spokenOf(own, p)).map(([c]) => c);
  // "tenho sop e tomo metformina": the medicine of the polycystic ovary and of pre-diabetes is not diabetes said.
  const diabetesByMedicine = saidNamed.includes("DIABETES") && !DIABETES_WORDS.test(sansPre.replace(METFORMIN, " "));
  const named = diabetesByMedicine && saidNamed.includes("POLYCYSTIC_OVARY_SYNDROME") ? saidNamed.filter((c) => c !== "DIABETES") : saidNamed;
  // "meu bebê tem 4 meses e mama no peito": the baby nursing says the person is the one breastfeeding.
  const nursing = babyNurses(folded) ? ["LACTATION" as const] : [];
  const labs = readLabResults(mine.replace(A_CHILDS, " "));
  const conditions = [...new Set([...named, ...nursing, ...conditionsFromLabs(labs)])];
  const age = new RegExp(`\\b(tenho|com|fiz|faco|vou fazer|to com|estou com) (\\d{1,2}|${Object.keys(TEEN_AGES).join("|")}) anos\\b`).exec(folded);
  return {
    conditions,
    prediabetes: !conditions.includes("DIABETES") && (prediabetesSaid || prediabetesFromLabs(labs)),
    // "minha bebê tem APLV": the child's allergy is the child's, kept with the child, never the person's own.
    avoid: [...readAvoid(own), ...faithAvoids(folded), ...caffeineAvoids(foldText(plain.replace(SOMEONE_ELSES, " ")))],
    diets: readDiets(own),
    // A nursing baby said by its mother leaves her own questions hers ("quantas calorias eu devo comer?").
    child: nursing.length > 0 ? null : withAllergies(readChild(folded), readAvoid(foldText(saidOfChild(mine)))),
    ownAge: age ? (TEEN_AGES[age[2]!] ?? Number(age[2])) : null,
    gender: /\b(sou (um )?homem|sou do sexo masculino)\b/.test(folded) ? "MALE" : /\b(sou (uma )?mulher|sou do sexo feminino)\b/.test(folded) ? "FEMALE" : null,
    thirdPerson: /\b(ela|ele|dela|dele|nela|nele|o menino|a menina|a crianca|o bebe|a bebe)\b/.test(folded),
    // "não tomo leite de vaca" leaves a food out: read before the denials ("não tomo insulina") are cut from the text.
    exclusions: readExclusions(foldText(plain.replace(SOMEONE_ELSES, " "))),
    risks: readRisks(folded),
    training: TRAINING.test(folded),
    gastric: GASTRIC.test(own) && !spokenOf(own, GASTRIC),
    wantsWeightLoss: /\b(emagrec\w*|perder peso|perder (os |uns |esses |estes )?(\d+ ?)?(kg|quilos?)|secar|deficit|cortar calorias|dieta (para|pra) perder|baixar o peso|ficar magr\w*|perder (a )?barriga|voltar (pro|ao|para o) (meu )?peso|peso de antes|low carb|jejum|restringir)\b/.test(folded),
    goal: readGoal(folded),
    diabetesByMedicine,
  };
}

/** "quero ganhar massa", "preciso engordar uns quilos", "só quero manter o peso": the goal, unless said in the negative. */
const GOALS: readonly [TGoal, RegExp][] = [
  ["MUSCLE_GAIN", /\b(ganhar massa( muscular| magra)?|ganhar (uns |alguns )?(\d+ ?)?(kg|quilos?) de (massa|musculo)|hipertrofia|ganhar musculo\w*|ganho de massa|bulking|ficar (mais )?forte)\b/],
  ["WEIGHT_GAIN", /\b(ganhar peso|engordar|ganhar (uns |alguns )?(\d+ ?)?(kg|quilos))\b/],
  ["WEIGHT_MAINTENANCE", /\b(manter (o |meu )?peso|so manter|manutencao do peso)\b/],
  ["WEIGHT_LOSS", /\b(quero|preciso|tenho que|meu objetivo e|meta e) (emagrecer|perder peso|perder (uns |alguns )?(\d+ ?)?(kg|quilos))\b/],
];

function readGoal(folded: string): TGoal | null {
  for (const [goal, pattern] of GOALS) {
    const m = pattern.exec(folded);
    if (m && !/\b(nao|sem) (quero |posso |pretendo |preciso )?$/.test(folded.slice(Math.max(0, m.index - 20), m.index))) return goal;
  }
  return null;
}

export const EMPTY_FACTS: TStatedFacts = { conditions: [], prediabetes: false, avoid: [], diets: [], child: null, ownAge: null, gender: null, thirdPerson: false, wantsWeightLoss: false, goal: null, training: false, gastric: false, exclusions: [], diabetesByMedicine: false, risks: { glucoseLowering: false, skipsMeals: false, slimmingProduct: false, weightLossMedicine: false, purgingAids: false, bariatric: false, alcoholMedicine: false } };
