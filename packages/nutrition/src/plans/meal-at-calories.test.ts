import { describe, expect, it } from "vitest";
import { generatePlan } from "./generate-plan";
import { mealAtCalories } from "./meal-at-calories";

const PROFILE = { age: 34, weight: 68.5, height: 165, gender: "FEMALE", activityLevel: "LIGHTLY_ACTIVE", goal: "WEIGHT_LOSS" } as const;
const within = (calories: number, target: number) => Math.abs(calories - target) / target;
const kcalOf = (plan: ReturnType<typeof generatePlan>, k: number, slot: string) => plan.days[k]!.meals.find((m) => m.slot === slot)?.totals.calories ?? 0;

describe("a meal set at the kcal asked in a saved plan (decision 158)", () => {
  it.each([
    ["LUNCH", 500],
    ["LUNCH", 700],
    ["BREAKFAST", 300],
    ["DINNER", 250],
  ] as const)("%s at %i kcal: each changed day's meal within 12 %%, each day within 5 %% of its energy, most days near it", (slot, kcal) => {
    let near = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const profile = { ...PROFILE, weight: 50 + seed * 3 };
      const plan = generatePlan(profile, { days: 7, seed });
      const next = mealAtCalories(plan, profile, slot, kcal, plan.days.map((d) => d.day));
      next.days.forEach((day, k) => {
        expect(within(day.totals.calories, plan.targets.calories)).toBeLessThanOrEqual(0.05);
        const [was, now] = [kcalOf(plan, k, slot), kcalOf(next, k, slot)];
        if (Math.abs(now - was) > 1) expect(within(now, kcal)).toBeLessThanOrEqual(0.12);
        if (within(now, kcal) <= 0.12) near++;
      });
    }
    // 70 days; a 700 kcal lunch is past half the day of the lightest profiles, so some days cannot carry it.
    expect(near).toBeGreaterThanOrEqual(40);
  });

  it("'no máximo 350 kcal' at dinner: no dinner raised, those above it brought down where the day allows", () => {
    let lowered = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const plan = generatePlan(PROFILE, { days: 7, seed });
      const next = mealAtCalories(plan, PROFILE, "DINNER", 350, plan.days.map((d) => d.day), true);
      plan.days.forEach((_d, k) => {
        const [was, now] = [kcalOf(plan, k, "DINNER"), kcalOf(next, k, "DINNER")];
        expect(now).toBeLessThanOrEqual(was + 0.5);
        if (was <= 350) expect(now).toBe(was);
        if (was > 350 * 1.03 && now <= 350 * 1.03) lowered++;
      });
    }
    expect(lowered).toBeGreaterThan(0);
  });
});
