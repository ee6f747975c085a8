import { labelKcal } from "./edits/label-said";
import { MEAL_PLAN_MAX_DAYS } from "@nutriguia/domain";
import { matchFood } from "@nutriguia/nutrition";
import { asksSomething, foldText } from "../chat.text";
import { withKindCompared, withOrOf } from "./kind-compared";
import { BODY_EFFECT_CLAUSE } from "./compare-point";
import { findFoodMentions, type TFoodMention } from "./food-mentions";
import { mealCaloriesSaid, requestedMealCalories } from "./plan-scope";
import { classifyQuestion, nutrientsNamed, preferenceSaid, QUESTIONISH, type TNutrientKey, type TQuestionType } from "./question-type";
import { babyNurses, readStatedFacts, statedConditions, TRAINING, type TStatedFacts } from "./stated-facts";
import { EXCLUSION } from "./exclusions-said";
import { ATE, ATE_FIRST } from "./eating-verbs";
import { everydayTopic } from "./everyday-talk";
import { PEOPLE } from "./not-a-meal";
import { SHORT_REPLY } from "./short-replies";
import { FAITH, GOAL_SAID, SHIFT } from "./said-of-oneself";
import { sourcesAsked, type TSourcesAsked } from "./sources-asked";
import { readOnce } from "./read-once";
import { expandShorthand } from "./shorthand";
import { toldIntakeIn } from "./told-intake";
import { saysAllergy } from "./allergy-said";

export type TMealSlot = "cafe da manha" | "almoco" | "lanche" | "jantar" | "ceia";

/** Everything the message says, read once; every later stage works from this. */
export type TUnderstanding = {
  text: string;
  folded: string;
  type: TQuestionType;
  /** Foods and dishes the message is about (not the ones named as allergies). */
  foods: TFoodMention[];
  nutrients: TNutrientKey[];
  stated: TStatedFacts;
  mealSlot: TMealSlot | null;
  planDays: number | undefined;
  /** A daily intake the message asks for ("dieta de 600 calorias"). */
  requestedCalories: number | null;
  /** Set when the message was read against an earlier turn. */
  followUp: "variant" | null;
  /** The person's previous message, folded: what "lá", "isso" and "nele" point at. */
  context?: string;
  /** The person's last few messages before this one, folded: a plan request reads meals per day and budget said there. */
  earlier?: string;
  /** The assistant's reply just before: an article it already gave is not given again. */
  lastReply?: string;
  /** "quantas calorias tem uma coxinha? e uma esfiha?": two or three foods asked one by one, not a meal to log. */
  eachFood?: boolean;
  /** "quais alimentos têm cálcio além do leite?": foods asked by a nutrient, within a group and besides the foods named. */
  sources?: TSourcesAsked;
};

/** "alergia a camarão" names what the person avoids, not what they ask about. */
/**
 * "faz mal pro rim", "bom para o fígado", "sem piorar o rim", "meus rins": an organ after a preposition, a verb on the
 * body or a possessive is the body, not the offal on a plate.
 */
const BODY_PART_CLAUSE = /\b(pro|pros|pra|para o|para os|para a|no|nos|na|do|dos|da|ao|aos|meu|meus|minha|(?:piora\w*|prejudica\w*|sobrecarrega\w*|forca\w*|protege\w*|cuida\w*|ajuda\w*|estraga\w*|afeta\w*|machuca\w*) (?:o|os|a|meu|meus|minha)) (rim|rins|figado|coracao|estomago|intestino|cerebro|pulmao|pulmoes)\b/g;
/** "meu namorado", "minha vó": a person, not the fish nor any food. */
const PERSON_CLAUSE = new RegExp(`\\b(?:meu|minha|meus|minhas) (?:${PEOPLE})\\b`, "g");
/** "chocolate dá espinha?": a blemish of the skin, not a fish bone. */
const SKIN_CLAUSE = /\b(espinhas?|acne)\b/g;
const ALLERGY_CLAUSE = /\b(alergia|alergias|alergic[oa]s?|intolerancia|intolerante|aplv|nao posso comer|nao tolero)\b( (grave|forte|severa|leve))?( (a|ao|as|aos|de|do|da|dos|das|com))? ?(proteina do leite|leite de vaca|frutos do mar|\w+)/g;

