import { MEAL_SLOTS, type TMealSlot } from "@nutriguia/domain";

export { MEAL_SLOT_LABELS as MEAL_NAMES } from "@nutriguia/domain";

export const DEFAULT_MEALS: readonly TMealSlot[] = MEAL_SLOTS;

/** Share of the day's energy each meal aims at (renormalised over the meals chosen). */
export const MEAL_SHARES: Record<TMealSlot, number> = {
  BREAKFAST: 0.22,
  MORNING_SNACK: 0.08,
  LUNCH: 0.32,
  AFTERNOON_SNACK: 0.1,
  DINNER: 0.22,
  SUPPER: 0.06,
};

/** The share of a whole day's energy that these meals hold (a lunch alone: 0.32). */
export function shareOfDay(meals: readonly TMealSlot[]): number {
  return meals.reduce((sum, slot) => sum + MEAL_SHARES[slot], 0);
}

export const WEEKDAYS = ["Segunda-feira", "Terça-feira", "Quarta-feira", "Quinta-feira", "Sexta-feira", "Sábado", "Domingo"];

/** The weekday of a YYYY-MM-DD date as an index of WEEKDAYS (0 = segunda-feira); 0 when none is given. */
export function weekdayIndex(date: string | undefined): number {
  if (!date) return 0;
  return (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
}
