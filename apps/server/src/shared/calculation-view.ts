import type { TCalculationItem, TCalorieCalculation, TMacroTotals } from "@nutriguia/domain";
import type { TCalorieCalculationRow } from "../db/schema";

/** What a calculation says about the food, apart from whose it is and when it counts (a copy keeps all of it). */
export function nutritionOf(row: TCalorieCalculationRow) {
  return {
    foodDescription: row.foodDescription,
    totalCalories: row.totalCalories,
    protein: row.protein,
    carbohydrates: row.carbohydrates,
    fat: row.fat,
    additionalNutrients: row.additionalNutrients,
    positivePoints: row.positivePoints,
    improvementPoints: row.improvementPoints,
    items: row.items,
    unread: row.unread,
    imageUrl: row.imageUrl,
    source: row.source,
  };
}

/** The contract of a stored calculation; every feature showing one maps it here. */
export function toCalculationContract(row: TCalorieCalculationRow): TCalorieCalculation {
  return {
    id: row.id,
    ...nutritionOf(row),
    status: row.status,
    meal: row.meal,
    consumedOn: row.consumedOn,
    calculatedAt: row.calculatedAt.toISOString(),
  };
}

/** A stored item from an engine item (an analysed food or a planned one), with where its numbers came from. */
export function toCalculationItem(item: Omit<TCalculationItem, "source">, source: string): TCalculationItem {
  return {
    foodId: item.foodId,
    food: item.food,
    grams: item.grams,
    calories: item.calories,
    protein: item.protein,
    carbohydrates: item.carbohydrates,
    fat: item.fat,
    measure: item.measure,
    source,
  };
}

export const round1 = (n: number) => Math.round(n * 10) / 10;

export function sumMacros(rows: readonly { totalCalories: number; protein: number; carbohydrates: number; fat: number }[]): TMacroTotals {
  const t = rows.reduce(
    (acc, r) => ({
      calories: acc.calories + r.totalCalories,
      protein: acc.protein + r.protein,
      carbohydrates: acc.carbohydrates + r.carbohydrates,
      fat: acc.fat + r.fat,
    }),
    { calories: 0, protein: 0, carbohydrates: 0, fat: 0 },
  );
  return { calories: Math.round(t.calories), protein: round1(t.protein), carbohydrates: round1(t.carbohydrates), fat: round1(t.fat) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