/** "glicose alta", "colesterol tá alto": a lab marker, not the sugar or the fat on a plate. */
const MARKER_CLAUSE = /\b(glicose|glicemia|acucar no sangue|colesterol|ldl|pressao|acido urico|triglicerideos?|triglicerides)( (ta|esta|anda|vive|deu|meio|muito|sempre)){0,2} (alt[oa]s?|elevad[oa]s?|baix[oa]s?)\b/g;

const SLOTS: readonly [TMealSlot, RegExp][] = [
  ["cafe da manha", /\b(cafe da manha|cafe de manha|desjejum)\b/],
  ["almoco", /\b(almoco|almocar)\b/],
  ["jantar", /\b(jantar|janta|janto)\b/],
  ["ceia", /\b(ceia)\b/],
  ["lanche", /\b(lanche|lanchinho|lanchar|lancho|cafe da tarde)\b/],
];

const NUMBER_WORDS: Readonly<Record<string, number>> = { um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, uma_semana: 7 };

export function requestedPlanDays(folded: string): number | undefined {
  const match = /\b(\d{1,2}|um|uma|dois|duas|tres|quatro|cinco|seis|sete) (dias?|semanas?)\b/.exec(folded);
  if (!match) return undefined;
  const n = /^\d/.test(match[1]!) ? Number(match[1]) : (NUMBER_WORDS[match[1]!] ?? 1);
  const days = match[2]!.startsWith("semana") ? n * 7 : n;
  return Math.min(Math.max(days, 1), MEAL_PLAN_MAX_DAYS);
}

/** A meal eaten with its kcal ("almocei uma marmita de 600 kcal", "jantei um prato de 700 calorias"): one meal, not the day. */
const ONE_MEAL_EATEN = new RegExp(`^(?:(?:hoje|hj|no almoco|na janta|no jantar) )?(?:${ATE.source}) .*\\b(?:marmitas?|marmitex|quentinha|pratos?|pf|lanche|sanduiche|hamburguer|pizza|refeicao|combo|porcao|almoco|janta|jantar) (?:de|com) (?:uns |umas |quase |mais de |cerca de )?\\d{3,4}\\s*(?:kcal|calorias?)\\b`);

/** A daily intake someone wants to reach: "dieta de 600 calorias", "comer 800 kcal por dia", "700 calorias/dia". */
export function requestedDailyCalories(folded: string): number | null {
  // "marmitas de 500 kcal", "uns 500 kcal cada": one meal's energy, not the day's.
  if (requestedMealCalories(folded) !== null) return null;
  // "hj só consegui comer umas 1200 kcal": what was eaten today, not a target asked.
  if (toldIntakeIn(folded) !== null && !/\b(dieta|cardapio|plano|meta)\b/.test(folded)) return null;
  // "plano de 1800 kcal com o café da manhã de 300 kcal": the meal's kcal is no part of the day's.
  const meal = mealCaloriesSaid(folded);
  if (meal) return requestedDailyCalories(folded.replace(meal.said, " "));
  const patterns = [
    /\b(\d{3,4})\s*(kcal|calorias?|cal)\b(\s+(por|ao|num|no|em um|em 1)\s+dia|\s+diarias?|\s+dia\b)/,
    /\b(dieta|cardapio|plano|comer|comendo|consumir|ingerir|ficar com|viver com|cortar pra|cortar para|baixar pra|baixar para|reduzir pra|reduzir para|descer pra|descer para)\b\D{0,25}?\b(\d{3,4})\s*(kcal|calorias?|cal)\b/,
    /\b(dieta|cardapio|plano)\b[^.!?]{0,40}?\b(\d{3,4})\s*(kcal|calorias?|cal)\b/,
    // "monta um cardápio de 7 dias sem carne de porco e sem frutos do mar, de 1800 kcal": the day's, said last.
    /\b(dieta|cardapio|plano)\b.*\b(?:de|com|em|uns|umas) (\d{3,4})\s*(kcal|calorias?)\b/,
    // "um plano com comida paraense, tipo açaí, maniçoba, tacacá, 2000 kcal": the day's, said last (decision 203).
    /\b(dieta|cardapio|plano)\b.* (\d{3,4})\s*(kcal|calorias?)(?: (?:por favor|pfv|pf|ok|blz|beleza|ta))?$/,
  ];
  // "no rótulo diz 130 kcal" is a product's calories, not the day's; "almocei uma marmita de 600 kcal" is one meal's.
  const short = folded.split(" ").length <= 8 && labelKcal(folded) === null && !ONE_MEAL_EATEN.test(folded) ? /\b(\d{3,4})\s*(kcal|calorias?)\b/.exec(folded) : null;
  if (short && Number(short[1]) >= 100 && Number(short[1]) <= 6000) return Number(short[1]);
  for (const p of patterns) {
    const m = p.exec(folded);
    if (m) {
      const value = Number(/^\d/.test(m[1]!) ? m[1] : m[2]);
      if (value >= 100 && value <= 6000) return value;
    }
  }
  return null;
}

