/** The six meals of a day, in order, and their names (001 §5). */
export const MEAL_SLOTS = ["BREAKFAST", "MORNING_SNACK", "LUNCH", "AFTERNOON_SNACK", "DINNER", "SUPPER"] as const;
export type TMealSlot = (typeof MEAL_SLOTS)[number];
export const MEAL_SLOT_LABELS: Record<TMealSlot, string> = {
  BREAKFAST: "Café da manhã",
  MORNING_SNACK: "Lanche da manhã",
  LUNCH: "Almoço",
  AFTERNOON_SNACK: "Lanche da tarde",
  DINNER: "Jantar",
  SUPPER: "Ceia",
};
