import { getFood } from "../foods/catalog";
import { isDrink, type TResolvedPair } from "./plate-weight";
import { scaledItem } from "./resolve";
import { mealPlateGrams } from "./meal-plate";

/** Usual portions served by the spoon or ladle: a side's measure. A bowl, a cup, a slice or a unit is already whole. */
const SIDE_MEASURES = new Set(["colher de sopa", "colher de servir", "escumadeira", "concha", "pegador", "porção"]);

/** Below this, a vegetable is greens beside the dish; farofa and fried cassava, filed with vegetables, are a part of the meal. */
const GREENS_KCAL_PER_100G = 100;

/** A salad or a vegetable beside a dish goes with it ("macarrão com carne moída e salada"): the dish is still the meal. */
function isSideOfGreens(pair: TResolvedPair): boolean {
  const food = getFood(pair.item.foodId);
  if (food === undefined) return false;
  return /^salada\b/i.test(food.name) || (food.category === "hortalicas" && food.nutrients.energy < GREENS_KCAL_PER_100G);
}

/**
 * "almocei virado à paulista", "jantei maniçoba", "macarrão com carne moída e salada": a composite dish named alone,
 * with no amount, is the meal, so its usual portion is a plate of it (its table's "prato"), never a side's spoonful.
 * Drinks and salads or vegetables beside it do not count; a dish with any other food, or with an amount of its own
 * ("um", "2 conchas"), keeps its usual portion.
 */
export function withDishAsTheMeal(pairs: readonly TResolvedPair[]): TResolvedPair[] {
  const foods = pairs.filter((p) => !isDrink(p.item) && !isSideOfGreens(p));
  const only = foods.length === 1 ? foods[0] : undefined;
  if (!only || only.parsed.quantity !== null || only.parsed.unit !== null || only.parsed.size !== 1) return [...pairs];
  const food = getFood(only.item.foodId);
  const plate = food && SIDE_MEASURES.has(food.serving.unit) ? mealPlateGrams(food) : null;
  if (plate === null || only.item.grams <= 0 || plate <= only.item.grams) return [...pairs];
  const item = scaledItem(only.item, plate / only.item.grams, `1 prato (porção padrão) (${plate} g)`);
  return pairs.map((p) => (p === only ? { ...p, item } : p));
}
