import type { TCalculationItem, TCalorieCalculation, TMealSlot } from "@nutriguia/domain";
import { isDrink, mealName, spokenMeasure } from "@nutriguia/domain";
import { getFood } from "@nutriguia/nutrition";

const drinkItem = (item: TCalculationItem) => {
  const food = item.foodId ? getFood(item.foodId) : undefined;
  return isDrink(food ?? { name: item.food, category: "" });
};

/**
 * How a logged meal reads in the day's lists (decision 213): named from its items as a person would ("Arroz branco,
 * feijão e bife", or "Almoço: …" where no slot heading says it), portions without "(porção padrão)", drinks in ml.
 * Only what lists show changes; the stored description (the chat card's) is kept.
 */
export function listedMealName(calc: Pick<TCalorieCalculation, "foodDescription" | "items">, meal: TMealSlot | null): string {
  return mealName(calc.items.map((i) => i.food), meal) ?? calc.foodDescription.replace(/\s*\(porção padrão\)/g, "");
}

export function listedEntry(calc: TCalorieCalculation): TCalorieCalculation {
  return {
    ...calc,
    foodDescription: listedMealName(calc, null),
    items: calc.items.map((item) => ({ ...item, measure: spokenMeasure(item.measure, item.grams, drinkItem(item)) })),
  };
}
