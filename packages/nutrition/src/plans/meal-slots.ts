import type { TMealSlot } from "./plan-types";

export const MEAL_NAMES: Record<TMealSlot, string> = {
  BREAKFAST: "Café da manhã",
  MORNING_SNACK: "Lanche da manhã",
  LUNCH: "Almoço",
  AFTERNOON_SNACK: "Lanche da tarde",
  DINNER: "Jantar",
  SUPPER: "Ceia",
};

export const DEFAULT_MEALS: readonly TMealSlot[] = ["BREAKFAST", "MORNING_SNACK", "LUNCH", "AFTERNOON_SNACK", "DINNER", "SUPPER"];

/** Share of the day's energy each meal aims at (renormalised over the meals chosen). */
export const MEAL_SHARES: Record<TMealSlot, number> = {
  BREAKFAST: 0.22,
  MORNING_SNACK: 0.08,
  LUNCH: 0.32,
  AFTERNOON_SNACK: 0.1,
  DINNER: 0.22,
  SUPPER: 0.06,
};

export const WEEKDAYS = ["Segunda-feira", "Terça-feira", "Quarta-feira", "Quinta-feira", "Sexta-feira", "Sábado", "Domingo"];
