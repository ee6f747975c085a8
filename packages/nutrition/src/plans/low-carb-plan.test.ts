import { describe, expect, it } from "vitest";
import { getFood } from "../foods/catalog";
import { foodComposition } from "../composition/composition";
import type { TNutritionProfile } from "../profile";
import { generatePlan } from "./generate-plan";

/** Decision 162: a low-carb plan keeps every day's carbohydrate under 26 % of its energy; a fish-free one has no fish. */
const BASE: TNutritionProfile = { age: 34, weight: 78, height: 168, gender: "FEMALE", activityLevel: "LIGHTLY_ACTIVE", goal: "WEIGHT_LOSS" };
const share = (t: { calories: number; carbohydrates: number }) => (t.carbohydrates * 4) / t.calories;

describe("low-carb plans", () => {
  it.each([1, 7, 42, 99, 1234, 5555])("every day of a low-carb week stays under 26 percent carbohydrate (seed %i)", (seed) => {
    const plan = generatePlan({ ...BASE, dietaryRestrictions: ["LOW_CARB"] }, { seed, days: 7 });
    expect(plan.days).toHaveLength(7);
    for (const day of plan.days) {
      expect(share(day.totals), day.label).toBeLessThanOrEqual(0.26);
      expect(Math.abs(day.totals.calories - plan.targets.calories) / plan.targets.calories).toBeLessThanOrEqual(0.05);
    }
  });

  it.each([3, 17, 2024])("a low-carb week at 1500 kcal keeps both (seed %i)", (seed) => {
    const plan = generatePlan({ ...BASE, dietaryRestrictions: ["LOW_CARB"] }, { seed, days: 7, calories: 1500 });
    for (const day of plan.days) {
      expect(share(day.totals)).toBeLessThanOrEqual(0.26);
      expect(Math.abs(day.totals.calories - 1500)).toBeLessThanOrEqual(75);
    }
  });

  it.each([2, 11, 303])("a large low-carb day keeps its carbohydrate near 130 g, not a quarter of its energy (seed %i, decision 203)", (seed) => {
    const big: TNutritionProfile = { age: 30, weight: 100, height: 185, gender: "MALE", activityLevel: "VERY_ACTIVE", goal: "WEIGHT_MAINTENANCE", dietaryRestrictions: ["LOW_CARB"] };
    const plan = generatePlan(big, { seed, days: 7 });
    expect(plan.targets.carbohydrates).toBe(130);
    for (const day of plan.days) {
      expect(day.totals.carbohydrates, day.label).toBeLessThanOrEqual(150);
      expect(Math.abs(day.totals.calories - plan.targets.calories) / plan.targets.calories).toBeLessThanOrEqual(0.05);
    }
  });

  it("a plan that leaves fish out by its component has none on any day, abadejo included", () => {
    for (const seed of [5, 8, 13]) {
      const plan = generatePlan({ ...BASE, avoidComponents: ["fish"] }, { seed, days: 7 });
      const fish = plan.days.flatMap((d) => d.meals.flatMap((m) => m.items)).filter((i) => foodComposition(getFood(i.foodId)!).contains.includes("fish"));
      expect(fish.map((i) => i.food)).toEqual([]);
    }
  });
});
