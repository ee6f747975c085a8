import { MEAL_SLOT_LABELS, type TMealSlot } from "@nutriguia/domain";
import { dropMeal, getFood, isDisliked, lessOfFood, WEEKDAYS, type TMealPlan as TEnginePlan, type TNutritionProfile } from "@nutriguia/nutrition";
import type { TDb } from "../../db/client";
import { engineProfile, requireCompleteProfile, withStated } from "../../shared/meal-plan-creation";
import * as repo from "./meal-plans.repository";

/** A meal taken out of a saved plan, or a food made smaller in it; `weekdays` (0 = segunda) empty for every day. */
export type TReshapeAsk = { kind: "drop"; slot: TMealSlot; weekdays: readonly number[] } | { kind: "less"; food: string; slot: TMealSlot | null; weekdays: readonly number[] };

/**
 * What changed: the days touched with the food's portion before and after ("less"), the plan's meals a day now, and
 * why nothing changed when nothing did.
 */
export type TReshaped = {
  title: string;
  meal: string | null;
  days: { label: string; before: string; after: string }[];
  mealsPerDay: number;
  calories: number;
  unchanged: "no-meal" | "only-meal" | "no-food" | "at-least" | null;
  /** The food's portion already at its household minimum ("2 colheres de sopa (50 g)"), when `unchanged` is "at-least". */
  smallest?: string;
};

const names = (food: string) => (foodId: string) => {
  const record = getFood(foodId);
  return record ? isDisliked(record, [food]) : false;
};

/** "tira o lanche da manhã", "menos arroz no jantar": the plan changed in place and saved, each day kept at its energy. Null when the plan is gone. */
export async function reshapePlan(db: TDb, userId: string, planId: string, ask: TReshapeAsk, stated: TNutritionProfile | undefined): Promise<TReshaped | null> {
  const row = await repo.findPlan(db, userId, planId);
  if (!row) return null;
  const days = row.days.filter((d) => ask.weekdays.length === 0 || ask.weekdays.includes(WEEKDAYS.indexOf(d.label)));
  const base = { title: row.title, meal: ask.slot ? MEAL_SLOT_LABELS[ask.slot] : null, days: [], mealsPerDay: row.meals.length, calories: row.targets.calories };
  const profile = withStated(engineProfile(await requireCompleteProfile(db, userId), row.avoidFoods), stated);
  const plan: TEnginePlan = { targets: row.targets, days: row.days, seed: row.seed };
  if (ask.kind === "drop") {
    if (!row.meals.includes(ask.slot)) return { ...base, unchanged: "no-meal" };
    if (row.meals.length < 2) return { ...base, unchanged: "only-meal" };
    const dropped = dropMeal(plan, profile, ask.slot, days.map((d) => d.day));
    const meals = ask.weekdays.length === 0 ? row.meals.filter((m) => m !== ask.slot) : undefined;
    if (!(await repo.updateDays(db, userId, planId, dropped.days, meals))) return null;
    return { ...base, days: days.map((d) => ({ label: d.label, before: "", after: "" })), mealsPerDay: meals?.length ?? row.meals.length, unchanged: null };
  }
  const matches = names(ask.food);
  const items = (p: TEnginePlan, day: number) => (p.days.find((d) => d.day === day)?.meals ?? []).filter((m) => !ask.slot || m.slot === ask.slot).flatMap((m) => m.items.filter((i) => matches(i.foodId)));
  if (!days.some((d) => items(plan, d.day).length > 0)) return { ...base, unchanged: "no-food" };
  const less = lessOfFood(plan, profile, ask.slot, days.map((d) => d.day), matches);
  const changed = days.flatMap((d) => {
    const [before, after] = [items(plan, d.day), items(less, d.day)];
    const shown = (list: typeof before) => list.map((i) => `${i.food} ${i.measure}`).join(", ");
    return before.length > 0 && shown(before) !== shown(after) ? [{ label: d.label, before: shown(before), after: shown(after) || "sem" }] : [];
  });
  if (changed.length === 0) return { ...base, unchanged: "at-least", smallest: days.flatMap((d) => items(plan, d.day))[0]?.measure ?? "" };
  if (!(await repo.updateDays(db, userId, planId, less.days))) return null;
  return { ...base, days: changed, unchanged: null };
}
