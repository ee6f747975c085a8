import { isDisliked, matchFood, searchFoods, type TFood } from "@nutriguia/nutrition";
import type { TDishAsk, TPutDishes } from "../../meal-plans";
import { foldText } from "../chat.text";
import { readPlanDishes, type TPlanDish } from "../understand/plan-dish";

export type TPutPlanDishes = (planId: string, dishes: readonly TDishAsk[]) => Promise<TPutDishes | null>;

/** What a dish traditionally carries beyond its name: a feijoada has pork, a tropeiro bacon and linguiça. */
const TRADITIONAL: readonly [RegExp, string[]][] = [
  [/^feijoada/, ["porco", "linguica", "bacon", "costelinha", "paio", "carne seca"]],
  [/^feijao tropeiro/, ["bacon", "linguica", "torresmo", "ovo", "porco"]],
  [/^baiao de dois/, ["queijo", "bacon", "linguica", "carne seca", "porco"]],
  [/^arroz carreteiro/, ["carne seca", "charque", "linguica", "porco"]],
  [/^virado a paulista/, ["bisteca", "linguica", "torresmo", "ovo", "porco"]],
  [/^moqueca/, ["peixe", "camarao", "leite de coco"]],
  [/^vatapa|^acaraje|^bobo/, ["camarao", "frutos do mar"]],
];

/** The first word the person said they leave out that the dish traditionally carries. */
function carriesLeftOut(name: string, leftOut: readonly string[]): string | null {
  const folded = foldText(name);
  const carried = TRADITIONAL.find(([pattern]) => pattern.test(folded))?.[1] ?? [];
  return carried.find((word) => leftOut.some((out) => foldText(out) === word)) ?? null;
}

/** "carne" in a dish's name is beef ("estrogonofe de carne", "escondidinho de carne seca"), unless another meat is named. */
const BEEF_IN_NAME = /\bcarne\b(?! de (?:frango|peixe|soja|porco))/;

/** Why the dish cannot go in as named: a food left out that it carries, by tradition or by its own name. */
function avoidedIn(food: TFood, leftOut: readonly string[]): string | null {
  const traditional = carriesLeftOut(food.name, leftOut);
  if (traditional) return traditional;
  const named = leftOut.find((out) => isDisliked(food, [out]));
  if (named) return named;
  return leftOut.some((out) => foldText(out) === "carne bovina") && BEEF_IN_NAME.test(foldText(food.name)) ? "carne vermelha" : null;
}

/** "estrogonofe" with no red meat is the chicken one: the same dish in a version of the tables that fits what was left out. */
function fittingVersion(food: TFood, leftOut: readonly string[]): TFood | null {
  const head = foldText(food.name).split(" ")[0]!;
  return searchFoods(head, 20).find((f) => f.id !== food.id && (f.dish || f.category === "preparados") && foldText(f.name).startsWith(head) && avoidedIn(f, leftOut) === null) ?? null;
}

/**
 * "coloca uma galinhada na quarta e um baião de dois no sábado": each named dish (a prepared dish of the tables, read
 * with confidence) put in that day's meal of the plan just made, or refused with the reason; null when the message names none.
 */
export async function placeDishes(text: string, planLink: string, put: TPutPlanDishes, leftOut: readonly string[]): Promise<TPutDishes | null> {
  return placeAskedDishes(readPlanDishes(text), planLink, put, leftOut);
}

/** The dishes asked, each read from the tables and put in its day's meal, or refused with the reason (decision 177). */
export async function placeAskedDishes(asked: readonly TPlanDish[], planLink: string, put: TPutPlanDishes, leftOut: readonly string[]): Promise<TPutDishes | null> {
  // A dish is lunch or dinner: "coloca tapioca no café da manhã de quarta" puts a food in that meal (a plan edit).
  if (asked.some((d) => d.slot && d.slot !== "LUNCH" && d.slot !== "DINNER")) return null;
  const dishes = asked.flatMap((d) => {
    const match = matchFood(d.dish);
    return match && match.confidence >= 0.9 && (match.food.dish || match.food.category === "preparados") ? [{ food: match.food, weekday: d.weekday, slot: d.slot }] : [];
  });
  if (dishes.length === 0 || dishes.length < asked.length) return null;
  const carried = dishes.map((d) => {
    const word = avoidedIn(d.food, leftOut);
    const version = word ? fittingVersion(d.food, leftOut) : null;
    return version ? { dish: { ...d, food: version }, word: null } : { dish: d, word };
  });
  const allowed = carried.filter((c) => !c.word).map((c) => c.dish);
  const result = allowed.length > 0 ? await put(planLink.replace("/meal-plans/", ""), allowed) : { title: "o plano", target: 0, placed: [], refused: [] };
  if (!result) return null;
  const refused = carried.flatMap((c) => (c.word ? [{ food: c.dish.food.name, day: null, why: "conflict" as const, because: c.word }] : []));
  return { ...result, refused: [...refused, ...result.refused] };
}
