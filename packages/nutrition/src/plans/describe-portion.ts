import { formatQuantity, plural } from "../analyze/resolve";
import type { TFoodRecord } from "../foods/food-types";

/** "4 colheres de sopa (100 g)": the food's usual household measure, to the nearest half, with the grams. */
export function describePortion(food: TFoodRecord, grams: number): string {
  const unit = food.serving.unit;
  const perUnit = food.measures[unit];
  if (!perUnit || unit === "porção") return `${formatQuantity(grams)} g`;
  const quantity = Math.max(0.5, Math.round((grams / perUnit) * 2) / 2);
  return `${formatQuantity(quantity)} ${plural(unit, quantity)} (${formatQuantity(grams)} g)`;
}
