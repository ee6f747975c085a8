import { nutrientsFor, roundTotals } from "../analyze/nutrients";
import { foodComposition } from "../composition/composition";
import type { TFoodRecord } from "../foods/food-types";
import { activeRestrictions, conflictsWithRestriction, isDisliked, type TNutritionProfile } from "../profile";
import { planAvoidedComponents } from "./eligible-foods";
import type { TMealPlan, TMealSlot, TPlanItem } from "./plan-types";
import { withMealItems } from "./swap-item";

/** The salad and cooked vegetables stay beside a dish put in their meal. */
const KEPT_ROLES = new Set(["rawVeg", "cookedVeg"]);
const DISH_GRAMS = { min: 80, max: 600 } as const;

export type TPutDishOutcome = { plan: TMealPlan } | { refused: "conflict" | "no-meal" | "no-energy" };

/**
 * "coloca uma galinhada na quarta": the meal of that day becomes the dish, sized to the energy of the items it replaces
 * (within 80–600 g), with the meal's vegetables kept. Refused when the profile's restrictions or dislikes rule the dish out.
 */
export function putDishInMeal(plan: TMealPlan, profile: TNutritionProfile, target: { day: number; slot: TMealSlot }, food: TFoodRecord): TPutDishOutcome {
  const meal = plan.days.find((d) => d.day === target.day)?.meals.find((m) => m.slot === target.slot);
  if (!meal) return { refused: "no-meal" };
  const avoided = planAvoidedComponents(profile);
  const allergen = foodComposition(food).contains.some((c) => avoided.has(c));
  if (allergen || activeRestrictions(profile).some((r) => conflictsWithRestriction(food, r)) || isDisliked(food, profile.dislikedFoods ?? [])) return { refused: "conflict" };
  if (food.nutrients.energy <= 0) return { refused: "no-energy" };
  const kept = meal.items.filter((i) => KEPT_ROLES.has(i.role));
  const replaced = meal.items.filter((i) => !KEPT_ROLES.has(i.role)).reduce((sum, i) => sum + i.calories, 0);
  const grams = Math.min(Math.max(Math.round(((replaced / food.nutrients.energy) * 100) / 10) * 10, DISH_GRAMS.min), DISH_GRAMS.max);
  const dish: TPlanItem = { foodId: food.id, food: food.name, role: "mainProtein", grams, measure: `${grams} g`, ...roundTotals(nutrientsFor(food, grams)) };
  return { plan: withMealItems(plan, target.day, target.slot, [dish, ...kept]) };
}
