import { localDate, type TMealSlot } from "@nutriguia/domain";
import { matchFood } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { readPlanDishes } from "./plan-dish";
import { EXCLUSION_WORDS, readExclusions } from "./exclusions-said";
import { isDairyAsAWhole } from "./dairy-said";
import { weekdaysSaid as namedWeekdays } from "./weekdays-said";
import { PORTABLE_SAID, TAKE_OUT_VERB, VARIED_SAID } from "./plan-edit-said";
import { dayNumbersSaid, liquidMealAsked, mealCanBe } from "./plan-edit-meal-asked";
export { dayNumbersSaid, withTrainingTime } from "./plan-edit-meal-asked";

/**
 * "muda o almoço de quinta", "troca o jantar de todos os dias", "outro café da manhã no sábado, sem ovo".
 * `days`: plan days named by number ("dia 2"); `weekdays`: days named by weekday, 0 = segunda (a plan starts on the
 * day it was made, so "quinta" is found by the days' labels); "all" when neither is named.
 */
export type TPlanEdit = {
  slot: TMealSlot | null;
  days: number[] | "all";
  weekdays: number[];
  avoid: string[];
  want: string[];
  /** "bota cuscuz no lugar do pão": only the items naming `avoid` change, in the slot's meals when one is named. */
  onlyNamed: boolean;
  /** "algo mais fácil de achar": the new item is a common food (the budget plan's list of costly ones left out). */
  common: boolean;
  /** "tira o leite, me faz mal": the swaps follow a lactose-free diet, which still offers lactose-free milk. */
  lactoseFree?: boolean;
  /** "coloca ovo no café da manhã": the food joins the meal (an item of its role becomes it, or it is added), nothing redrawn. */
  add?: boolean;
  /** "zero leite e derivados": every dairy food out, the lactose-free milk too (decision 203). */
  dairyFree?: boolean;
  /** "tira o peixe", "na terça tira o jiló, ninguém aqui come": kept among the plan's foods to avoid, so no later change brings it back. */
  remember?: boolean;
  /** "troca o lanche por algo que dê pra levar pro trabalho": the meal keeps only what lasts hours out of the fridge. */
  portable?: boolean;
  /** The meal made to drink: a vitamina or a shake of milk or yoghurt, fruit and oats (decision 221). */
  liquid?: boolean;
  /** The meal was named as the pre-workout ("o pré-treino"): a snack of the plan stands for it. */
  preWorkout?: boolean;
  /** "troca o almoço de quinta, não gosto de peixe": what the person says they never eat, to leave out of every day too. */
  never?: string[];
};

/** "algo que dê pra levar pro trabalho", "pra levar na bolsa", "pra comer fora de casa": food that travels. */
export const PORTABLE = new RegExp(PORTABLE_SAID);

/** "ninguém aqui come", "não gosto", "me faz mal": the food is unwanted on any day, not just the one named. */
const NEVER = /\b(ninguem (?:aqui |em casa |la em casa )?(?:come|gosta)|nao (?:gosto|gostamos|como|comemos|suporto|curto|posso)|odeio|odeia|detesto|alergi\w*|faz mal|fazem mal|enjoo|nunca)\b/;

/** "tira o peixe", "nada de ovo", "não quero carne vermelha": a food taken out of the whole plan (slot null). */
const TAKE_OUT = new RegExp(`^(?:(?:pode|por favor|da pra|da para|tem como|consegue|voce pode|vc pode)\\s+)?(?:${TAKE_OUT_VERB}|nao quero(?: mais)?(?: ver| comer)?|sem)\\s+(?:o |a |os |as )?([a-z]+(?: (?:de |do |da )?[a-z]+)?)$`);

/** "tira a carne de porco e o peixe", "sem ovo, leite e queijo": several foods taken out of the whole plan at once. */
const TAKE_OUT_LIST = new RegExp(`^(?:(?:pode|por favor|da pra|da para|tem como|consegue|voce pode|vc pode)\\s+)?(?:${TAKE_OUT_VERB}|sem)\\s+(.+)$`);
const LISTED_FOOD = /^(?:o |a |os |as |de |do |da )?([a-z]+(?: (?:de |do |da )?[a-z]+)?)$/;

