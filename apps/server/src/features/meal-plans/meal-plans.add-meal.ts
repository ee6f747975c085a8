import { MEAL_SLOTS, type TMealSlot } from "@nutriguia/domain";
import { generatePlan, rebalanceDay, type TMealPlan as TEnginePlan, type TNutritionProfile } from "@nutriguia/nutrition";

/** When no meal is named ("mais uma refeição"), the first of these the plan lacks: an afternoon snack, the morning's, a supper. */
const ADD_ORDER: readonly TMealSlot[] = ["AFTERNOON_SNACK", "MORNING_SNACK", "SUPPER"];

/** The meal to add: the one named, else the first snack the plan lacks; null when the plan has every meal. */
export function mealToAdd(named: TMealSlot | null, meals: readonly TMealSlot[]): TMealSlot | null {
  return named ?? ADD_ORDER.find((s) => !meals.includes(s)) ?? null;
}

/**
 * "quero mais uma refeição, um lanche antes de dormir" (decision 186): `slot` added to every day of the plan, drawn by the
 * generator as it draws that meal in a plan of these meals, and each day's portions solved again so the day keeps its
 * energy (the other meals a little smaller). The other meals keep their foods.
 */
export function withMealAdded(plan: TEnginePlan, profile: TNutritionProfile, slot: TMealSlot, meals: readonly TMealSlot[]): { plan: TEnginePlan; meals: TMealSlot[] } {
  const next = MEAL_SLOTS.filter((s) => meals.includes(s) || s === slot);
  const drawn = generatePlan(profile, { days: plan.days.length, seed: plan.seed, meals: next, calories: plan.targets.calories });
  const days = plan.days.map((d, k) => {
    const meal = drawn.days[k]?.meals.find((m) => m.slot === slot);
    return meal ? { ...d, meals: next.flatMap((s) => (s === slot ? [meal] : d.meals.filter((m) => m.slot === s))) } : d;
  });
  const added = days.reduce((out, d) => rebalanceDay(out, profile, d.day, new Set()), { ...plan, days });
  return { plan: added, meals: next };
}
