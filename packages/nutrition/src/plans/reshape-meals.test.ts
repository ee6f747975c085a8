import { describe, expect, it } from "vitest";
import { getFood } from "../foods/catalog";
import { isDisliked } from "../profile";
import { generatePlan } from "./generate-plan";
import { dropMeal, lessOfFood, putFoodInMeal } from "./reshape-meals";

const PROFILE = { age: 34, weight: 68.5, height: 165, gender: "FEMALE", activityLevel: "LIGHTLY_ACTIVE", goal: "WEIGHT_LOSS" } as const;
const within = (calories: number, target: number) => Math.abs(calories - target) / target;

describe("meals reshaped in a saved plan (decision 117)", () => {
  it("the morning snack taken out of every day: five meals a day, each day still within 5 % of its energy", () => {
    for (let seed = 1; seed <= 25; seed++) {
      const plan = generatePlan({ ...PROFILE, weight: 50 + seed * 2 }, { days: 7, seed });
      const dropped = dropMeal(plan, PROFILE, "MORNING_SNACK", plan.days.map((d) => d.day));
      for (const day of dropped.days) {
        expect(day.meals.map((m) => m.slot)).not.toContain("MORNING_SNACK");
        expect(day.meals).toHaveLength(5);
        expect(within(day.totals.calories, plan.targets.calories)).toBeLessThanOrEqual(0.05);
      }
    }
  });

  it("six meals cut to three (decision 135): supper and both snacks out, each day within 5 % of its energy", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const profile = { ...PROFILE, weight: 60 + seed };
      const plan = generatePlan(profile, { days: 7, seed, calories: 1700 + seed * 20, meals: ["BREAKFAST", "MORNING_SNACK", "LUNCH", "AFTERNOON_SNACK", "DINNER", "SUPPER"] });
      const three = (["SUPPER", "MORNING_SNACK", "AFTERNOON_SNACK"] as const).reduce((p, s) => dropMeal(p, profile, s, plan.days.map((d) => d.day)), plan);
      for (const day of three.days) {
        expect(day.meals.map((m) => m.slot)).toEqual(["BREAKFAST", "LUNCH", "DINNER"]);
        expect(within(day.totals.calories, plan.targets.calories), `seed ${seed}, ${day.label}`).toBeLessThanOrEqual(0.05);
      }
    }
  });

  it("less rice at dinner: dinner's rice at most half what it was (2 colheres at least), the day within 5 % of its energy", () => {
    const rice = (foodId: string) => isDisliked(getFood(foodId)!, ["arroz"]);
    for (let seed = 1; seed <= 25; seed++) {
      const plan = generatePlan({ ...PROFILE, weight: 50 + seed * 2 }, { days: 7, seed });
      const less = lessOfFood(plan, PROFILE, "DINNER", plan.days.map((d) => d.day), rice);
      plan.days.forEach((day, k) => {
        const before = day.meals.find((m) => m.slot === "DINNER")!.items.find((i) => rice(i.foodId));
        const after = less.days[k]!.meals.find((m) => m.slot === "DINNER")!.items.find((i) => rice(i.foodId));
        if (before && before.grams > 50) expect(after?.grams ?? 0).toBeLessThanOrEqual(Math.max(50, before.grams / 2));
        expect(within(less.days[k]!.totals.calories, plan.targets.calories)).toBeLessThanOrEqual(0.05);
      });
    }
  });
});

describe("a food put in a meal of every day", () => {
  it("egg at breakfast on all seven days, each day within 5 % of its energy, lunch and dinner untouched", () => {
    for (let seed = 1; seed <= 15; seed++) {
      const plan = generatePlan({ ...PROFILE, weight: 50 + seed * 3 }, { days: 7, seed });
      let out = plan;
      for (const day of plan.days) out = putFoodInMeal(out, PROFILE, day.day, "BREAKFAST", ["ovo"]) ?? out;
      out.days.forEach((day) => {
        const breakfast = day.meals.find((m) => m.slot === "BREAKFAST")!;
        expect(breakfast.items.some((i) => /^Ovo/.test(i.food)), breakfast.items.map((i) => i.food).join(", ")).toBe(true);
        expect(within(day.totals.calories, plan.targets.calories)).toBeLessThanOrEqual(0.05);
      });
    }
  });
});
