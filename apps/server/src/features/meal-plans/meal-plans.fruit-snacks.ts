import type { TMealSlot } from "@nutriguia/domain";
import { putFoodInMeal, rebalanceDay, withMealItems, type TMealPlan as TEnginePlan, type TNutritionProfile } from "@nutriguia/nutrition";

/** Everyday fruits, one per day in turn so the week is varied; the first the profile allows is the one put in. */
const FRUITS = ["banana", "maçã", "mamão", "laranja", "manga", "pera", "goiaba", "abacaxi", "melancia", "tangerina"];

/**
 * "troca todos os lanches por fruta": each of those snacks keeps only its fruit, or gets one fruit when it had none,
 * and the day's portions are solved again so the day keeps its energy. A day that cannot take a fruit stays as it was.
 */
export function snacksOfFruit(plan: TEnginePlan, profile: TNutritionProfile, slots: readonly TMealSlot[]): TEnginePlan {
  let out = plan;
  for (const [k, day] of plan.days.entries()) {
    for (const slot of slots) {
      const meal = out.days.find((d) => d.day === day.day)?.meals.find((m) => m.slot === slot);
      if (!meal || meal.items.every((i) => i.role === "fruit")) continue;
      const kept = meal.items.filter((i) => i.role === "fruit");
      const without = withMealItems(out, day.day, slot, kept);
      const fruits = [...FRUITS.slice(k % FRUITS.length), ...FRUITS.slice(0, k % FRUITS.length)];
      const next = kept.length > 0 ? rebalanceDay(without, profile, day.day, new Set()) : fruits.reduce<TEnginePlan | null>((found, fruit) => found ?? putFoodInMeal(without, profile, day.day, slot, [fruit]), null);
      if (next) out = next;
    }
  }
  return out;
}
