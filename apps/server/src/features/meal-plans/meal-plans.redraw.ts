import type { TMealSlot } from "@nutriguia/domain";
import { swapPlanItem, WEEKDAYS, type TMealPlan as TEnginePlan } from "@nutriguia/nutrition";
import type { TDb } from "../../db/client";
import { engineProfile, requireCompleteProfile } from "../../shared/meal-plan-creation";
import * as repo from "./meal-plans.repository";

/** What a redraw changed: the plan's new days, and each changed meal's foods before and after. */
export type TRedraw = { planId: string; title: string; changed: { day: number; label: string; before: string[]; after: string[] }[] };

/**
 * Draws a meal again on the chosen days (every item swapped for an equivalent of the same role and about the same
 * kcal, allowed by the profile, the plan's own exclusions and `avoid`), and saves the plan. Null when the plan is gone.
 */
/** Which days to redraw: by number, by weekday (0 = segunda, matched on the days' labels), or all. */
export type TRedrawDays = { days: number[] | "all"; weekdays: readonly number[] };

export async function redrawPlanMeal(db: TDb, userId: string, planId: string, slot: TMealSlot, which: TRedrawDays, avoid: readonly string[], seed: number): Promise<TRedraw | null> {
  const row = await repo.findPlan(db, userId, planId);
  if (!row) return null;
  const profile = engineProfile(await requireCompleteProfile(db, userId), [...row.avoidFoods, ...avoid]);
  let plan: TEnginePlan = { targets: row.targets, days: row.days, seed: row.seed };
  const changed: TRedraw["changed"] = [];
  for (const day of row.days) {
    const chosen = which.days === "all" || which.days.includes(day.day) || which.weekdays.includes(WEEKDAYS.indexOf(day.label));
    if (!chosen) continue;
    const meal = day.meals.find((m) => m.slot === slot);
    if (!meal) continue;
    meal.items.forEach((_, itemIndex) => {
      plan = swapPlanItem(plan, profile, { day: day.day, slot, itemIndex }, seed + day.day * 31 + itemIndex);
    });
    const after = plan.days.find((d) => d.day === day.day)?.meals.find((m) => m.slot === slot);
    changed.push({ day: day.day, label: day.label, before: meal.items.map((i) => i.food), after: (after?.items ?? []).map((i) => `${i.food} (${i.measure})`) });
  }
  if (changed.length === 0) return { planId, title: row.title, changed };
  const updated = await repo.updateDays(db, userId, planId, plan.days);
  return updated ? { planId, title: row.title, changed } : null;
}
