import { formatNumber, type TCalculationItem, type TCalculationItemInput, isDrink } from "@nutriguia/domain";
import { getFood, type TFood } from "@nutriguia/nutrition";
import { AppError } from "../../lib/app-error";
import { round1 } from "../../shared/calculation-view";

type TPortionRequest = { grams?: number | undefined; measure?: string | undefined; quantity?: number | undefined };

/** Grams of a portion given in grams or as quantity × household measure, with its pt-BR label (drinks in ml). */
export function portionOf(food: TFood, entry: TPortionRequest): { grams: number; measure: string } {
  const unit = isDrink(food) ? "ml" : "g";
  if (entry.measure === undefined) return { grams: round1(entry.grams!), measure: `${formatNumber(entry.grams!)} ${unit}` };
  const quantity = entry.quantity ?? 1;
  if (entry.measure === "ml" && unit === "ml") return { grams: round1(quantity * (food.measures.ml ?? 1)), measure: `${formatNumber(quantity)} ml` };
  const perUnit = food.measures[entry.measure];
  if (perUnit === undefined) throw new AppError("VALIDATION_ERROR", `Medida desconhecida para ${food.name}: ${entry.measure}`);
  const grams = round1(perUnit * quantity);
  return { grams, measure: `${formatNumber(quantity)} ${entry.measure} (${formatNumber(grams)} ${unit})` };
}

/** A stored item: `grams` of the food with its numbers from the food database. */
export function itemOf(food: TFood, grams: number, measure: string): TCalculationItem {
  const k = grams / 100;
  const n = food.nutrients;
  return {
    foodId: food.id,
    food: food.name,
    grams,
    calories: round1(n.energy * k),
    protein: round1(n.protein * k),
    carbohydrates: round1(n.carbohydrates * k),
    fat: round1(n.fat * k),
    measure,
    source: food.tacoId ? `TACO 4ª ed., alimento nº ${food.tacoId}` : food.source,
  };
}

/**
 * The numbers of a calculation rebuilt from the user's item list (PUT .../items). An item sent back unchanged in
 * grams keeps the household-measure label it had ("1 unidade (50 g)"). `foods` holds what the food database lacks
 * (packaged foods by barcode, shared/packaged-foods.ts).
 */
export function recompute(inputs: readonly TCalculationItemInput[], previous: readonly TCalculationItem[] = [], foods?: ReadonlyMap<string, TFood>) {
  let fiber = 0;
  let sodium = 0;
  const items = inputs.map((input) => {
    const food = foods?.get(input.foodId) ?? getFood(input.foodId);
    if (!food) throw new AppError("VALIDATION_ERROR", `Alimento não encontrado: ${input.foodId}`);
    const { grams, measure: label } = portionOf(food, input);
    const kept = input.measure === undefined ? previous.find((p) => p.foodId === food.id && p.grams === grams)?.measure : undefined;
    const measure = kept ?? label;
    fiber += ((food.nutrients.fiber ?? 0) * grams) / 100;
    sodium += ((food.nutrients.sodium ?? 0) * grams) / 100;
    return itemOf(food, grams, measure);
  });
  const sum = (key: "calories" | "protein" | "carbohydrates" | "fat") => round1(items.reduce((s, i) => s + i[key], 0));
  return {
    items,
    foodDescription: items.map((i) => `${i.food} – ${i.measure}`).join("; "),
    totalCalories: sum("calories"),
    protein: sum("protein"),
    carbohydrates: sum("carbohydrates"),
    fat: sum("fat"),
    additionalNutrients: { fiber: round1(fiber), sodium: Math.round(sodium) },
  };
}
