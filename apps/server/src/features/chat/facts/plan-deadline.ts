import { KCAL_PER_KG, MAX_DEFICIT_KCAL, type TTargets } from "@nutriguia/nutrition";
import { weightGoalSaid } from "../understand/weight-goal";
import { safeFloor } from "../understand/own-targets";

/**
 * A goal with a time said anywhere in the conversation ("perder 5 kg até o casamento, faltam 3 meses"): the plan's day is
 * the energy spent less the cut that goal needs, within safe bounds (decision 186): never a cut past the engine's largest
 * (`MAX_DEFICIT_KCAL`) nor a day under the safe floor or the energy spent at rest. `reached` is false when the time is too short for a safe pace;
 * `weeksSafe` is then how long the kilos take at the largest safe cut.
 */
export type TDeadlinePlan = { kg: number; said: string; calories: number; perWeek: number; reached: boolean; weeksSafe: number };

export function deadlinePlan(folded: string, targets: TTargets | null, gender: string | null | undefined): TDeadlinePlan | null {
  const goal = weightGoalSaid(folded);
  if (!targets || !goal?.losing || goal.weeks === null || goal.said === null) return null;
  const need = (goal.kg * KCAL_PER_KG) / (goal.weeks * 7);
  // Never under the energy spent at rest: the plan's own reply warns below it, so no deadline takes the day there.
  const most = Math.max(0, Math.min(MAX_DEFICIT_KCAL, targets.maintenanceCalories - Math.max(safeFloor(gender), Math.ceil(targets.restingEnergy))));
  const cut = Math.min(need, most);
  const calories = Math.round(targets.maintenanceCalories - cut);
  return { kg: goal.kg, said: goal.said, calories, perWeek: Math.round(((cut * 7) / KCAL_PER_KG) * 10) / 10, reached: need <= most, weeksSafe: most > 0 ? Math.ceil((goal.kg * KCAL_PER_KG) / (most * 7)) : 0 };
}

/** The plan's day for a goal with a time, or null (the caller's own reading then holds). */
export function deadlineCalories(folded: string, targets: TTargets | null, gender: string | null | undefined): number | null {
  return deadlinePlan(folded, targets, gender)?.calories ?? null;
}
