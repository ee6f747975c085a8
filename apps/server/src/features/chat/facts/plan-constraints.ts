import { ownDailyCalories } from "../understand/fits-the-day";
import { numberValue } from "../understand/number-words";
import { peopleSaid } from "../understand/household-said";
import { TARGET_VERB_BARE } from "../understand/own-targets";
/**
 * What a plan request or the conversation before it asks of the plan beyond foods (decision 126): a kcal ceiling ("no
 * máximo 1500", "minha nutri falou pra não passar de 1600"), a budget in reais, the kitchen one has ("só tenho
 * micro-ondas", "não posso cozinhar"), a lunch taken to work in a marmita, and a night shift. Read on the folded text of
 * the request with the earlier messages before it.
 */
/** `quick`: meals ready in about 15 minutes ("refeições rápidas", "janta de 15 min", "não tenho tempo de cozinhar"; decision 162). */
export type TKitchen = "microwave" | "none" | "quick";
/** `mealsOutside`: a count of meals a day no plan is made with (1, 2, or more than 6), answered with the nearest and why. */
/** `coldMarmita`: the marmita is eaten cold, with nowhere to heat it ("lá não tem micro-ondas", "como fria"). */
/** `quickBreakfast`: only the morning is short ("só tenho 10 minutos de manhã"): breakfast quick, the other meals as usual. */
/** `people`: how many the groceries feed ("pra mim e meu marido"); the budget per day is theirs together (decision 186). */
export type TPlanConstraints = { capKcal: number | null; budgetPerDay: number | null; kitchen: TKitchen | null; marmita: boolean; coldMarmita: boolean; quickBreakfast: boolean; nightShift: boolean; mealsOutside: number | null; people: number };

const KCAL = "(\\d{3,4}) ?(?:kcal|calorias?|cal)\\b";
const CAP_WORDS = "(?:no maximo|maximo de|ate|nao passar de|nao passe de|sem passar de|nao ultrapassar|nao pode passar de|abaixo de|menos de|limite de|teto de)(?: de)?";
const CAP_BEFORE = new RegExp(`\\b${CAP_WORDS} ${KCAL}`);
/** "dieta pra semana com no máximo 1700": a number of a day's energy said without its unit, never money, grams or days. */
const CAP_BARE = new RegExp(`\\b(?:dieta|plano|cardapio)\\b.*\\b(?:no maximo|nao passar de|sem passar de|nao ultrapassar|teto de|limite de) (\\d{3,4})\\b(?! ?(?:reais|real|conto|pila|g|gramas|ml|kg|dias|por semana|por mes))`);
const CAP_AFTER = new RegExp(`\\b${KCAL}(?: (?:por|ao|no) dia)? (?:no maximo|no max|de limite|de teto)\\b`);

/** "15 reais por dia", "r 20 por dia" (R$ 20), "100 conto por semana": the budget per day. */
const MONEY = /\b(?:r )?(\d{1,4})(?: \d{2})? ?(?:reais|real|conto|contos|pila|pilas)?\b(?: (?:so|pra comida|para comida|de comida|pra comer|para comer))? (?:por|ao|no|na|pra cada|cada) (dia|semana|mes)\b/;
const MONEY_SAID = /\b(?:r \d|\d+(?: \d{2})? ?(?:reais|real|conto|contos|pila|pilas)\b)/;
const PER: Readonly<Record<string, number>> = { dia: 1, semana: 7, mes: 30 };