/** The foods of a list said after "tira", each as its group when it names one; null when it is not a list of foods. */
function listTakenOut(asked: string): string[] | null {
  const list = TAKE_OUT_LIST.exec(asked)?.[1];
  const parts = list?.split(/,\s*| e | nem /).map((p) => LISTED_FOOD.exec(p.trim())?.[1]);
  if (!parts || parts.length < 2 || parts.some((p) => !p || SLOTS.some(([, slot]) => slot.test(p)))) return null;
  const foods = parts as string[];
  // The words said come first, together: the reply names them as said ("carne de porco e peixe"), not the groups' lists.
  return [foods.join(" e "), ...foods.flatMap((f) => foodsOf(f))];
}

/** "pode colocar ovo no café da manhã todo dia?": one item of that meal becomes the food, on every day or the days named. */
const PUT_IN_MEAL = /^(?:(?:pode|da pra|quero que|por favor|vc pode|voce pode|e) )*(?:coloca|colocar|coloque|bota|botar|poe|por|inclui|incluir|inclua|acrescenta|acrescentar|adiciona|adicionar|quero|queria) (?:um |uma |o |a |os |as )?((?:mais )?[a-z]+(?: de [a-z]+)?) (?:no|na|pro|pra|para o|em todo) (cafe da manha|cafe|almoco|jantar|janta|lanche da manha|lanche da tarde|lanche|ceia)\b/;
export const LIGHT_MEALS: ReadonlySet<TMealSlot> = new Set(["BREAKFAST", "MORNING_SNACK", "AFTERNOON_SNACK", "SUPPER"]);
const LIGHT_PROTEINS = ["ovo", "queijo minas", "ricota", "iogurte"];
/** "coloca mais fibra no café": a nutrient, not a food to put in the meal. */
const NUTRIENT = /^(mais|menos|proteina|proteinas|fibra|fibras|carboidrato|carbo|gordura|caloria|calorias|vitamina|ferro|calcio)\b/;
const OUT_OF_MEAL = /^(?:(?:pode|por favor)\s+)?(?:tira|tire|tirar|remove|remova)\s+(?:o |a |os |as )?([a-z]+(?:(?: de | e (?:o |a |os |as )?)[a-z]+)*) (?:do|da|no|na|dos|das|nos|nas) (?:cafe da manha|almoco|jantar|janta|lanche da manha|lanche da tarde|lanche|ceia)\b/;

/** "carne vermelha", "peixe": a group said is its foods as the tables name them, the words said first (the reply says them). */
function foodsOf(what: string): string[] {
  // "tira a carne": said bare, the meat on the plate is the red one, whose cuts the tables name without "carne".
  const redMeat = /^(carne vermelha|carnes?)$/.test(what);
  const group = EXCLUSION_WORDS.find(([pattern]) => pattern.test(redMeat ? "carne vermelha" : what))?.[1];
  // Pork is a red meat too: "tira a carne vermelha" never brings a lombo in the beef's place.
  const pork = redMeat ? (EXCLUSION_WORDS.find(([pattern]) => pattern.test("porco"))?.[1] ?? []) : [];
  return group ? [what, ...group, ...pork] : [what];
}

/** "mas tira o leite de tudo, me faz mal": the request without its lead word and the reason after it. */
function requestPart(text: string): string {
  const first = text.split(/[,.;!?]/).find((part) => foldText(part).length > 0) ?? text;
  return foldText(first).split(/ (?:pq|porque|pois|que me|me faz mal|faz mal|(?:q|que) (?:eu )?(?:odeio|detesto|nao gosto|nao como|nao suporto|enjoei|cansei|ja enjoei|to enjoad[oa]|estou enjoad[oa]))\b/)[0]!.replace(/(?: (?:por favor|pfv|pf|pls|viu|ta|ok|blz|beleza|obrigad[oa]|brigad[oa]|valeu))+$/, "").replace(/^(mas|e|ah|ai|entao|agora|so que|porem) /, "").replace(/^(?:no|na|nos|nas) (?:segunda|terca|quarta|quinta|sexta|sabado|domingo)(?: feira)? /, "").replace(/ (do plano|do cardapio|da dieta|da semana|de todos os dias|de tudo|de todas as refeicoes|de todas|no plano|no cardapio|na dieta|nesse plano|neste plano|em nada|em lugar nenhum)$/, "").trim();
}

