import { nutrientsFor, roundTotals } from "../analyze/nutrients";
import type { TNutritionProfile } from "../profile";
import { describePortion } from "./describe-portion";
import { eligiblePools } from "./eligible-foods";
import type { TMealPlan, TMealSlot, TPlanItem, TRole } from "./plan-types";
import { rebalanceDay } from "./rebalance-day";
import { withMealItems } from "./swap-item";

/** A lighter meal keeps at most this share of each portion (never below the measure's minimum). */
const LIGHTER = 0.6;
/** "mais proteína", "mais frutas": the role's portions rise to at least this much of what they were. */
const MORE = 1.5;
/** Where a fruit joins when the person wants more fruit and the meal has none. */
const FRUIT_MEALS: readonly TMealSlot[] = ["BREAKFAST", "MORNING_SNACK", "AFTERNOON_SNACK"];

const keyOf = (slot: TMealSlot, item: TPlanItem) => `${slot}:${item.foodId}`;

/** The changed day when it stays within 5 % of the plan's energy, else the day as it was: no change costs the day its target. */
export function keptOnEnergy(before: TMealPlan, after: TMealPlan, dayNumber: number): TMealPlan {
  const day = after.days.find((d) => d.day === dayNumber);
  const target = before.targets.calories;
  return day && Math.abs(day.totals.calories - target) / target <= 0.05 ? after : before;
}

/**
 * "o jantar tá muito pesado", "não curto café da manhã pesado": each item of the meal capped at 60 % of its portion,
 * the day's other meals carry the energy it gave up (decision 119). Days without that meal, or that could not keep
 * within 5 % of their energy, are left as they are.
 */
export function lighterMeal(plan: TMealPlan, profile: TNutritionProfile, slot: TMealSlot, days: readonly number[]): TMealPlan {
  return days.reduce((out, dayNumber) => {
    const meal = out.days.find((d) => d.day === dayNumber)?.meals.find((m) => m.slot === slot);
    if (!meal) return out;
    const caps = new Map(meal.items.map((i) => [keyOf(slot, i), i.grams * LIGHTER] as const));
    return keptOnEnergy(out, rebalanceDay(out, profile, dayNumber, new Set(), { caps }), dayNumber);
  }, plan);
}

/**
 * "mais proteína no almoço", "quero mais frutas": the items of those roles in the meal (every meal when `slot` is null)
 * raised to 1.5× their portion within their household bounds, the day's other portions solved again to keep its energy.
 * With `addFruit`, a breakfast or snack with no fruit gets one of the fruits the profile allows, a different one per day.
 * A day the change would take more than 5 % off its energy is left as it was.
 */
export function moreOfRoles(plan: TMealPlan, profile: TNutritionProfile, slot: TMealSlot | null, roles: readonly TRole[], days: readonly number[], addFruit = false): TMealPlan {
  const fruits = addFruit ? eligiblePools(profile).fruit : [];
  return days.reduce((out, dayNumber, k) => {
    let next = out;
    const required = new Set<string>();
    if (fruits.length > 0) {
      for (const meal of out.days.find((d) => d.day === dayNumber)?.meals ?? []) {
        if (!FRUIT_MEALS.includes(meal.slot) || meal.items.some((i) => i.role === "fruit")) continue;
        const candidate = fruits[(k + FRUIT_MEALS.indexOf(meal.slot)) % fruits.length]!;
        const item: TPlanItem = { foodId: candidate.food.id, food: candidate.food.name, role: "fruit", grams: candidate.typical, measure: describePortion(candidate, candidate.typical), ...roundTotals(nutrientsFor(candidate.food, candidate.typical)) };
        next = withMealItems(next, dayNumber, meal.slot, [...meal.items, item]);
        required.add(keyOf(meal.slot, item));
      }
    }
    const floors = new Map<string, number>();
    for (const meal of next.days.find((d) => d.day === dayNumber)?.meals ?? []) {
      if (slot && meal.slot !== slot) continue;
      for (const item of meal.items) if (roles.includes(item.role) && !required.has(keyOf(meal.slot, item))) floors.set(keyOf(meal.slot, item), item.grams * MORE);
    }
    if (floors.size === 0 && required.size === 0) return out;
    const raised = keptOnEnergy(out, rebalanceDay(next, profile, dayNumber, new Set(), { floors, required }), dayNumber);
    // A fruit added that the day cannot carry: the fruits it had are raised instead.
    if (raised !== out || required.size === 0) return raised;
    return addFruit ? keptOnEnergy(out, moreOfRoles(out, profile, slot, roles, [dayNumber]), dayNumber) : out;
  }, plan);
}

/**
 * "aumenta o feijão no almoço", "dobra a fruta do café": each matching item (in `slot`, or in every meal) raised to
 * `factor` times its portion, one household step more at least, the day's other portions solved again to keep its
 * energy. A day the larger portion would take more than 5 % off its energy is left as it was.
 */
export function moreOfFood(plan: TMealPlan, profile: TNutritionProfile, slot: TMealSlot | null, days: readonly number[], matches: (foodId: string) => boolean, factor: number): TMealPlan {
  return days.reduce((out, dayNumber) => {
    const lifts = new Map<string, number>();
    for (const meal of out.days.find((d) => d.day === dayNumber)?.meals ?? []) {
      if (slot && meal.slot !== slot) continue;
      for (const item of meal.items) if (matches(item.foodId)) lifts.set(keyOf(meal.slot, item), item.grams * factor);
    }
    return lifts.size === 0 ? out : keptOnEnergy(out, rebalanceDay(out, profile, dayNumber, new Set(), { lifts }), dayNumber);
  }, plan);
}
