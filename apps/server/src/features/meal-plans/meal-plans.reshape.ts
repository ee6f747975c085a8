import { MEAL_SLOT_LABELS, type TMealSlot } from "@nutriguia/domain";
import { dropMeal, getFood, isDisliked, lessOfFood, moreOfFood, WEEKDAYS, type TMealPlan as TEnginePlan, type TNutritionProfile, type TRole } from "@nutriguia/nutrition";
import type { TDb } from "../../db/client";
import { engineProfile, requireCompleteProfile, withStated } from "../../shared/meal-plan-creation";
import * as repo from "./meal-plans.repository";

/**
 * A meal taken out of a saved plan, or a food made smaller or larger in it; `weekdays` (0 = segunda) empty for every day.
 * `roles`: a word for a kind of food ("fruta", "salada", "carne") names the plan's items of those roles; `factor`: how
 * much larger ("dobra" is 2).
 */
export type TReshapeAsk =
  | { kind: "drop"; slot: TMealSlot; also?: readonly TMealSlot[]; weekdays: readonly number[] }
  | { kind: "less"; food: string; slot: TMealSlot | null; weekdays: readonly number[]; roles?: readonly TRole[] }
  | { kind: "more"; food: string; slot: TMealSlot | null; weekdays: readonly number[]; roles?: readonly TRole[]; factor: number };

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
  unchanged: "no-meal" | "only-meal" | "no-food" | "at-least" | "no-room" | null;
  /** Days of those asked that hold the food (in the meal asked): a larger portion may fit fewer of them. */
  withFood: number;
  /** Days the change was asked for (the plan's, or the weekdays named). */
  asked: number;
  /** The food's portion already at its household minimum ("2 colheres de sopa (50 g)"), when `unchanged` is "at-least". */
  smallest?: string;
};

const names = (food: string) => (foodId: string) => {
  const record = getFood(foodId);
  return record ? isDisliked(record, [food]) : false;
};

/**
 * "tira o lanche da manhã", "menos arroz no jantar", "aumenta o feijão no almoço": the plan changed in place and saved,
 * each day kept at its energy. Null when the plan is gone.
 */
export async function reshapePlan(db: TDb, userId: string, planId: string, ask: TReshapeAsk, stated: TNutritionProfile | undefined): Promise<TReshaped | null> {
  const row = await repo.findPlan(db, userId, planId);
  if (!row) return null;
  const days = row.days.filter((d) => ask.weekdays.length === 0 || ask.weekdays.includes(WEEKDAYS.indexOf(d.label)));
  const base = { title: row.title, meal: ask.slot ? MEAL_SLOT_LABELS[ask.slot] : null, days: [], mealsPerDay: row.meals.length, calories: row.targets.calories, withFood: 0, asked: days.length };
  const profile = withStated(engineProfile(await requireCompleteProfile(db, userId), row.avoidFoods), stated);
  const plan: TEnginePlan = { targets: row.targets, days: row.days, seed: row.seed };
  if (ask.kind === "drop") {
    // "tira o lanche da tarde e a ceia": every meal named that the plan has.
    const slots = [ask.slot, ...(ask.also ?? [])].filter((slot) => row.meals.includes(slot));
    if (slots.length === 0) return { ...base, unchanged: "no-meal" };
    if (row.meals.length - slots.length < 1) return { ...base, unchanged: "only-meal" };
    const dropped = slots.reduce((p, slot) => dropMeal(p, profile, slot, days.map((d) => d.day)), plan);
    const meals = ask.weekdays.length === 0 ? row.meals.filter((m) => !slots.includes(m)) : undefined;
    if (!(await repo.updateDays(db, userId, planId, dropped.days, meals))) return null;
    return { ...base, days: days.map((d) => ({ label: d.label, before: "", after: "" })), mealsPerDay: meals?.length ?? row.meals.length, unchanged: null };
  }
  const byRole = new Set(row.days.flatMap((d) => d.meals.filter((m) => !ask.slot || m.slot === ask.slot).flatMap((m) => m.items.filter((i) => ask.roles?.includes(i.role)).map((i) => i.foodId))));
  const named = names(ask.food);
  const matches = (foodId: string) => byRole.has(foodId) || named(foodId);
  const items = (p: TEnginePlan, day: number) => (p.days.find((d) => d.day === day)?.meals ?? []).filter((m) => !ask.slot || m.slot === ask.slot).flatMap((m) => m.items.filter((i) => matches(i.foodId)));
  const withFood = days.filter((d) => items(plan, d.day).length > 0).length;
  if (withFood === 0) return { ...base, unchanged: "no-food" };
  const less = ask.kind === "less" ? lessOfFood(plan, profile, ask.slot, days.map((d) => d.day), matches) : moreOfFood(plan, profile, ask.slot, days.map((d) => d.day), matches, ask.factor);
  const changed = days.flatMap((d) => {
    const [before, after] = [items(plan, d.day), items(less, d.day)];
    const shown = (list: typeof before) => list.map((i) => `${i.food} ${i.measure}`).join(", ");
    return before.length > 0 && shown(before) !== shown(after) ? [{ label: d.label, before: shown(before), after: shown(after) || "sem" }] : [];
  });
  if (changed.length === 0 && ask.kind === "more") return { ...base, withFood, unchanged: "no-room" };
  if (changed.length === 0) return { ...base, unchanged: "at-least", smallest: days.flatMap((d) => items(plan, d.day))[0]?.measure ?? "" };
  if (!(await repo.updateDays(db, userId, planId, less.days))) return null;
  return { ...base, days: changed, withFood, unchanged: null };
}