/** "por algo com ovo", "por uma sopa", "com frango": the food the new meal should have. */
const WANT = /\b(?:por|pra|para) (?:algo|alguma coisa|uma opcao|opcao|outra coisa|coisa)? ?(?:com|de) (?:o |a |os |as )?([a-z]+(?: de [a-z]+)?)|\b(?:por|pra|para) (?:um |uma |uns |umas )?([a-z]+(?: de [a-z]+)?)(?= |$)|\b(?:com|que tenha|tendo) (?:mais )?(?:o |a |os |as )?([a-z]+(?: de [a-z]+)?)$/;
export const NOT_A_FOOD = /^(algo|alguma|outra|outro|coisa|opcao|dia|semana|favor|mim|gente|ele|ela|isso|mais|menos|leve|pesad[oa]|barat[oa]|facil|rapid[oa]|pratic[oa]|diferente)$/;

const EDIT = /\b(muda|mude|mudar|troca|troque|trocar|refaz|refaca|refazer|substitui|substitua|outro|outra|diferente|nao gostei (do|da)|tira|tire|tirar)\b/;
/** "varia os cafés da manhã": a meal named with what it must be, no verb of change. */
const VARIED = new RegExp(VARIED_SAID);
export const SLOTS: readonly [TMealSlot, RegExp][] = [
  ["MORNING_SNACK", /\blanches? da manha\b/],
  ["BREAKFAST", /\bcafes? da manha\b|\bcafe\b/],
  ["LUNCH", /\balmocos?\b/],
  ["AFTERNOON_SNACK", /\blanches?( da tarde)?\b/],
  ["DINNER", /\b(jantar|jantares|janta|jantas)\b/],
  ["SUPPER", /\bceias?\b/],
];
const RELATIVE: readonly [RegExp, number][] = [[/\bdepois de amanha\b/, 2], [/\bamanha\b/, 1], [/\bhoje\b/, 0]];

/** The weekdays named (0 = segunda), "hoje" and "amanhã" read on São Paulo's calendar: "o almoço de amanhã" is one day, never all. */
export function weekdaysSaid(folded: string): number[] {
  const named = namedWeekdays(folded);
  const relative = RELATIVE.find(([p]) => p.test(folded));
  if (!relative) return named;
  const today = (new Date(`${localDate()}T12:00:00Z`).getUTCDay() + 6) % 7;
  return [...new Set([...named, (today + relative[1]) % 7])];
}

/** "bota cuscuz no lugar do pão", "troca o tofu por algo mais fácil de achar": one food of the plan for another. */
const DAY_WORD = "(?:segunda|terca|quarta|quinta|sexta|sabado|domingo)";
/** A food's name of one or two words ("carne moida", "feijao de corda"), never its day ("o peixe de quarta" is "peixe"). */
/** "arroz integral", "pão francês": a second word that is no linking word is the food's kind. */
const FOOD = `([a-z]+(?: de (?!${DAY_WORD})[a-z]+| (?!(?:por|pelo|pela|pelos|pelas|no|na|nos|nas|de|do|da|dos|das|e|em)\\b)[a-z]+)?)(?: (?:de|da|do|na|no) ${DAY_WORD}(?: feira)?)?`;
const PUT_INSTEAD = new RegExp(`\\b(?:bota|bote|botar|coloca|coloque|colocar|poe|ponha|por|usa|use|usar|quero|prefiro|pode ser)\\s+(?:o |a |os |as |um |uma )?${FOOD}\\s+(?:no lugar d(?:o|a|os|as)|em vez d(?:e|o|a|os|as)|ao inves d(?:e|o|a|os|as)|em lugar d(?:e|o|a|os|as))\\s+(?:o |a |os |as )?${FOOD}`);
/** "em vez de iogurte bota fruta no lanche", "no lugar do pão, coloca cuscuz": the food taken out said first. */
const INSTEAD_FIRST = new RegExp(`^(?:(?:e|mas|ah|entao) )?(?:em vez d(?:e|o|a|os|as)|ao inves d(?:e|o|a|os|as)|no lugar d(?:o|a|os|as)|em lugar d(?:e|o|a|os|as))\\s+(?:o |a |os |as )?${FOOD},?\\s+(?:bota|bote|coloca|coloque|poe|ponha|usa|use|quero|prefiro|pode ser)\\s+(?:o |a |os |as |um |uma )?${FOOD}`);
/** "tira o ovo mexido e coloca ovo cozido": one food out and another in its place. */
const OUT_THEN_IN = new RegExp(`\\b(?:tira|tire|tirar|remove)\\s+(?:o |a |os |as )?${FOOD}\\s+e\\s+(?:coloca|coloque|poe|ponha|bota|bote|usa|use|troca por)\\s+(?:o |a |os |as |um |uma )?(.+)$`);
const SWAP_FOOD = new RegExp(`\\b(?:troca|troque|trocar|substitui|substitua|substituir)\\s+(?:o |a |os |as )?${FOOD}\\s+(?:por|pelo|pela|pelos|pelas)\\s+(?:um |uma |uns |umas )?(.+)$`);
const VAGUE = /^(algo|alguma coisa|outra coisa|outro|outra|uma opcao|opcao)\b/;
const COMMON = /\b(facil|faceis|barat\w*|mercadinho|mercado|comum|comuns|simples|acessivel)\b/;

