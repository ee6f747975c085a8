import { nutrientsFor, roundTotals } from "../analyze/nutrients";
import type { TNutritionProfile } from "../profile";
import { keptOnEnergy } from "./adjust-meals";
import { describePortion } from "./describe-portion";
import type { TMealPlan, TMealSlot, TPlanItem } from "./plan-types";
import { candidateOf, rebalanceDay } from "./rebalance-day";
import { withMealItems } from "./swap-item";

/** A meal this far from the kcal asked is not said to have it: the day is left as it was. */
const MEAL_TOLERANCE = 0.12;

const mealOf = (plan: TMealPlan, dayNumber: number, slot: TMealSlot) => plan.days.find((d) => d.day === dayNumber)?.meals.find((m) => m.slot === slot);

/** The item at `factor` of its portion, in half household units (10 g steps for plain grams), never below half a unit. */
function scaled(item: TPlanItem, factor: number): TPlanItem {
  const candidate = candidateOf(item);
  if (!candidate) return item;
  const step = candidate.unit === "g" ? 10 : candidate.unitGrams / 2;
  const grams = Math.max(step, Math.round((item.grams * factor) / step) * step);
  return { ...item, grams, measure: describePortion(candidate, grams), ...roundTotals(nutrientsFor(candidate.food, grams)) };
}

/**
 * "quero o almoço com uns 500 kcal", "a janta com no máximo 350 kcal": every item of that meal scaled towards the kcal
 * asked, the day's other meals solved again to keep the day's energy (decision 158). Raised: each portion lifted, within
 * half again its household maximum. Lowered: each portion capped; where the usual smallest portions keep the meal above
 * the kcal, the meal's portions are cut to that share (in half units) and kept while the other meals are solved. A day
 * whose meal cannot come within 12 % of the kcal, or whose total would leave 5 % of its target, is left as it was.
 * `atMost`: the kcal is a ceiling ("no máximo"); meals under it are left alone.
 */
export function mealAtCalories(plan: TMealPlan, profile: TNutritionProfile, slot: TMealSlot, asked: number, days: readonly number[], atMost = false): TMealPlan {
  // "no máximo 350 kcal": a ceiling, so the meals above it aim a little under it and those under it stay.
  const calories = atMost ? asked * (1 - MEAL_TOLERANCE / 2) : asked;
  const near = (p: TMealPlan, dayNumber: number) => {
    const kcal = mealOf(p, dayNumber, slot)?.totals.calories ?? 0;
    return atMost ? kcal <= asked * 1.03 : Math.abs(kcal - calories) / calories <= MEAL_TOLERANCE;
  };
  return days.reduce((out, dayNumber) => {
    const meal = mealOf(out, dayNumber, slot);
    if (!meal || meal.totals.calories <= 0 || (atMost && meal.totals.calories <= asked)) return out;
    const factor = calories / meal.totals.calories;
    if (Math.abs(factor - 1) <= MEAL_TOLERANCE / 2) return out;
    const limits = new Map(meal.items.map((i) => [`${slot}:${i.foodId}`, i.grams * factor] as const));
    const solved = rebalanceDay(out, profile, dayNumber, new Set(), factor < 1 ? { caps: limits } : { lifts: limits });
    if (near(solved, dayNumber) && keptOnEnergy(out, solved, dayNumber) !== out) return solved;
    if (factor > 1) return out;
    const cut = withMealItems(out, dayNumber, slot, meal.items.map((i) => scaled(i, factor)));
    const kept = rebalanceDay(cut, profile, dayNumber, new Set([slot]));
    return near(kept, dayNumber) ? keptOnEnergy(out, kept, dayNumber) : out;
  }, plan);
}
