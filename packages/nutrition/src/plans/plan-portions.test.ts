import { ACTIVITY_LEVELS, GENDERS, GOALS, MEAL_SLOTS, type TDietaryRestriction, type TMealSlot } from "@nutriguia/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getFood } from "../foods/catalog";
import type { TNutritionProfile } from "../profile";
import { resolveRef } from "./eligible-foods";
import { generatePlan } from "./generate-plan";
import type { TPlanItem, TRole } from "./plan-types";
import { POOLS } from "./pools";

/** The meals a day of 3 to 6 meals has, as the plan form offers them. */
const MEALS_BY_COUNT: Record<number, readonly TMealSlot[]> = {
  3: ["BREAKFAST", "LUNCH", "DINNER"],
  4: ["BREAKFAST", "LUNCH", "AFTERNOON_SNACK", "DINNER"],
  5: ["BREAKFAST", "MORNING_SNACK", "LUNCH", "AFTERNOON_SNACK", "DINNER"],
  6: MEAL_SLOTS,
};

const DIETS: readonly TDietaryRestriction[] = ["VEGETARIAN", "VEGAN", "GLUTEN_FREE", "LACTOSE_FREE"];

const profileArb = fc.record({
  gender: fc.constantFrom(...GENDERS),
  weight: fc.integer({ min: 45, max: 120 }),
  height: fc.integer({ min: 150, max: 195 }),
  age: fc.integer({ min: 18, max: 80 }),
  activityLevel: fc.constantFrom(...ACTIVITY_LEVELS),
  goal: fc.constantFrom(...GOALS),
  dietaryRestrictions: fc.subarray([...DIETS]),
});

const planArb = fc.record({
  profile: profileArb,
  meals: fc.integer({ min: 3, max: 6 }).map((n) => MEALS_BY_COUNT[n] as readonly TMealSlot[]),
  calories: fc.integer({ min: 1200, max: 3500 }),
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
});

/** Largest grams each (role, food) may take: the pool's max count of its household measure. */
function maxGrams(role: TRole, foodId: string): number {
  const entry = POOLS[role].find((e) => resolveRef(e.ref)?.id === foodId);
  const food = entry ? resolveRef(entry.ref) : undefined;
  if (!entry || !food) return Number.NaN;
  return entry.max * (entry.unit === "g" ? 1 : (food.measures[entry.unit] as number));
}

/** "2 unidades (140 g)" → 2; "meia unidade (65 g)" → 0.5; "120 g" → undefined. */
function count(item: TPlanItem): number | undefined {
  if (/^mei[ao] /.test(item.measure)) return 0.5;
  const counted = /^(\d+(?:,\d+)?) \D/.exec(item.measure);
  return counted && !/^\d+(,\d+)? g$/.test(item.measure) ? Number(counted[1]?.replace(",", ".")) : undefined;
}

/** Meat, fish and chicken: 100–150 g cooked per main meal (tofu, not a meat, goes to 200 g). */
const MEATS: ReadonlySet<string> = new Set(["carnes", "pescados"]);

const AZEITE_SPOON = resolveRef(260)?.measures["colher de sopa"] as number;

describe("porções que as pessoas comem (decisão 108)", () => {
  it("em perfis, dietas, refeições e metas variadas, todo item fica nos limites e todo dia a até 5 % da meta", () => {
    fc.assert(
      fc.property(planArb, ({ profile, meals, calories, seed }) => {
        const nutrition: TNutritionProfile = { ...profile, healthConditions: [] };
        const plan = generatePlan(nutrition, { days: 2, seed, meals, calories });
        for (const day of plan.days) {
          expect(Math.abs(day.totals.calories - plan.targets.calories) / plan.targets.calories, day.label).toBeLessThanOrEqual(0.05);
          for (const meal of day.meals) {
            const oil = meal.items.filter((i) => i.role === "oil").reduce((s, i) => s + i.grams, 0);
            expect(oil, `${meal.name}: azeite`).toBeLessThanOrEqual(AZEITE_SPOON + 1e-6);
            for (const item of meal.items) {
              const label = `${meal.name}: ${item.food} ${item.measure}`;
              expect(item.grams, label).toBeLessThanOrEqual(maxGrams(item.role, item.foodId) + 1e-6);
              const n = count(item);
              if (MEATS.has(getFood(item.foodId)?.category ?? "")) {
                expect(item.grams, label).toBeGreaterThanOrEqual(100);
                expect(item.grams, label).toBeLessThanOrEqual(150);
              }
              if (item.role === "fruit") expect([1, 2], label).toContain(n);
              if (item.role === "grain") expect(n, label).toBeLessThanOrEqual(6);
              if (/^(Pão|Tapioca)/.test(item.food) && n !== undefined) expect(Number.isInteger(n), label).toBe(true);
            }
          }
        }
      }),
      { numRuns: 120, seed: 104 },
    );
  }, 60_000);
});
