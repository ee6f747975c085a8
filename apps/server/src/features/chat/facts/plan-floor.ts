/**
 * The life-stage floors of a plan (decision 221): a breastfeeding mother or an older adult who asks for a plan to lose
 * weight gets one at a safe level, never a refusal and never under the floor of that stage. A kcal asked under the
 * floor is said back with the reason, and the plan is made at the floor.
 */
import type { TTargets } from "@nutriguia/nutrition";

/** Below about 1,800 kcal a day milk production can fall (IOM, ACOG): the floor of any plan while nursing. */
export const NURSING_FLOOR = 1800;
/** At 65 and over a deficit costs muscle and bone: no plan under these, whatever is asked. */
export const OLDER_FLOOR: Readonly<Record<"MALE" | "FEMALE" | "OTHER", number>> = { MALE: 1800, FEMALE: 1500, OTHER: 1650 };
/** The gentlest cut that still loses about 0.5 kg a week, the most compatible with nursing. */
const NURSING_CUT = 500;

/** `cut`: the plan is under what the body spends (nursing: with the milk's energy), a small cut the stage allows. */
export type TPlanFloor = { stage: "nursing" | "older"; asked: number | null; calories: number; floor: number; cut: boolean };

type TFloorInput = {
  nursing: boolean;
  older: boolean;
  gender: string | null | undefined;
  /** The day's kcal the request asked, if any. */
  asked: number | null;
  /** The profile's targets, as the engine computes them (nursing: maintenance plus the milk's 400 kcal, no deficit). */
  targets: TTargets | null;
  /** Losing weight asked in this message or said before. */
  losing: boolean;
};

/** The calories of a plan for a nursing mother or an older adult, or null when neither applies. */
export function lifeStagePlanCalories(input: TFloorInput): TPlanFloor | null {
  if (input.nursing) {
    const floor = NURSING_FLOOR;
    const need = input.targets?.calories ?? floor;
    // A gentle loss while nursing: at most 500 kcal under what she spends with the milk, never under the floor.
    const gentlest = need - NURSING_CUT;
    const calories = Math.round(input.asked !== null ? Math.max(floor, gentlest, input.asked) : Math.max(floor, input.losing ? gentlest : need));
    return { stage: "nursing", asked: input.asked, calories, floor, cut: calories < need };
  }
  if (input.older) {
    const floor = OLDER_FLOOR[input.gender === "MALE" ? "MALE" : input.gender === "FEMALE" ? "FEMALE" : "OTHER"];
    const calories = Math.round(input.asked !== null ? Math.max(floor, input.asked) : Math.max(floor, input.targets?.calories ?? floor));
    return { stage: "older", asked: input.asked, calories, floor, cut: calories < (input.targets?.maintenanceCalories ?? 0) };
  }
  return null;
}
