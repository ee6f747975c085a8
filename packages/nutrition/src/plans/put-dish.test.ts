import { describe, expect, it } from "vitest";
import { FOODS } from "../foods/catalog";
import { generatePlan } from "./generate-plan";
import { putDishInMeal } from "./put-dish";

const profile = { age: 34, weight: 68.5, height: 165, gender: "FEMALE", activityLevel: "LIGHTLY_ACTIVE", goal: "WEIGHT_LOSS" } as const;
const byName = (name: string) => FOODS.find((f) => f.name === name)!;

describe("a named dish put in one meal of a plan", () => {
  it("replaces the meal's main items with the dish sized to their energy, keeps the vegetables and sums the day again", () => {
    const plan = generatePlan(profile, { days: 3, seed: 7 });
    const lunch = plan.days[1]!.meals.find((m) => m.slot === "LUNCH")!;
    const outcome = putDishInMeal(plan, profile, { day: 2, slot: "LUNCH" }, byName("Galinhada"));
    if (!("plan" in outcome)) throw new Error(outcome.refused);
    const after = outcome.plan.days[1]!.meals.find((m) => m.slot === "LUNCH")!;
    expect(after.items[0]!.food).toBe("Galinhada");
    const vegetables = lunch.items.filter((i) => i.role === "rawVeg" || i.role === "cookedVeg").map((i) => i.food);
    expect(after.items.slice(1).map((i) => i.food)).toEqual(vegetables);
    expect(Math.abs(after.totals.calories - lunch.totals.calories)).toBeLessThanOrEqual(40);
    expect(outcome.plan.days[1]!.totals.calories).toBeCloseTo(outcome.plan.days[1]!.meals.reduce((s, m) => s + m.totals.calories, 0), 0);
    expect(outcome.plan.days[0]).toBe(plan.days[0]);
  });

  it("refuses a dish the profile's diet rules out, and a meal the day does not have", () => {
    const vegetarian = { ...profile, dietaryRestrictions: ["VEGETARIAN"] as const };
    const plan = generatePlan(vegetarian, { days: 1, seed: 3, meals: ["BREAKFAST", "LUNCH", "DINNER"] });
    expect(putDishInMeal(plan, vegetarian, { day: 1, slot: "LUNCH" }, byName("Feijoada"))).toEqual({ refused: "conflict" });
    expect(putDishInMeal(plan, vegetarian, { day: 1, slot: "SUPPER" }, byName("Baião de dois"))).toEqual({ refused: "no-meal" });
  });
});
