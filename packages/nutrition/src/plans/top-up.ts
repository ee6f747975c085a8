import type { TCandidate } from "./eligible-foods";
import type { TMealSlot, TRole } from "./plan-types";
import { pickWeighted } from "./random";

export type TChoice = { meal: number; role: TRole; candidate: TCandidate };

/** What a meal may gain when the day is short of energy with every portion at its bound (decision 108). */
export const EXTRA_ROLES: Record<TMealSlot, readonly TRole[]> = {
  BREAKFAST: ["fruit", "snackExtra", "snackCarb", "snackDairy"],
  MORNING_SNACK: ["snackBread", "snackExtra", "snackDairy", "fruit"],
  LUNCH: ["starch", "fruit"],
  AFTERNOON_SNACK: ["snackBread", "snackExtra", "snackDairy", "fruit"],
  DINNER: ["starch", "fruit"],
  SUPPER: ["fruit", "snackDairy", "snackExtra", "snackBread"],
};

/** On low-carbohydrate days, or when the day lacks fat, nuts, peanut butter, cheese, eggs or avocado come first. */
const FAT_EXTRA_ROLES: readonly TRole[] = ["snackExtra", "breakfastProtein", "spread"];

const MAIN_SLOTS: ReadonlySet<TMealSlot> = new Set(["BREAKFAST", "LUNCH", "DINNER"]);
/** Lunch and dinner take a potato or a fruit, never cheese or peanut butter on the plate. */
const PLATE_SLOTS: ReadonlySet<TMealSlot> = new Set(["LUNCH", "DINNER"]);

/** Items a meal may hold: 5 in a main meal and 3 in a snack, more when fewer meals carry the day (two with 3–4, one with 5). */
export function itemLimit(slot: TMealSlot, mealCount: number): number {
  return (MAIN_SLOTS.has(slot) ? 5 : 3) + Math.max(0, Math.min(2, 6 - mealCount));
}

/**
 * One more sensible item (a fruit, a bread, nuts, a potato) for the meal furthest under its share of the day,
 * among those with room; a food already in the day is not drawn again, nor a role already in the meal (but fruit). Undefined when no meal has room.
 */
export function extraChoice(
  choices: readonly TChoice[],
  grams: readonly number[],
  meals: readonly TMealSlot[],
  mealCalories: readonly number[],
  pools: Record<TRole, TCandidate[]>,
  fatFirst: boolean,
  random: () => number,
): TChoice | undefined {
  const used = new Set(choices.map((c) => c.candidate.food.id));
  const eaten = meals.map((_, meal) =>
    choices.reduce((s, c, i) => (c.meal === meal ? s + (c.candidate.food.nutrients.energy * (grams[i] as number)) / 100 : s), 0),
  );
  const order = meals.map((slot, meal) => ({ slot, meal, gap: (mealCalories[meal] as number) - (eaten[meal] as number) })).sort((a, b) => b.gap - a.gap);
  for (const { slot, meal } of order) {
    const inMeal = choices.filter((c) => c.meal === meal);
    if (inMeal.length >= itemLimit(slot, meals.length)) continue;
    const roles = new Set(inMeal.map((c) => c.role));
    const fatHere = fatFirst && !PLATE_SLOTS.has(slot);
    for (const role of fatHere ? [...FAT_EXTRA_ROLES, ...EXTRA_ROLES[slot]] : EXTRA_ROLES[slot]) {
      // A second fruit is fine; a second starch or bread at the same meal is not.
      if (roles.has(role) && role !== "fruit") continue;
      const options = pools[role].filter((c) => !used.has(c.food.id));
      const candidate = pickWeighted(random, options, (c) => c.weight * (c.preferred ? 4 : 1));
      if (candidate) return { meal, role, candidate };
    }
  }
  return undefined;
}
