import { describe, expect, it } from "vitest";
import { generatePlan } from "./generate-plan";

describe("a plan for someone with gout", () => {
  it("leaves out organ meats, small oily fish, shellfish and alcohol on every day, over many seeds", () => {
    const profile = { age: 50, weight: 88, height: 175, gender: "MALE", activityLevel: "LIGHTLY_ACTIVE", goal: "WEIGHT_LOSS", healthConditions: ["GOUT"] } as const;
    for (let seed = 1; seed <= 25; seed++) {
      const foods = generatePlan(profile, { days: 7, seed }).days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => i.food.toLowerCase())));
      expect(foods.join(" | ")).not.toMatch(/sardinha|anchova|fígado|miúdo|coração|moela|camarão|marisco|cerveja|vinho/);
    }
  });
});
