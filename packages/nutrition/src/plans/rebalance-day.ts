import { nutrientsFor, roundTotals } from "../analyze/nutrients";
import { getFood } from "../foods/catalog";
import type { TNutritionProfile } from "../profile";
import { describePortion } from "./describe-portion";
import { resolveRef, toCandidate, type TCandidate } from "./eligible-foods";
import { solverGoal, toSolverItem } from "./generate-plan";
import type { TMealPlan, TMealSlot, TPlanItem, TRole } from "./plan-types";
import { POOLS, type TPoolEntry } from "./pools";
import { roundPortions, solvePortions, type TSolverItem } from "./portion-solver";
import { REGIONAL_POOLS } from "./regional-cuisines";
import { withMealItems } from "./swap-item";

/** Every household measure a role may portion a food in, regional ones included. */
function entriesOf(role: TRole): readonly TPoolEntry[] {
  return [...POOLS[role], ...Object.values(REGIONAL_POOLS).flatMap((r) => r.add[role] ?? [])];
}

/** The item's food as its role portions it (bounds and measure); undefined for a dish or a food no role holds. */
export function candidateOf(item: TPlanItem): TCandidate | undefined {
  const food = getFood(item.foodId);
  const entry = food ? entriesOf(item.role).find((e) => resolveRef(e.ref)?.id === food.id) : undefined;
  return food && entry ? toCandidate(entry, food, false) : undefined;
}

const fixedItem = (item: TPlanItem, meal: number): TSolverItem => {
  const food = getFood(item.foodId);
  const n = food?.nutrients;
  const perGram: TSolverItem["perGram"] = n ? [n.energy / 100, n.protein / 100, n.carbohydrates / 100, n.fat / 100, (n.sodium ?? 0) / 100] : [item.calories / item.grams, 0, 0, 0, 0];
  return { perGram, min: item.grams, typical: item.grams, max: item.grams, step: Math.max(item.grams, 1), optional: false, meal };
};

/**
 * By "SLOT:foodId": `caps` lowers an item's maximum ("menos arroz"); `floors` raises its minimum ("mais proteína no
 * almoço"), never past its role's maximum; `lifts` raise it past that maximum, to half again
 * at most, when the person asked that food bigger ("dobra a fruta", "aumenta o feijão"); `required` items are never left out ("coloca ovo").
 */
export type TItemLimits = { caps?: ReadonlyMap<string, number>; floors?: ReadonlyMap<string, number>; lifts?: ReadonlyMap<string, number>; required?: ReadonlySet<string> };

/**
 * The day's portions solved again within their household bounds, its foods kept (decision 117): after a meal was
 * copied from another day, made smaller or taken out, the other meals bring the day back to its energy. Meals in
 * `keep` and items the roles do not portion (a dish) keep their grams.
 */
export function rebalanceDay(plan: TMealPlan, profile: TNutritionProfile, dayNumber: number, keep: ReadonlySet<TMealSlot>, items: TItemLimits = {}): TMealPlan {
  const { caps = new Map(), floors = new Map(), lifts = new Map(), required = new Set() } = items;
  const day = plan.days.find((d) => d.day === dayNumber);
  if (!day) return plan;
  const conditions = profile.healthConditions ?? [];
  const lowProtein = conditions.includes("KIDNEY_DISEASE");
  const goal = solverGoal(plan.targets, day.meals.map((m) => m.slot), conditions.includes("DIABETES"), lowProtein);
  const rows = day.meals.flatMap((meal, m) => meal.items.map((item) => ({ m, item, candidate: keep.has(meal.slot) ? undefined : candidateOf(item) })));
  const solverItems = rows.map(({ item, m, candidate }) => {
    if (!candidate) return fixedItem(item, m);
    const solved = toSolverItem({ meal: m, role: item.role, candidate }, plan.targets, lowProtein);
    const key = `${day.meals[m]!.slot}:${item.foodId}`;
    const kept = required.has(key) ? { ...solved, optional: false } : solved;
    const cap = caps.get(key);
    const lift = lifts.get(key);
    // Half again the role's largest portion at most: "dobra o ovo" over three eggs is four or five, never six.
    const lifted = lift === undefined ? undefined : Math.min(lift, Math.max(kept.max, kept.max * 1.5));
    if (lifted !== undefined) return { ...kept, min: lifted, typical: lifted, max: Math.max(kept.max, lifted), optional: false };
    const floor = floors.get(key);
    if (floor !== undefined) {
      const min = Math.min(kept.max, Math.max(kept.min, floor));
      return { ...kept, min, typical: Math.max(kept.typical, min), optional: false };
    }
    return cap === undefined ? kept : { ...kept, max: Math.max(kept.min, Math.min(kept.max, cap)), typical: Math.max(kept.min, Math.min(kept.typical, cap)) };
  });
  const fixed = new Map(rows.flatMap((r, i) => (r.candidate ? [] : [[i, r.item.grams] as const])));
  const grams = roundPortions(solverItems, goal, solvePortions(solverItems, goal, fixed));
  return day.meals.reduce((out, meal, m) => {
    const items = rows.flatMap((r, i) => {
      if (r.m !== m) return [];
      const g = Math.round((grams[i] as number) * 10) / 10;
      if (!r.candidate || g === r.item.grams) return [r.item];
      if (g <= 0) return [];
      return [{ ...r.item, grams: g, measure: describePortion(r.candidate, g), ...roundTotals(nutrientsFor(r.candidate.food, g)) }];
    });
    return withMealItems(out, dayNumber, meal.slot, items);
  }, plan);
}