const NO_STOVE = /\b(nao tenho fogao|sem fogao|fogao (?:quebr\w*|estragad\w*|pifou)|(?:so|apenas) (?:tenho|tem|uso|com) (?:o |um )?micro ?ondas|(?:tenho|tem|uso) (?:so|apenas) (?:o |um )?micro ?ondas|nao tenho (?:panela|boca de fogao))\b/;
const NO_KITCHEN = /\b(nao (?:posso|consigo|da pra|tenho como|tenho onde) cozinhar|nao tenho cozinha|sem cozinha|moro (?:em|num|numa) (?:pensionato|republica|hotel|quarto))\b/;
const MARMITA = /\bmarmit\w*\b/;
/** Nowhere to heat the packed meal: no microwave where it is eaten, "como fria", "não dá pra esquentar". */
const NO_HEAT = /\b(?:nao tem|nao tenho|nao ha|sem|nem tem|falta) (?:(?:um|o) )?(?:micro ?ondas|microondas|onde (?:esquentar|aquecer)|como (?:esquentar|aquecer)|(?:pra|para) (?:esquentar|aquecer))\b|\b(?:como|comer|come|comendo|almoco|almocar)\b.{0,20}\bfri[ao]s?\b|\bnao (?:da|consigo|tenho como|tem como|posso) (?:pra |para )?(?:esquentar|aquecer)\b/;
/** Meals said quick to make: a meal word with "rápido/prático", "fácil de fazer", a few minutes, or no time to cook. */
export const QUICK = /\b(?:refeicoes|refeicao|janta|jantar|almoco|cafe da manha|cafe|lanches?|comidas?|receitas?|pratos?|preparos?|coisas?|cardapio|plano)(?: [a-z]+)? (?:rapid[oa]s?|rapidinh[oa]s?|pratic[oa]s?|faceis de fazer|facil de fazer|simples de fazer)\b|\b(?:rapid[oa]s?|pratic[oa]s?|faceis|facil|simples) de (?:fazer|preparar)\b|\b(?:em|de|ate|uns|no maximo|so tenho|tenho) \d{1,2} ?(?:min|mins|minutos)\b|\b(?:nao tenho|sem|pouco|nao da) tempo (?:de|pra|para) cozinhar\b|\bnao (?:tenho|da) tempo (?:de|pra|para) (?:fazer|preparar) (?:comida|almoco|janta|jantar)\b|\bnao sei (?:cozinhar|fazer comida|mexer (?:no|em) fogao)\b|\bnao cozinho\b|\b(?:pessim[oa]|ruim|negacao) (?:na|de|em) cozinha\b|\bmal sei (?:cozinhar|fritar um ovo)\b/;
/** The quickness said of the morning only: "de manhã", "pela manhã", "no café (da manhã)" right before or after it. */
const MORNING = /\b(?:de manha|pela manha|cedo|no cafe(?: da manha)?|pro cafe(?: da manha)?)\b/;
const COUNT = "(1|2|7|8|9|10|uma|duas|sete|oito|nove|dez)";
const MEALS_OUTSIDE = new RegExp(`\\b(2|7|8|9|10|duas|sete|oito|nove|dez) ?refeicoes\\b|\\b(1|uma) ?refeicao (?:por|ao|no) dia\\b|\\b(?:como|comer|me alimento|faco)\\b[a-z ]{0,15}?\\b${COUNT} (?:vezes|x) (?:por|ao|no) dia\\b`);
const NIGHT = /\b(trabalh\w* (?:a|de|durante a|pela|na) (?:noite|madrugada)|turno (?:da noite|noturno|da madrugada)|plantao noturno|plantoes noturnos|plantao (?:de|a) noite|(?<!\bhipo(?:glicemia)?s? )de madrugada|durmo de dia|durmo de manha|vigia noturno|trabalho noturno|turno da madrugada)\b/;

/** "tenho 150 por semana pra comida", "gasto uns 400 por mês de mercado": money said without its currency (decision 193). */
const MONEY_TALK = /\b(?:orcamento|gast\w*|mercado|compras?|feira|grana|dinheiro|verba|renda|salario|pra comida|para comida|de comida|pra comer|para comer|barat\w*|em conta)\b/;

function budgetPerDay(folded: string): number | null {
  const m = MONEY.exec(folded);
  if (!m || !(MONEY_SAID.test(m[0]) || (MONEY_TALK.test(folded) && Number(m[1]) >= 10))) return null;
  const value = Number(m[1]) / (PER[m[2]!] ?? 1);
  return value > 0 && value < 500 ? Math.round(value * 10) / 10 : null;
}

export function readPlanConstraints(folded: string): TPlanConstraints {
  const cap = CAP_BEFORE.exec(folded) ?? CAP_AFTER.exec(folded) ?? CAP_BARE.exec(folded);
  const capKcal = cap && Number(cap[1]) >= 500 && Number(cap[1]) <= 6000 ? Number(cap[1]) : null;
  const marmita = MARMITA.test(folded);
  // "levo marmita e lá só tem micro-ondas": the microwave is at work, the kitchen at home is not said.
  const stove = NO_STOVE.test(folded) && !(marmita && /\b(la|no trabalho|no servico|na empresa)\b/.test(folded));
  const quick = QUICK.exec(folded);
  const morning = quick !== null && MORNING.test(folded.slice(Math.max(0, quick.index - 25), quick.index + quick[0].length + 25));
  const kitchen: TKitchen | null = NO_KITCHEN.test(folded) ? "none" : stove ? "microwave" : quick && !morning ? "quick" : null;
  const outside = MEALS_OUTSIDE.exec(folded);
  const said = outside ? (outside[1] ?? outside[2] ?? outside[3])! : null;
  const mealsOutside = said ? numberValue(said) : null;
  return { capKcal, budgetPerDay: budgetPerDay(folded), kitchen, marmita, coldMarmita: marmita && NO_HEAT.test(folded), quickBreakfast: morning && kitchen === null, nightShift: NIGHT.test(folded), mealsOutside, people: peopleSaid(folded) };
}

