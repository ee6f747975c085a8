import { MEAL_SLOT_LABELS, type TCalculationItem, type TMealSlot } from "@nutriguia/domain";
import { analyze, getFood, nutrientsFor } from "@nutriguia/nutrition";
import { splitOccasions } from "./understand/meal-occasions";

/** One meal of a card that told several, as the diary record it becomes on confirmation. */
export type TMealPart = {
  meal: TMealSlot | null;
  foodDescription: string;
  totalCalories: number;
  protein: number;
  carbohydrates: number;
  fat: number;
  additionalNutrients: { fiber: number; sodium: number };
  positivePoints: string[];
  improvementPoints: string[];
  items: TCalculationItem[];
};

const round1 = (n: number) => Math.round(n * 10) / 10;

function partOf(meal: TMealSlot | null, text: string, items: TCalculationItem[]): TMealPart {
  const add = (key: "calories" | "protein" | "carbohydrates" | "fat") => round1(items.reduce((sum, i) => sum + i[key], 0));
  const extra = (key: "fiber" | "sodium") =>
    round1(items.reduce((sum, i) => {
      const food = i.foodId ? getFood(i.foodId) : undefined;
      return sum + (food ? nutrientsFor(food, i.grams)[key] : 0);
    }, 0));
  const told = analyze(text);
  return {
    meal,
    foodDescription: items.map((i) => `${i.food} – ${i.measure ?? `${i.grams} g`}`).join("; "),
    totalCalories: add("calories"),
    protein: add("protein"),
    carbohydrates: add("carbohydrates"),
    fat: add("fat"),
    additionalNutrients: { fiber: extra("fiber"), sodium: extra("sodium") },
    positivePoints: told.positivePoints,
    improvementPoints: told.improvementPoints,
    items,
  };
}

/**
 * The meals of a card whose message told several ("de manhã pão com ovo, no almoço arroz e feijão"), each with the
 * card's own items as they stand after any correction: an item the message named goes to its meal, one added later
 * ("esqueci, teve farofa") to the last meal told. Null when the message told one meal, so the card stays one record.
 * A meal with no slot said keeps the card's.
 */
export function mealsOfCard(message: string, items: readonly TCalculationItem[], cardMeal: TMealSlot | null): TMealPart[] | null {
  const occasions = splitOccasions(message, analyze(message));
  if (!occasions) return null;
  const unused = occasions.map((o) => o.items.map((i) => i.foodId));
  const taken: TCalculationItem[][] = occasions.map(() => []);
  for (const item of items) {
    let at = unused.findIndex((ids) => ids.includes(item.foodId ?? ""));
    if (at >= 0) unused[at]!.splice(unused[at]!.indexOf(item.foodId!), 1);
    else at = occasions.length - 1;
    taken[at]!.push(item);
  }
  const parts = occasions.map((o, k) => ({ o, items: taken[k]! })).filter((p) => p.items.length > 0);
  return parts.length < 2 ? null : parts.map(({ o, items: own }) => partOf(o.slot ?? cardMeal, o.text, own));
}

/** What a card confirmed in words is said to hold: its meals, each in its slot, when it told several. */
export function settledAsMeals<T extends { foodDescription: string; totalCalories: number }>({ row, meals }: { row: T | null; meals: TMealPart[] | null }) {
  if (!row || !meals) return row;
  const names = meals.map((m) => (m.meal ? MEAL_SLOT_LABELS[m.meal] : "sem horário").toLowerCase());
  const said = `${names.slice(0, -1).join(", ")} e ${names.at(-1)!}, cada refeição no seu horário`;
  return { foodDescription: said.charAt(0).toUpperCase() + said.slice(1), totalCalories: round1(meals.reduce((sum, m) => sum + m.totalCalories, 0)) };
}
