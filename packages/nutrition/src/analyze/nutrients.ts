import type { TFoodRecord } from "../foods/food-types";

export type TNutrientTotals = {
  calories: number;
  protein: number;
  carbohydrates: number;
  fat: number;
  fiber: number;
  sodium: number;
};

export const EMPTY_TOTALS: TNutrientTotals = { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 };

/** Nutrients in `grams` of the food, unrounded (values are per 100 g in the database). */
export function nutrientsFor(food: TFoodRecord, grams: number): TNutrientTotals {
  const k = grams / 100;
  const n = food.nutrients;
  return {
    calories: n.energy * k,
    protein: n.protein * k,
    carbohydrates: n.carbohydrates * k,
    fat: n.fat * k,
    fiber: (n.fiber ?? 0) * k,
    sodium: (n.sodium ?? 0) * k,
  };
}

export function addTotals(a: TNutrientTotals, b: TNutrientTotals): TNutrientTotals {
  return {
    calories: a.calories + b.calories,
    protein: a.protein + b.protein,
    carbohydrates: a.carbohydrates + b.carbohydrates,
    fat: a.fat + b.fat,
    fiber: a.fiber + b.fiber,
    sodium: a.sodium + b.sodium,
  };
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function roundTotals(t: TNutrientTotals): TNutrientTotals {
  return {
    calories: round1(t.calories),
    protein: round1(t.protein),
    carbohydrates: round1(t.carbohydrates),
    fat: round1(t.fat),
    fiber: round1(t.fiber),
    sodium: Math.round(t.sodium),
  };
}

/**
 * A meal's numbers from its portions' unrounded nutrients: each portion rounded for display, and the total summed before
 * rounding. The one computation behind every kcal the product shows (the engine's analysis and an edited card alike).
 */
export function mealNutrients(portions: readonly TNutrientTotals[]): { items: TNutrientTotals[]; totals: TNutrientTotals } {
  return { items: portions.map(roundTotals), totals: roundTotals(portions.reduce(addTotals, EMPTY_TOTALS)) };
}