/** A food's name at the head of the words said, up to three words, ended by a linking word ("ovo cozido no café" is "ovo cozido"). */
function foodName(said: string): string {
  const words = said.split(" ");
  const end = words.findIndex((w, k) => k > 0 && /^(no|na|nos|nas|em|pra|para|pro|que|e|com|mais|todo|toda|todos|todas|de manha|tambem)$/.test(w) && !(w === "de" && k === 1));
  return words.slice(0, Math.min(end < 0 ? words.length : end, 3)).join(" ");
}

function readFoodSwap(asked: string, folded: string, planDays: number): TPlanEdit | null {
  const put = PUT_INSTEAD.exec(asked);
  const first = put ? null : INSTEAD_FIRST.exec(asked);
  const swap = put || first ? null : (SWAP_FOOD.exec(asked) ?? OUT_THEN_IN.exec(asked));
  const [incoming, outgoing] = put ? [put[1]!, put[2]!] : first ? [first[2]!, first[1]!] : swap ? [swap[2]!, swap[1]!] : [null, null];
  if (!incoming || !outgoing || SLOTS.some(([, p]) => p.test(outgoing))) return null;
  const slot = SLOTS.find(([, p]) => p.test(asked))?.[0] ?? null;
  const vague = VAGUE.test(incoming);
  // "põe mais polenta e pinhão": each food of the list said in its place, "mais" no part of the name (decision 195).
  const want = vague ? [] : incoming.replace(/^mais /, "").split(/ e (?:o |a |os |as |um |uma |mais )?/).slice(0, 3).map(foodName).filter((w) => w.length > 0);
  const weekdays = weekdaysSaid(folded);
  const days = dayNumbersSaid(folded, planDays);
  return { slot, days: days.length > 0 || weekdays.length > 0 ? days : "all", weekdays, avoid: foodsOf(outgoing), want, onlyNamed: true, common: vague && COMMON.test(incoming) };
}

/** Milk that makes one unwell ("me faz mal", "me dá gases"): it is lactose, which the other dairy foods carry too. */
export const UNWELL = /\b(faz mal|fazem mal|me fez mal|me fazem|passo mal|intoleran\w*|lactose|dor de barriga|diarreia|estufa\w*|incha\w*|gases)\b/;
export const DAIRY = ["leite", "iogurte", "queijo", "requeijão", "coalhada", "ricota", "creme de leite", "nata", "doce de leite", "leite condensado"];

/** "tira o café", "pode tirar o café? não tomo café": the drink, not the breakfast, which is said "café da manhã" as a meal. */
const COFFEE_DRINK = /^(?:(?:pode|por favor)\s+)?(?:tira|tire|tirar|remove|remova|sem|nada de)\s+(?:o )?cafe(?:zinho)?$|\bnao (?:tomo|bebo|gosto de|posso tomar|posso beber) cafe\b(?! da manha)/;
const coffeeOut = (): TPlanEdit => ({ slot: null, days: "all", weekdays: [], avoid: ["café"], want: [], onlyNamed: true, common: false, remember: true });