/** "meu colesterol tá alto", "minha pressão vive alta", "o médico pediu pra cuidar da alimentação": a health fact about oneself. */
const ABOUT_ME = /^(o |a )?(meu|minha) (colesterol|pressao|glicose|glicemia|acido urico|triglicerideos?|triglicerides|ldl|exames?|ferro|ferritina|tireoide|rins?|medic[oa]|endocrino|cardiologista)\b|\b(o|a|meu|minha) (medic[oa]|doutor[a]?|dr|dra|endocrino|endocrinologista|cardio|cardiologista|nefro|nefrologista|gastro|gastroenterologista|obstetra|gineco|ginecologista|nutri|nutricionista) (disse|falou|pediu|mandou|recomendou|passou|descobriu|confirmou|viu)\b/;

/** "ufa cheguei do trampo, sou celíaca": a statement about oneself may come anywhere in the message, not only first. */
const STATES = /\b(eu )?(sou|estou|to|tou|tenho|virei|fiquei|descobri|agora sou|parei de|parei com|dou|tive|amamento|fui diagnosticad\w*|tenho alergia|sou alergic\w*|sou intolerante|uso|tomo|aplico|faco uso de|comecei (a usar|a tomar)|fiz (o |os |um |uns |meus? )?exames?|(exames?|resultado) (deu|deram|veio|acusou)|deu|acusou|diagnosticaram)\b/;

/** "gestante de 30 semanas", "lactante", "diabética tipo 1": a life stage or condition said with no verb. */
const STAGE_SAID = /^(gestante|gravida|lactante|amamentando|diabetic[oa]|pre ?diabetic[oa]|hipertens[oa]|celiac[oa]|renal cronic[oa])\b/;

const STATED_GOAL = /^(?:eu )?(?:preciso|quero|tenho que|gostaria de|to querendo|estou querendo|meu objetivo e) (?:emagrecer|perder|ganhar|engordar)\b/;

/** A message that tells something about the person and asks nothing: acknowledged and kept, never logged as a meal. */
/** Where a child's food stands, said with the age: eating the family's food, starting solids, nursing or on formula. */
const CHILD_FEEDING_STAGE = /\b(?:ja (?:come|comeca|esta comendo|ta comendo)|come de tudo|comecando a (?:comer|introducao)|comecou a (?:comer|introducao)|introducao alimentar|comida (?:da casa|de panela|da familia|de sal)|papinhas?|mama no peito|mamando|so mama|toma formula|na formula)\b/;

