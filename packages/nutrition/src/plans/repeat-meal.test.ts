import { describe, expect, it } from "vitest";
import { generatePlan } from "./generate-plan";
import { repeatCopies, repeatMeal } from "./repeat-meal";

const PROFILE = { age: 34, weight: 68.5, height: 165, gender: "FEMALE", activityLevel: "LIGHTLY_ACTIVE", goal: "WEIGHT_LOSS" } as const;
const foods = (plan: ReturnType<typeof generatePlan>, day: number, slot: string) => plan.days.find((d) => d.day === day)!.meals.find((m) => m.slot === slot)!.items.map((i) => `${i.foodId} ${i.grams}`);

describe("a meal repeated on other days of a plan (decision 117)", () => {
  it("lunch in runs of two days (marmita): day 2 is day 1's lunch, day 4 day 3's, day 6 day 5's; every day stays within 5 % of the energy", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const plan = generatePlan({ ...PROFILE, weight: 50 + seed * 2 }, { days: 7, seed });
      const repeated = repeatMeal(plan, PROFILE, "LUNCH", repeatCopies(plan.days, { kind: "runs", length: 2 }));
      for (const [from, to] of [[1, 2], [3, 4], [5, 6]] as const) expect(foods(repeated, to, "LUNCH")).toEqual(foods(plan, from, "LUNCH"));
      expect(foods(repeated, 7, "LUNCH")).toEqual(foods(plan, 7, "LUNCH"));
      for (const day of repeated.days) expect(Math.abs(day.totals.calories - plan.targets.calories) / plan.targets.calories).toBeLessThanOrEqual(0.05);
    }
  });

  it("the same breakfast every day, and Monday's dinner on Tuesday found by the days' labels", () => {
    const plan = generatePlan(PROFILE, { days: 7, seed: 3, startDate: "2026-11-26" });
    const breakfast = repeatMeal(plan, PROFILE, "BREAKFAST", repeatCopies(plan.days, { kind: "all" }));
    for (const day of breakfast.days) expect(foods(breakfast, day.day, "BREAKFAST")).toEqual(foods(plan, 1, "BREAKFAST"));
    const monday = plan.days.find((d) => d.label === "Segunda-feira")!.day;
    const tuesday = plan.days.find((d) => d.label === "Terça-feira")!.day;
    const dinner = repeatMeal(plan, PROFILE, "DINNER", repeatCopies(plan.days, { kind: "days", from: 0, to: [1] }));
    expect(foods(dinner, tuesday, "DINNER")).toEqual(foods(plan, monday, "DINNER"));
    expect(foods(dinner, 1, "DINNER")).toEqual(foods(plan, 1, "DINNER"));
  });
});
