/**
 * The one rule for "under / on / over target" (decision 213): the home ring, the Calorias bars and the calendar all
 * read a day through it, so the same total never gets three verdicts.
 */
export type TTargetStatus = "UNDER" | "ON_TARGET" | "OVER";

/** Within ±5 % of the target is "Na meta": about one spoonful of rice either way on a 2,000 kcal day. */
export const ON_TARGET_TOLERANCE = 0.05;

export const TARGET_STATUS_LABEL: Record<TTargetStatus, string> = {
  UNDER: "Abaixo da meta",
  ON_TARGET: "Na meta",
  OVER: "Acima da meta",
};

export function targetStatus(value: number, target: number): TTargetStatus {
  if (!(target > 0)) return "ON_TARGET";
  if (value < target * (1 - ON_TARGET_TOLERANCE)) return "UNDER";
  if (value > target * (1 + ON_TARGET_TOLERANCE)) return "OVER";
  return "ON_TARGET";
}
