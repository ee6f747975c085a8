import type { TFoodRecord } from "../foods/food-types";

/** A plate smaller than this is a side's (farofa, vinagrete), not a meal's. */
export const MEAL_PLATE_GRAMS = 200;

/**
 * A composite dish's plate when the dish is the whole meal ("almocei galinhada", "um prato de arroz com feijão"): the
 * larger of its table's plates, since the table's "prato raso" of a rice weighs the rice beside other foods on it.
 * Null for a food that is no dish, or whose plates are a side's.
 */
export function mealPlateGrams(food: TFoodRecord): number | null {
  if (food.dish !== "prato" && food.category !== "preparados") return null;
  const plates = [food.measures["prato"], food.measures["prato fundo"]].filter((g): g is number => g !== undefined);
  const plate = plates.length > 0 ? Math.max(...plates) : null;
  return plate !== null && plate >= MEAL_PLATE_GRAMS ? plate : null;
}