/** "sem ovo no café", "e sem arroz na janta": a food left out of one meal, said with no verb. */
export const WITHOUT_IN_MEAL = /^(?:(?:e|mas|so|pode ser|quero|queria|prefiro) )*sem (?:o |a |os |as )?([a-z]+(?: (?!no |na )[a-z]+)?) (?:no|na) (cafe da manha|cafe|almoco|jantar|janta|lanche da manha|lanche da tarde|lanche|ceia)$/;

/** "macarrão", "panqueca": a food of the tables named outright, never "algo com ovo" or "outra coisa". */
export function namesOneFood(said: string): boolean {
  if (said.split(" ").length > 3 || /\b(?:algo|alguma|coisa|outra|outro|com|sem|e|leve|diferente)\b/.test(said)) return false;
  const match = matchFood(said);
  return match !== null && match.confidence >= 0.9 && match.complete;
}

/** Null when the message does not ask to change a meal of the plan just made. */
export function readPlanEdit(text: string, planDays: number): TPlanEdit | null {
  const folded = foldText(text);
  const asked = requestPart(text);
  // "troca o frango de todos os dias por carne moída": every day is what a swap with no day named already does.
  const everyDay = folded.replace(/ (?:de |em )?(?:todos os dias|todo dia|todo santo dia)\b/g, "");
  const liquid = liquidMealAsked(folded) ?? mealCanBe(folded, planDays);
  if (liquid) return liquid;
  const foodSwap = folded.split(" ").length <= 22 ? readFoodSwap(everyDay, everyDay, planDays) : null;
  if (foodSwap) return foodSwap;
  // "sem ovo no café", "mas sem arroz na janta": that food out of that meal on every day, the other meals kept (decision 177).
  const without = WITHOUT_IN_MEAL.exec(folded);
  if (without) return { slot: SLOTS.find(([, p]) => p.test(without[2]!))![0], days: "all", weekdays: [], avoid: foodsOf(without[1]!), want: [], onlyNamed: true, common: false };
  const putIn = PUT_IN_MEAL.exec(folded);
  const putSlot = putIn ? SLOTS.find(([, p]) => p.test(putIn[2]!))![0] : null;
  // "coloca mais proteína no café da manhã": a protein food of a light meal (egg, cheese, yoghurt); at lunch and dinner the meat already is one.
  const protein = putIn && /^(mais )?proteinas?$/.test(putIn[1]!) && putSlot && LIGHT_MEALS.has(putSlot);
  if (putIn && putSlot && (protein || !NUTRIENT.test(putIn[1]!))) {
    const weekdays = weekdaysSaid(folded);
    return { slot: putSlot, days: weekdays.length > 0 ? [] : "all", weekdays, avoid: [], want: protein ? LIGHT_PROTEINS : [putIn[1]!], onlyNamed: false, common: false, add: true };
  }
  // "quero comer macarrão na quarta à noite": a food that is no dish of the tables, for one meal of one day, joins that meal.
  const onDay = readPlanDishes(text).filter((d) => namesOneFood(d.dish));
  if (onDay.length === 1) return { slot: onDay[0]!.slot ?? "LUNCH", days: [], weekdays: [onDay[0]!.weekday], avoid: [], want: [onDay[0]!.dish], onlyNamed: false, common: false, add: true };
  // "o café da manhã tem que ser algo que eu coma no ônibus": a light meal travels; a cooked lunch out of the fridge is a
  // matter of food safety (2 hours at most, a thermal bag), never "nothing in it needs the fridge".
  const named = SLOTS.find(([, p]) => p.test(folded))?.[0];
  const mealAsked = named !== undefined && (VARIED.test(folded) || (PORTABLE.test(folded) && LIGHT_MEALS.has(named)));
  if (!(EDIT.test(asked) || TAKE_OUT.test(asked) || TAKE_OUT_LIST.test(asked) || mealAsked) || folded.split(" ").length > 18) return null;
  if (!/\bcafe da manha\b/.test(folded) && (COFFEE_DRINK.test(asked) || COFFEE_DRINK.test(folded))) return coffeeOut();
  const slot = SLOTS.find(([, p]) => p.test(asked))?.[0] ?? (mealAsked ? SLOTS.find(([, p]) => p.test(folded))?.[0] : undefined);
  // "tira o arroz do jantar": that food out of that meal, the rest of the meal kept.
  const outOfMeal = slot ? OUT_OF_MEAL.exec(asked) : null;
  if (slot && outOfMeal && !SLOTS.some(([, p]) => p.test(outOfMeal[1]!))) {
    const onDays = weekdaysSaid(folded);
    // "tira o arroz e o feijão do jantar": each food of the list out of that meal.
    const foods = outOfMeal[1]!.split(/ e (?:o |a |os |as )?/);
    return { slot, days: onDays.length > 0 ? [] : "all", weekdays: onDays, avoid: foods.flatMap(foodsOf), want: [], onlyNamed: true, common: false };
  }
  if (!slot) {
    const out = TAKE_OUT.exec(asked);
    // "zero leite e derivados": dairy as a whole, as "sem laticínio" says it.
    const dairy = !out && isDairyAsAWhole(TAKE_OUT_LIST.exec(asked)?.[1]?.replace(/^(?:o|a|os|as) /, "") ?? "");
    if (dairy) return { slot: null, days: "all", weekdays: [], avoid: DAIRY, want: [], onlyNamed: true, common: false, lactoseFree: true, dairyFree: true, remember: true };
    const listed = out ? null : listTakenOut(asked);
    if (listed) return { slot: null, days: "all", weekdays: [], avoid: listed, want: [], onlyNamed: true, common: false, remember: true };
    if (!out) return null;
    // "tira o leite, me faz mal": milk that makes one unwell is lactose, which the other dairy foods carry too; so is
    // "tira a lactose" or "sem laticínios", which name no food of the plan.
    const lactose = (/^leite$/.test(out[1] as string) && UNWELL.test(folded)) || isDairyAsAWhole(out[1] as string);
    // "tira o cuscuz de quinta": the food, on that day only.
    const what = (out[1] as string).replace(/ (?:de|da|do|na|no) (?:segunda|terca|quarta|quinta|sexta|sabado|domingo)(?: feira)?\b.*$/, "");
    const onDays = weekdaysSaid(folded);
    // A day named with a reason that holds every day ("na terça tira o jiló, ninguém come") takes it out of every day.
    const everyDay = onDays.length === 0 || NEVER.test(folded);
    return { slot: null, days: everyDay ? "all" : [], weekdays: onDays, avoid: lactose ? DAIRY : foodsOf(what), want: [], onlyNamed: true, common: false, lactoseFree: lactose, remember: everyDay };
  }
  const weekdays = weekdaysSaid(folded);
  const days = dayNumbersSaid(folded, planDays);
  // Each clause of the raw text on its own: "algo sem leite, leite me dá gases" leaves out "leite", not the whole tail.
  const clauses = text.split(/[,.;!?]/).map(foldText);
  const said = clauses.flatMap((c) => [...c.matchAll(/\bsem (?:o |a |os |as )?([a-z ]+?)(?= e |$| no | na | de | que | pq | porque )/g)].map((m) => m[1]!.trim()));
  // "troca o almoço de quinta, não gosto de peixe": what a clause says the person does not eat stays out of the new meal.
  const disliked = clauses.flatMap(readExclusions);
  const avoid = [...new Set([...said, ...disliked].filter(Boolean))];
  // "sem leite, leite me dá gases": milk that makes one unwell is lactose, which the other dairy foods carry too.
  if (avoid.includes("leite") && UNWELL.test(folded)) avoid.splice(avoid.indexOf("leite"), 1, ...DAIRY);
  const wanted = WANT.exec(asked.replace(/\b(segunda|terca|quarta|quinta|sexta|sabado|domingo)( feira)?\b/g, " ").replace(/\s+/g, " ").trim());
  const want = [wanted?.[1] ?? wanted?.[2] ?? wanted?.[3]].filter((w): w is string => !!w && !NOT_A_FOOD.test(w.split(" ")[0]!) && !avoid.includes(w));
  return { slot, days: days.length > 0 || weekdays.length > 0 ? days : "all", weekdays, avoid, want, onlyNamed: false, common: false, ...(PORTABLE.test(folded) ? { portable: true } : {}), ...(disliked.length > 0 ? { never: disliked } : {}) };
}
