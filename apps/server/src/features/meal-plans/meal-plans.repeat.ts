import type { TMealSlot } from "@nutriguia/domain";
import { MEAL_SLOT_LABELS } from "@nutriguia/domain";
import { repeatCopies, repeatMeal, type TMealPlan as TEnginePlan, type TNutritionProfile, type TRepeatAsk } from "@nutriguia/nutrition";
import type { TDb } from "../../db/client";
import { engineProfile, requireCompleteProfile, withStated } from "../../shared/meal-plan-creation";
import * as repo from "./meal-plans.repository";

/** What a repeat did: each day that now has another day's meal, that meal's foods, and the plan's new days' energy. */
export type TRepeated = {
  title: string;
  meal: string;
  copies: { from: string; to: string; foods: string[] }[];
  /** The plan has no such meal, or no day to copy to (a weekday it does not cover). */
  missing: "meal" | "days" | null;
  /** The other meals' portions moved on some day to keep it within its energy. */
  rebalanced: string[];
};

/**
 * "repete o almoço 2 dias seguidos pra marmita": the meal of each day copied onto the next, foods and portions, the
 * plan saved. Null when the plan is gone.
 */
export async function repeatPlanMeal(db: TDb, userId: string, planId: string, slot: TMealSlot, ask: TRepeatAsk, stated: TNutritionProfile | undefined): Promise<TRepeated | null> {
  const row = await repo.findPlan(db, userId, planId);
  if (!row) return null;
  const meal = MEAL_SLOT_LABELS[slot];
  const empty = (missing: TRepeated["missing"]): TRepeated => ({ title: row.title, meal, copies: [], missing, rebalanced: [] });
  if (!row.days.some((d) => d.meals.some((m) => m.slot === slot))) return empty("meal");
  const copies = repeatCopies(row.days, ask);
  if (copies.length === 0) return empty("days");
  const profile = withStated(engineProfile(await requireCompleteProfile(db, userId), row.avoidFoods), stated);
  const plan: TEnginePlan = { targets: row.targets, days: row.days, seed: row.seed };
  const repeated = repeatMeal(plan, profile, slot, copies);
  if (!(await repo.updateDays(db, userId, planId, repeated.days))) return null;
  const label = (day: number) => row.days.find((d) => d.day === day)!.label;
  const mealOf = (days: TEnginePlan["days"], day: number) => days.find((d) => d.day === day)?.meals.find((m) => m.slot === slot);
  const rebalanced = copies.filter((c) => {
    const before = plan.days.find((d) => d.day === c.to)!;
    const after = repeated.days.find((d) => d.day === c.to)!;
    return before.meals.some((m, k) => m.slot !== slot && JSON.stringify(m.items) !== JSON.stringify(after.meals[k]?.items));
  });
  return {
    title: row.title,
    meal,
    copies: copies.map((c) => ({ from: label(c.from), to: label(c.to), foods: (mealOf(repeated.days, c.to)?.items ?? []).map((i) => `${i.food} (${i.measure})`) })),
    missing: null,
    rebalanced: rebalanced.map((c) => label(c.to)),
  };
}