function isStatement(folded: string, stated: TStatedFacts, asked: boolean, type: TQuestionType): boolean {
  // "sigo kosher, faz um plano de 7 dias": the plan asked is made with the faith's rules, not only acknowledged.
  if (!asked && !QUESTIONISH.test(folded) && FAITH.test(folded) && type !== "plan-request") return true;
  if (asked || QUESTIONISH.test(folded)) return false;
  // "preciso ganhar uns 5 kg até o casamento da minha irmã em março, tô mto magro nas fotos": a goal opens it, however long.
  if (STATED_GOAL.test(folded) && (type === "out-of-scope" || type === "general-question") && folded.split(" ").length <= 30) return true;
  if (folded.split(" ").length > 16) return false;
  // "meu filho de 2 anos tem alergia a ovo": the child's allergy is a fact said too, kept as the child's.
  const said = statedConditions(stated).length + stated.diets.length + stated.avoid.length + (stated.child?.avoid?.length ?? 0) + (stated.ownAge !== null ? 1 : 0);
  if (type === "plan-request" || type === "day-so-far") return false;
  // "oi, sou celíaca desde criança": a greeting that opens a condition said of oneself is the statement, not small talk.
  if (type === "small-talk") return said > 0 && STATES.test(folded);
  // "meu bebê tem 4 meses e mama no peito": she is breastfeeding, never a food ("peito", "mama") nor someone else's news.
  if (babyNurses(folded) && stated.conditions.includes("LACTATION")) return true;
  if (EXCLUSION.test(folded) || stated.exclusions.length > 0 || TRAINING.test(folded) || STATED_GOAL.test(folded)) return true;
  if (type === "meal-to-log" && ATE_FIRST.test(folded)) return false;
  // "queria ganhar uns 5 kg", "sigo kosher", "trabalho de vigia à noite": a goal, a faith or a shift said about oneself.
  if (GOAL_SAID.test(folded) || FAITH.test(folded) || (SHIFT.test(folded) && type !== "meal-to-log")) return true;
  // "meu filho tem 1 ano e 2 meses": a child's age said on its own, kept for the answers about the child.
  // "minha filha tem 10 meses, já come comida da casa": the age with where the child's food stands.
  const childAge = stated.child && !stated.thirdPerson && /\b(?:tem|fez|fara|vai fazer|de) (?:\d{1,2}|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze) (?:anos?|mes(?:es)?)\b/.test(folded);
  if (childAge && ((folded.split(" ").length <= 10 && type === "out-of-scope") || CHILD_FEEDING_STAGE.test(folded))) return true;
  return said > 0 && (STATES.test(folded) || ABOUT_ME.test(folded) || saysAllergy(folded) || (stated.child?.avoid?.length ?? 0) > 0 || (folded.split(" ").length <= 6 && STAGE_SAID.test(folded)));
}

/**
 * "iogurte grego é melhor que o natural?": the second food is the first one's kind with the other word, read as
 * "iogurte grego ou iogurte natural" when that names a food and the word alone does not.
 */
const ELLIPTICAL_COMPARE = /^(?:(?:e|mas) )?(?:o |a )?([a-z]+) ([a-z]+(?: [a-z]+)?) (e|eh|sao|seria|fica|tem|da|engorda|sustenta) (melhor|pior|mais [a-z]+|menos [a-z]+|mais|menos) (?:que|do que) (?:o|a|os|as) ([a-z]+)\b/;

function completeComparison(folded: string): string {
  const m = ELLIPTICAL_COMPARE.exec(folded);
  if (!m) return folded;
  const [, head, kind, verb, how, other] = m as unknown as [string, string, string, string, string, string];
  const alone = matchFood(other);
  const together = matchFood(`${head} ${other}`);
  // "o branco" alone is no food (it would read as "cocada branca"); "arroz branco" is.
  const namesAlone = alone !== null && alone.confidence >= 0.9 && foldText(alone.food.name).startsWith(other);
  if (namesAlone || !together || together.confidence < 0.9) return folded;
  return folded.replace(m[0], `${head} ${kind} ou ${head} ${other} qual ${verb} ${how}`);
}