/**
 * Foods a kitchen leaves out, as the tables name them (matched on their words like a dislike): with only a microwave,
 * what needs a grill, an oven, a frying pan or hours on the stove; with no kitchen, the breakfast and snack foods that
 * need cooking (lunch and dinner are a guide for eating out, said in the reply).
 */
export const KITCHEN_AVOID: Readonly<Record<TKitchen, readonly string[]>> = {
  microwave: ["grelhado", "assado", "frito", "tapioca", "músculo", "ovo cozido", "bife", "omelete"],
  none: ["tapioca", "cuscuz", "ovo mexido", "ovo cozido", "omelete", "crepioca"],
  // More than about 15 minutes from raw: the oven, a pressure cooker, roots and brown rice that cook for half an hour or more.
  quick: ["assado", "assada", "frango cozido", "músculo", "arroz integral", "mandioca", "beterraba cozida", "batata baroa"],
};

/**
 * What a marmita eaten cold leaves out of that meal: fish (the smell and the spoilage), eggs scrambled or in an omelette,
 * fried food, soups and purées, which are not eaten cold. The meal keeps rice, beans, grilled or shredded meat and salad.
 */
export const COLD_MARMITA_AVOID = ["peixe", "tilápia", "sardinha", "atum", "merluza", "pescada", "pintado", "corvina", "abadejo", "salmão", "ovo mexido", "omelete", "frito", "frita", "sopa", "caldo", "purê", "creme de"];

/** A breakfast made in a few minutes leaves out what needs the pan or the steamer: tapioca, cuscuz, eggs, crepioca, mingau. */
export const QUICK_BREAKFAST_AVOID = ["tapioca", "cuscuz", "crepioca", "omelete", "ovo mexido", "ovo cozido", "ovo frito", "mingau", "panqueca", "batata doce", "mandioca", "inhame"];

/**
 * The day's energy of a plan asked under a ceiling: the kcal asked when below it, else the person's own target when
 * 3 % under it, else 3 % under the ceiling, so that no day (each within about 3 % of its target) passes it. A ceiling
 * just above the energy spent at rest keeps that energy rather than going under it for the margin.
 */
export function cappedCalories(cap: number | null, asked: number | null, own: { calories: number; restingEnergy: number } | null): number | null {
  if (cap === null) return asked;
  const under = Math.round(cap * 0.97);
  const base = asked !== null && asked < cap ? asked : (own?.calories ?? null);
  if (base !== null && base <= under) return base;
  // Within 20 kcal of the resting energy is not "below" it (the plan reply's own reading).
  const resting = own ? Math.ceil(own.restingEnergy) - 20 : 0;
  return resting > under && resting <= Math.round(cap * 0.985) ? resting : under;
}

/**
 * Daily calories the person said earlier in the conversation as theirs to eat ("minha nutri falou q eu devo comer umas
 * 1600 kcal por dia", "minha meta é 1800"), the last one said; a plan asked later is built on it. Intake told as a fact
 * ("tô comendo 900 kcal") is not a target, and a number under the plans' floor is never carried silently.
 */
const OWN_TARGET = /\b(?:devo|deveria|preciso|tenho que|mandou|recomendou|passou|falou|pediu|orientou|indicou|meta|limite|objetivo|(?:cardapio|plano|dieta) (?:de|com))\b(\D{0,40}?)\b(\d{3,4}|\d\.\d{3})\s?(?:kcal|calorias|cal)\b(?!\s?(?:no|na|do|da|de) (?:cafe|almoco|jantar|janta|lanche|ceia|refeicao|marmita))/g;
/** "antes da dieta eu comia 2800 kcal", "tô comendo 1000 kcal": what is or was eaten, between the cue and the number. */
const EATEN_BETWEEN = /\b(?:comia|comi|comendo|como|ingeria|ingeri|consumia|consumi|consumindo|gastava|gasto|queimo|queimava)\b/;
const OWN_TARGET_FLOOR = 1200;

export function caloriesSaidEarlier(earlier: string | undefined): number | null {
  if (!earlier) return null;
  const said = [...earlier.matchAll(OWN_TARGET)].filter((m) => !EATEN_BETWEEN.test(m[1]!)).map((m) => Number(m[2]!.replace(".", ""))).filter((n) => n >= OWN_TARGET_FLOOR && n <= 5000);
  const own = ownDailyCalories(earlier);
  // "quero comer uns 2200 por dia": the day's energy wanted said without its unit (decision 186).
  const bare = [...earlier.matchAll(new RegExp(TARGET_VERB_BARE.source, "g"))].map((m) => Number(m[1]!.replace(".", ""))).filter((n) => n >= OWN_TARGET_FLOOR && n <= 5000);
  return said.at(-1) ?? bare.at(-1) ?? (own !== null && own >= OWN_TARGET_FLOOR ? own : null);
}
