import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyze, FOODS, type TFood } from "@nutriguia/nutrition";
import { recompute } from "./tracking.items";

/** Foods the engine reads back from "<grams> g de <name>" (most of the database), so a card can be retyped as text. */
const READABLE: readonly TFood[] = FOODS.filter((_, index) => index % 7 === 0).filter((food) => {
  const [item] = analyze(`123,4 g de ${food.name.toLowerCase()}`).items;
  return item?.foodId === food.id && item.grams === 123.4;
});

const portion = fc.record({
  food: fc.constantFrom(...READABLE),
  grams: fc.integer({ min: 10, max: 5000 }).map((tenths) => tenths / 10),
});

describe("kcal of an edited card", () => {
  it("are the numbers a fresh analysis of the same foods and grams shows", () => {
    fc.assert(
      fc.property(fc.array(portion, { minLength: 1, maxLength: 6 }), (portions) => {
        const text = portions.map((p) => `${String(p.grams).replace(".", ",")} g de ${p.food.name.toLowerCase()}`).join("\n");
        const fresh = analyze(text);
        fc.pre(fresh.items.length === portions.length && fresh.items.every((item, i) => item.foodId === portions[i]!.food.id));
        const card = recompute(portions.map((p) => ({ foodId: p.food.id, grams: p.grams })));
        expect(card.items.map((i) => [i.foodId, i.grams, i.calories, i.protein, i.carbohydrates, i.fat])).toEqual(
          fresh.items.map((i) => [i.foodId, i.grams, i.calories, i.protein, i.carbohydrates, i.fat]),
        );
        expect([card.totalCalories, card.protein, card.carbohydrates, card.fat]).toEqual([
          fresh.totals.calories,
          fresh.totals.protein,
          fresh.totals.carbohydrates,
          fresh.totals.fat,
        ]);
        expect(card.additionalNutrients).toEqual(fresh.additionalNutrients);
      }),
      { numRuns: 300 },
    );
  });
});