/** "nem de jiló", "e nem peixe": one more food left out, right after a dislike or an exclusion; read as said in full. */
const NOR_ALSO = /^(?:e )?(?:nem|tambem nao|muito menos) (?:de |do |da |dos |das )?(?=\w)/;
/** "e frutos do mar também não": the same, said after the food. */
const NOT_EITHER = /^(?:e )?(.+?) (?:tambem|muito menos) nao$/;

/** "bom dia!! café foi cuscuz com ovo": a greeting before a meal told; the meal is read without it. */
const GREETING_BEFORE_MEAL = /^(?:(?:oi+e?|ola|opa|e ai|eai|bom dia|boa tarde|boa noite)(?: (?:gente|nutri|amiga|amigo))? )+(?=.*\b(?:cafe|almoco|almocei|janta|jantar|jantei|lanche|lanchei|comi|tomei|bebi|belisquei)\b)/;

/** "pera, minha irmã tá perguntando…", "peraí", "calma lá": "wait", said before the message, never the fruit. */
const HOLD_ON = /^\s*(?:p[eé]ra\s*a[ií]|p[eé]ra\s*l[aá]|pera[ií]|espera|calma(?:\s*l[aá])?|p[eé]ra)\s*[,!.…]+\s*/i;

/** The message without a "wait" before it; "pera, maçã e uva" is a list of fruits and keeps its pear. */
function withoutHoldOn(text: string): string {
  const m = HOLD_ON.exec(text);
  if (!m) return text;
  const next = foldText(text.slice(m[0].length)).split(" ")[0] ?? "";
  return /^p[eé]ra\s*[,!.…]/i.test(m[0]) && next && matchFood(next) ? text : text.slice(m[0].length);
}

/** "no café", "pro café": the meal of the morning or afternoon, said as where the food goes. */
const MEAL_CAFE = /\b(?:no|pro|pra o|para o|do|ao) cafe\b(?! (?:preto|coado|com leite|expresso|soluvel|sem acucar)\b)/;

/** What goes into a coffee ("leite no café", "canela no café"): with it, "no café" may be the drink. */
const INTO_COFFEE = /^(?:leite|acucar|adocante|canela|mel|creme|chantilly|manteiga|oleo de coco|whey|colageno|chocolate|cacau|gengibre|cardamomo)\b/;

/** What a message says and asks, read once per text (`readOnce`). */
export const understand = readOnce(readMessage);

