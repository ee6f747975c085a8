import { nutrientsFor, roundTotals } from "../analyze/nutrients";
import { getFood } from "../foods/catalog";
import { isDisliked, type TNutritionProfile } from "../profile";
import { describePortion } from "./describe-portion";
import { eligiblePools } from "./eligible-foods";
import { HIGH_FAT_TEMPLATES, MEAL_TEMPLATES } from "./meal-templates";
import type { TMealPlan, TMealSlot, TPlanItem, TRole } from "./plan-types";
import { rebalanceDay } from "./rebalance-day";
import { swapPlanItem, withMealItems } from "./swap-item";
import { EXTRA_ROLES, itemLimit } from "./top-up";

/** The meals' order when one must take an extra item: the main meals first, which have the most room. */
const TOP_UP_ORDER: readonly TMealSlot[] = ["LUNCH", "DINNER", "BREAKFAST", "AFTERNOON_SNACK", "MORNING_SNACK", "SUPPER"];

/**
 * A day its portions cannot bring within 4 % of its energy (three meals left to carry six) gets one sensible item more
 * per round (a potato or a fruit at lunch and dinner, a fruit, bread or nuts at breakfast), the most usual food of the
 * role not yet in the day, and its portions solved again; up to three rounds (decision 135).
 */
function toppedUp(plan: TMealPlan, profile: TNutritionProfile, dayNumber: number): TMealPlan {
  let out = plan;
  for (let round = 0; round < 3; round++) {
    const day = out.days.find((d) => d.day === dayNumber);
    if (!day || day.totals.calories >= out.targets.calories * 0.96) return out;
    const used = new Set(day.meals.flatMap((m) => m.items.map((i) => i.foodId)));
    const pools = eligiblePools(profile);
    const pick = TOP_UP_ORDER.flatMap((slot) => {
      const meal = day.meals.find((m) => m.slot === slot);
      if (!meal || meal.items.length >= itemLimit(slot, day.meals.length)) return [];
      const roles = new Set(meal.items.map((i) => i.role));
      return EXTRA_ROLES[slot].filter((r) => !roles.has(r)).flatMap((role) => {
        const candidate = [...pools[role]].filter((c) => !used.has(c.food.id)).sort((a, b) => b.weight - a.weight)[0];
        return candidate ? [{ slot, meal, role, candidate }] : [];
      });
    })[0];
    if (!pick) return out;
    const { slot, meal, role, candidate } = pick;
    const item: TPlanItem = { foodId: candidate.food.id, food: candidate.food.name, role, grams: candidate.typical, measure: describePortion(candidate, candidate.typical), ...roundTotals(nutrientsFor(candidate.food, candidate.typical)) };
    out = rebalanceDay(withMealItems(out, dayNumber, slot, [...meal.items, item]), profile, dayNumber, new Set(), { required: new Set([`${slot}:${item.foodId}`]) });
  }
  return out;
}

/**
 * "tira o lanche da manhã": the meal taken out of the chosen days, whose other meals' portions then carry the day's
 * energy (decision 117); a day they cannot carry gets an item more (decision 135). Days without that meal are left as they are.
 */
export function dropMeal(plan: TMealPlan, profile: TNutritionProfile, slot: TMealSlot, days: readonly number[]): TMealPlan {
  return days.reduce((out, dayNumber) => {
    const day = out.days.find((d) => d.day === dayNumber);
    if (!day || !day.meals.some((m) => m.slot === slot) || day.meals.length < 2) return out;
    const dropped = { ...out, days: out.days.map((d) => (d.day === dayNumber ? { ...d, meals: d.meals.filter((m) => m.slot !== slot) } : d)) };
    return toppedUp(rebalanceDay(dropped, profile, dayNumber, new Set()), profile, dayNumber);
  }, plan);
}

/**
 * "menos arroz no jantar": each matching item capped at half its portion (its household minimum at most), the day's
 * other portions solved again so it keeps its energy (more beans, vegetables or protein on the plate instead).
 */
export function lessOfFood(plan: TMealPlan, profile: TNutritionProfile, slot: TMealSlot | null, days: readonly number[], matches: (foodId: string) => boolean): TMealPlan {
  return days.reduce((out, dayNumber) => {
    const day = out.days.find((d) => d.day === dayNumber);
    const caps = new Map<string, number>();
    for (const meal of day?.meals ?? []) {
      if (slot && meal.slot !== slot) continue;
      for (const item of meal.items) if (matches(item.foodId)) caps.set(`${meal.slot}:${item.foodId}`, item.grams / 2);
    }
    return caps.size > 0 ? rebalanceDay(out, profile, dayNumber, new Set(), { caps }) : out;
  }, plan);
}

/** Roles a meal's templates place, in the order they appear: where a food asked for that meal may go. */
function rolesOf(slot: TMealSlot): TRole[] {
  return [...new Set([...MEAL_TEMPLATES[slot], ...HIGH_FAT_TEMPLATES[slot]].flatMap((t) => t.places.flat()))];
}

/**
 * "coloca ovo no café da manhã": the food asked joins the meal. An item of the role that offers it becomes it (the
 * meal's cheese becomes egg); with no such item, the food is added at its usual portion and the day's portions solved
 * again so the day keeps its energy. Null when no role of the meal offers the food (or the profile rules it out).
 */
export function putFoodInMeal(plan: TMealPlan, profile: TNutritionProfile, dayNumber: number, slot: TMealSlot, want: readonly string[]): TMealPlan | null {
  const meal = plan.days.find((d) => d.day === dayNumber)?.meals.find((m) => m.slot === slot);
  if (!meal) return null;
  const named = (foodId: string) => {
    const food = getFood(foodId);
    return food ? isDisliked(food, want) : false;
  };
  if (meal.items.some((i) => named(i.foodId))) return plan;
  const pools = eligiblePools(profile);
  const role = rolesOf(slot).find((r) => pools[r].some((c) => isDisliked(c.food, want)));
  if (!role) return null;
  const sameRole = meal.items.findIndex((i) => i.role === role);
  if (sameRole >= 0) {
    const swapped = swapPlanItem(plan, profile, { day: dayNumber, slot, itemIndex: sameRole }, dayNumber, want);
    return swapped === plan ? null : swapped;
  }
  const candidate = pools[role].find((c) => isDisliked(c.food, want))!;
  const grams = candidate.typical;
  const item: TPlanItem = { foodId: candidate.food.id, food: candidate.food.name, role, grams, measure: describePortion(candidate, grams), ...roundTotals(nutrientsFor(candidate.food, grams)) };
  return rebalanceDay(withMealItems(plan, dayNumber, slot, [...meal.items, item]), profile, dayNumber, new Set(), { required: new Set([`${slot}:${item.foodId}`]) });
}
