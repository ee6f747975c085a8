import { addTotals, EMPTY_TOTALS, nutrientsFor, roundTotals, type TNutrientTotals } from "../analyze/nutrients";
import { describePortion } from "./describe-portion";
import { isDisliked, type TNutritionProfile } from "../profile";
import { eligiblePools } from "./eligible-foods";
import type { TMealPlan, TMealSlot, TPlanItem, TRole } from "./plan-types";
import { snap } from "./portion-solver";
import { createRandom } from "./random";

export type TSwapTarget = { day: number; slot: TMealSlot; itemIndex: number };

/** Roles that fill the same place of a plate (decision 117): rice or a tuber or pasta; bread at breakfast or in a snack. */
const SIBLING_ROLES: Partial<Record<TRole, readonly TRole[]>> = {
  grain: ["starch"],
  starch: ["grain"],
  breakfastCarb: ["snackBread"],
  snackBread: ["breakfastCarb"],
};

function sumItems(items: readonly TPlanItem[]): TNutrientTotals {
  return roundTotals(items.reduce<TNutrientTotals>((s, i) => addTotals(s, i), EMPTY_TOTALS));
}

/**
 * Replaces one item by another food of the same role (of a sibling role when its own has none) that the profile allows, sized to about the same kcal
 * in whole or half household measures within the food's bounds.
 * `prefer` ("ovo", "sopa"): only foods it names are offered. Returns the plan unchanged when no alternative exists.
 */
export function swapPlanItem(plan: TMealPlan, profile: TNutritionProfile, target: TSwapTarget, seed = 1, prefer: readonly string[] = []): TMealPlan {
  const day = plan.days.find((d) => d.day === target.day);
  const meal = day?.meals.find((m) => m.slot === target.slot);
  const current = meal?.items[target.itemIndex];
  if (!day || !meal || !current) return plan;
  const inMeal = new Set(meal.items.map((i) => i.foodId));
  const pools = eligiblePools(profile);
  const fits = (role: TRole) => (pools[role] ?? []).filter((c) => !inMeal.has(c.food.id) && c.food.nutrients.energy > 0 && (prefer.length === 0 || isDisliked(c.food, prefer)));
  // "troca o macarrão por arroz", "tira o arroz" when brown rice is the only other rice: a food of the sibling role fills the same place.
  const own = fits(current.role);
  const role = own.length > 0 ? current.role : (SIBLING_ROLES[current.role] ?? []).find((r) => fits(r).length > 0) ?? current.role;
  const sized = (role === current.role ? own : fits(role))
    .map((candidate) => {
      const wanted = (current.calories / candidate.food.nutrients.energy) * 100;
      const grams = Math.round(snap({ ...candidate, optional: false }, wanted) * 10) / 10;
      return { candidate, grams, calories: (candidate.food.nutrients.energy * grams) / 100 };
    });
  // Portions keep their bounds (decision 108), so foods that cannot come near the item's kcal are offered last.
  const close = sized.filter((o) => Math.abs(o.calories - current.calories) <= 0.2 * current.calories + 15);
  const options = close.length > 0 ? close : sized;
  const chosen = options[Math.floor(createRandom(seed)() * options.length)];
  if (!chosen) return plan;
  const { candidate, grams } = chosen;
  const food = candidate.food;
  const replacement: TPlanItem = {
    foodId: food.id,
    food: food.name,
    role,
    grams,
    measure: describePortion(candidate, grams),
    ...roundTotals(nutrientsFor(food, grams)),
  };
  return withMealItems(plan, target.day, target.slot, meal.items.map((item, i) => (i === target.itemIndex ? replacement : item)));
}

/** The plan with one meal's items replaced, its meal and day totals summed again. */
export function withMealItems(plan: TMealPlan, dayNumber: number, slot: TMealSlot, items: TPlanItem[]): TMealPlan {
  const days = plan.days.map((d) => {
    if (d.day !== dayNumber) return d;
    const meals = d.meals.map((m) => (m.slot === slot ? { ...m, items, totals: sumItems(items) } : m));
    return { ...d, meals, totals: roundTotals(meals.reduce<TNutrientTotals>((s, m) => addTotals(s, m.totals), EMPTY_TOTALS)) };
  });
  return { ...plan, days };
}
