import { describe, expect, it } from "vitest";
import { generatePlan } from "./generate-plan";
import { lighterMeal, moreOfFood, moreOfRoles } from "./adjust-meals";

const PROFILE = { age: 34, weight: 68.5, height: 165, gender: "FEMALE", activityLevel: "LIGHTLY_ACTIVE", goal: "WEIGHT_LOSS" } as const;
const within = (calories: number, target: number) => Math.abs(calories - target) / target;
const mealKcal = (plan: ReturnType<typeof generatePlan>, k: number, slot: string) => plan.days[k]!.meals.find((m) => m.slot === slot)?.totals.calories ?? 0;

describe("a meal made lighter, more protein or fruit in a saved plan (decision 119)", () => {
  it.each(["DINNER", "BREAKFAST"] as const)("a lighter %s: never heavier, a tenth lighter over 20 plans, each day within 5 % of its energy", (slot) => {
    let [before, after] = [0, 0];
    for (let seed = 1; seed <= 20; seed++) {
      const profile = { ...PROFILE, weight: 50 + seed * 3 };
      const plan = generatePlan(profile, { days: 7, seed });
      const light = lighterMeal(plan, profile, slot, plan.days.map((d) => d.day));
      plan.days.forEach((_day, k) => {
        expect(mealKcal(light, k, slot)).toBeLessThanOrEqual(mealKcal(plan, k, slot) + 0.5);
        before += mealKcal(plan, k, slot);
        after += mealKcal(light, k, slot);
        expect(within(light.days[k]!.totals.calories, plan.targets.calories)).toBeLessThanOrEqual(0.05);
      });
    }
    expect(after).toBeLessThan(before * 0.9);
  });

  it("more protein at lunch and more fruit: never less of either, each day within 5 % of its energy", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const profile = { ...PROFILE, weight: 50 + seed * 3 };
      const plan = generatePlan(profile, { days: 7, seed });
      const days = plan.days.map((d) => d.day);
      const protein = moreOfRoles(plan, profile, "LUNCH", ["mainProtein", "legume"], days);
      const fruit = moreOfRoles(plan, profile, null, ["fruit"], days, true);
      const fruitGrams = (p: typeof plan, k: number) => p.days[k]!.meals.flatMap((m) => m.items).filter((i) => i.role === "fruit").reduce((g, i) => g + i.grams, 0);
      plan.days.forEach((_day, k) => {
        const lunch = (p: typeof plan) => p.days[k]!.meals.find((m) => m.slot === "LUNCH")!.totals.protein;
        expect(lunch(protein)).toBeGreaterThanOrEqual(lunch(plan) - 1);
        expect(fruitGrams(fruit, k)).toBeGreaterThanOrEqual(fruitGrams(plan, k));
        expect(within(protein.days[k]!.totals.calories, plan.targets.calories)).toBeLessThanOrEqual(0.05);
        expect(within(fruit.days[k]!.totals.calories, plan.targets.calories)).toBeLessThanOrEqual(0.05);
      });
    }
  });

  it.each([
    ["beans at lunch", "LUNCH", "legume", 1.5],
    ["the breakfast fruit doubled", "BREAKFAST", "fruit", 2],
  ] as const)("%s: larger on most days of 20 plans, never smaller, never past half again its role's largest portion, each day within 5 % of its energy", (_name, slot, role, factor) => {
    let [raised, held] = [0, 0];
    for (let seed = 1; seed <= 20; seed++) {
      const profile = { ...PROFILE, weight: 50 + seed * 3 };
      const plan = generatePlan(profile, { days: 7, seed });
      const ids = new Set(plan.days.flatMap((d) => d.meals.filter((m) => m.slot === slot).flatMap((m) => m.items.filter((i) => i.role === role).map((i) => i.foodId))));
      const more = moreOfFood(plan, profile, slot, plan.days.map((d) => d.day), (id) => ids.has(id), factor);
      plan.days.forEach((_day, k) => {
        const grams = (p: typeof plan) => p.days[k]!.meals.find((m) => m.slot === slot)?.items.filter((i) => i.role === role).reduce((sum, i) => sum + i.grams, 0) ?? 0;
        if (grams(plan) === 0) return;
        held += 1;
        expect(grams(more)).toBeGreaterThanOrEqual(grams(plan));
        expect(grams(more)).toBeLessThanOrEqual(grams(plan) * factor + 1);
        if (grams(more) > grams(plan)) raised += 1;
        expect(within(more.days[k]!.totals.calories, plan.targets.calories)).toBeLessThanOrEqual(0.05);
      });
    }
    expect(raised).toBeGreaterThan(held * 0.7);
  });
});
