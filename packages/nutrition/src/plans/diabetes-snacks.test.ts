import { describe, expect, it } from "vitest";
import { generatePlan } from "./generate-plan";

const SNACKS = new Set(["MORNING_SNACK", "AFTERNOON_SNACK", "SUPPER"]);
const ALONE = new Set(["fruit", "tea"]);

describe("a plan for someone with diabetes (decision 193)", () => {
  it("never has a snack or a supper of fruit (or tea and fruit) alone, every day within 5 % of its energy, over many seeds and profiles", () => {
    const profiles = [
      { age: 34, weight: 68.5, height: 165, gender: "FEMALE", activityLevel: "LIGHTLY_ACTIVE", goal: "WEIGHT_LOSS", healthConditions: ["DIABETES"] },
      { age: 58, weight: 92, height: 172, gender: "MALE", activityLevel: "SEDENTARY", goal: "WEIGHT_MAINTENANCE", healthConditions: ["DIABETES", "HYPERTENSION"] },
    ] as const;
    const alone: string[] = [];
    for (const profile of profiles) {
      for (let seed = 1; seed <= 15; seed++) {
        const plan = generatePlan(profile, { days: 7, seed });
        for (const day of plan.days) {
          if (Math.abs(day.totals.calories - plan.targets.calories) > plan.targets.calories * 0.05) alone.push(`${seed} ${day.label}: ${day.totals.calories} kcal`);
          for (const meal of day.meals.filter((m) => SNACKS.has(m.slot))) {
            if (meal.items.every((i) => ALONE.has(i.role))) alone.push(`${seed} ${day.label} ${meal.slot}: ${meal.items.map((i) => i.food).join(", ")}`);
          }
        }
      }
    }
    expect(alone).toEqual([]);
  });
});
