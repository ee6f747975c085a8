import { formatNumber, type TCalculationItem, type TCalculationItemInput, isDrink } from "@nutriguia/domain";
import { getFood, mealNutrients, nutrientsFor, type TFood, type TNutrientTotals } from "@nutriguia/nutrition";
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

/** A stored item: `grams` of the food with its numbers (rounded as the engine rounds them) from the food database. */
export function itemOf(food: TFood, grams: number, measure: string): TCalculationItem {
  return storedItem(food, grams, measure, mealNutrients([nutrientsFor(food, grams)]).items[0]!);
}

function storedItem(food: TFood, grams: number, measure: string, numbers: TNutrientTotals): TCalculationItem {
  const { calories, protein, carbohydrates, fat } = numbers;
  const source = food.tacoId ? `TACO 4ª ed., alimento nº ${food.tacoId}` : food.source;
  return { foodId: food.id, food: food.name, grams, calories, protein, carbohydrates, fat, measure, source };
}

/**
 * The numbers of a calculation rebuilt from the user's item list (PUT .../items). An item sent back unchanged in
 * grams keeps the household-measure label it had ("1 unidade (50 g)"). `foods` holds what the food database lacks
 * (packaged foods by barcode, shared/packaged-foods.ts).
 */
export function recompute(inputs: readonly TCalculationItemInput[], previous: readonly TCalculationItem[] = [], foods?: ReadonlyMap<string, TFood>) {
  const portions = inputs.map((input) => {
    const food = foods?.get(input.foodId) ?? getFood(input.foodId);
    if (!food) throw new AppError("VALIDATION_ERROR", `Alimento não encontrado: ${input.foodId}`);
    const { grams, measure: label } = portionOf(food, input);
    const kept = input.measure === undefined ? previous.find((p) => p.foodId === food.id && p.grams === grams)?.measure : undefined;
    return { food, grams, measure: kept ?? label };
  });
  const { items: numbers, totals } = mealNutrients(portions.map((p) => nutrientsFor(p.food, p.grams)));
  const items = portions.map((p, index) => storedItem(p.food, p.grams, p.measure, numbers[index]!));
  return {
    items,
    foodDescription: items.map((i) => `${i.food} – ${i.measure}`).join("; "),
    totalCalories: totals.calories,
    protein: totals.protein,
    carbohydrates: totals.carbohydrates,
    fat: totals.fat,
    additionalNutrients: { fiber: totals.fiber, sodium: totals.sodium },
  };
}
