import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { macroCalories, macroPercentages } from "@nutriguia/domain";
import { FOODS } from "./catalog";

/** Decision 210: what a nutrition card shows for any portion of any food of the database. */
describe("a card's macros over the food database", () => {
  const withMacros = FOODS.filter((f) => f.nutrients.protein + f.nutrients.carbohydrates + f.nutrients.fat > 0);

  it("percentages sum to 100 ± 0,1 and macro kcal never contradict the total", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: withMacros.length - 1 }), fc.integer({ min: 1, max: 1000 }), (index, grams) => {
        const n = withMacros[index]!.nutrients;
        const k = grams / 100;
        const round1 = (v: number) => Math.round(v * 10) / 10;
        const macros = { protein: round1(n.protein * k), carbohydrates: round1(n.carbohydrates * k), fat: round1(n.fat * k) };
        fc.pre(macros.protein + macros.carbohydrates + macros.fat > 0);
        const total = round1(n.energy * k);
        const pct = macroPercentages(macros);
        expect(Math.abs(pct.protein + pct.carbohydrates + pct.fat - 100)).toBeLessThanOrEqual(0.1 + 1e-9);
        const kcal = macroCalories(total, macros);
        expect(Math.abs(kcal.protein + kcal.carbohydrates + kcal.fat - total)).toBeLessThanOrEqual(0.1 + 1e-9);
        for (const value of [kcal.protein, kcal.carbohydrates, kcal.fat]) expect(value).toBeLessThanOrEqual(total + 1e-9);
      }),
      { numRuns: 2000 },
    );
  });

  it("every food at 100 g", () => {
    for (const food of withMacros) {
      const { energy, ...rest } = food.nutrients;
      const kcal = macroCalories(energy, { protein: rest.protein, carbohydrates: rest.carbohydrates, fat: rest.fat });
      expect(Math.abs(kcal.protein + kcal.carbohydrates + kcal.fat - energy), food.id).toBeLessThanOrEqual(0.1 + 1e-9);
    }
  });
});