function readMessage(message: string): TUnderstanding {
  const text = withoutHoldOn(message);
  const plain = expandShorthand(foldText(text)).replace(GREETING_BEFORE_MEAL, "");
  const nor = NOR_ALSO.exec(plain);
  const either = NOT_EITHER.exec(plain);
  const short = plain.split(" ").length <= 6;
  const another = short && nor && findFoodMentions(plain.slice(nor[0].length)).length > 0 ? plain.replace(NOR_ALSO, "nao gosto de ") : short && either && findFoodMentions(either[1]!).length > 0 ? `nao gosto de ${either[1]}` : null;
  const folded = completeComparison(another ?? plain);
  // "posso comer queijo? e manteiga?": each question names its own food, never one read across the two ("queijo de manteiga").
  const questions = text.split(/\?+/).map((q) => completeComparison(expandShorthand(foldText(q)))).filter(Boolean);
  const asWritten = questions.length > 1 ? questions.join(" | ") : folded;
  const foods = withOrOf(withKindCompared(findFoodMentions(asWritten.replace(ALLERGY_CLAUSE, " | ").replace(BODY_PART_CLAUSE, " | ").replace(MARKER_CLAUSE, " | ").replace(BODY_EFFECT_CLAUSE, " | ").replace(SKIN_CLAUSE, " | ").replace(PERSON_CLAUSE, " | ")), folded), folded);
  // "água", "sal" and "açúcar" are nutrients when asked per day ("quanta água devo beber?"), not foods to analyse.
  // "mel ou açúcar?", "sal ou shoyu?": set against another food by "ou", the word is that food (decision 218).
  const nutrientWords = (f: TFoodMention) => /^(agua|sal|acucar)$/.test(f.phrase) && !new RegExp(String.raw`\b(?:ou|vs|versus|x) (?:o |a )?${f.phrase}\b|\b${f.phrase} (?:ou|vs|versus|x)\b`).test(folded);
  const countable = foods.filter((f) => !nutrientWords(f)).length;
  const said = readStatedFacts(folded === plain ? text : folded);
  // "sou adventista, não como carne de porco": what the person does not eat, said after something else.
  const refusal = / (?:nao|nunca) (?:como|bebo|tomo|consumo)\b/.exec(folded);
  const stated = said.exclusions.length === 0 && refusal && !ATE.test(folded) ? { ...said, exclusions: readStatedFacts(folded.slice(refusal.index + 1)).exclusions } : said;
  // "colesterol alto" is the person's condition: the nutrient it names is not what the message asks about.
  const asked = folded.replace(MARKER_CLAUSE, " ").replace(/\s+/g, " ").trim();
  // "sou vegana, tá?", "ok?": a tag question asks nothing.
  const questionMark = asksSomething(text);
  // "isso tá ok?", "sério?": a short reply with a question mark asks back, even when it ends on a tag word.
  const askedBack = text.includes("?") && SHORT_REPLY.test(asked);
  const classified = classifyQuestion({ foods: countable, folded: asked, asked: questionMark || askedBack });
  const read = isStatement(folded, stated, questionMark, classified) ? "statement" : classified;
  const sources = BY_NUTRIENT.has(read) || (read === "meal-to-log" && !ATE.test(asked)) ? sourcesAsked(asked, foods) : null;
  const type = sources ? "what-to-eat" : read;
  // "tô entre aveia e granola no café": in a choice, "no café" is the meal it is for, not a coffee to compare.
  // "se eu comer 2 pães no café engorda?", "sempre como pão no café": the morning meal too, unless what is named goes into a coffee.
  const inTheMeal = type === "compare" || (type !== "meal-to-log" && foods.some((f) => f.phrase !== "cafe" && !INTO_COFFEE.test(f.phrase)) && !foods.some((f) => INTO_COFFEE.test(f.phrase)));
  const kept = inTheMeal && MEAL_CAFE.test(folded) ? foods.filter((f) => f.phrase !== "cafe") : foods;
  return {
    text,
    folded,
    type,
    // A taste or a habit keeps its food: "quantas calorias tem?" right after "amo tapioca" is about the tapioca.
    // "minha mãe fez um bolo de cenoura" keeps the cake: "posso comer um pedaço?" next is about it.
    foods: (type === "statement" && !preferenceSaid(folded, false)) || (type === "everyday-talk" && everydayTopic(folded, false) !== "someone-cooked") || type === "small-talk" ? [] : countable > 0 && countable < kept.length ? kept.filter((f) => !nutrientWords(f)) : kept,
    nutrients: nutrientsNamed(asked),
    stated,
    mealSlot: SLOTS.find(([, p]) => p.test(folded))?.[0] ?? null,
    planDays: requestedPlanDays(folded),
    requestedCalories: requestedDailyCalories(folded),
    followUp: null,
    ...(type === "nutrient-in-food" && asksFoodByFood(text, countable) ? { eachFood: true } : {}),
    ...(sources ? { foods: [], sources } : {}),
  };
}

/** The readings a question for foods by a nutrient falls into when it names a food besides ("além do leite") or a group. */
const BY_NUTRIENT = new Set<TQuestionType>(["does-it-contain", "nutrient-in-food", "what-to-eat", "compare", "general-question", "is-it-safe-for-me", "nutrient-per-day"]);

/** Two or three foods, each with its own question or its own article or number ("e uma esfiha?", "1 banana e 1 maçã"). */
function asksFoodByFood(text: string, foods: number): boolean {
  if (foods < 2 || foods > 3) return false;
  return text.split("?").filter((q) => q.trim()).length > 1 || / e (?:um|uma|uns|umas|o|a|os|as|meio|meia|\d+) /.test(expandShorthand(foldText(text)));
}

export type { TFoodMention, TNutrientKey, TQuestionType };
