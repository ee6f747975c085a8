import { MEAL_SLOT_LABELS, type TMealSlot } from "@nutriguia/domain";
import { dropMeal, lighterMeal, mealAtCalories, moreOfRoles, WEEKDAYS, type TMealPlan as TEnginePlan, type TRole } from "@nutriguia/nutrition";
import type { TNutritionProfile } from "@nutriguia/nutrition";
import type { TDb } from "../../db/client";
import type { TMealPlanRow } from "../../db/schema";
import { engineProfile, requireCompleteProfile, withStated } from "../../shared/meal-plan-creation";
import { snacksOfFruit } from "./meal-plans.fruit-snacks";
import { mealToAdd, withMealAdded } from "./meal-plans.add-meal";
import * as repo from "./meal-plans.repository";

/**
 * A change to the whole plan's shape that keeps its foods (decision 119): a meal made lighter ("o jantar tá pesado"),
 * more of a kind of food ("mais proteína no almoço", "quero mais frutas"), or fewer meals a day ("quero 5 refeições").
 */
/** `fruitSnacks`: "troca todos os lanches por fruta", those snacks made of fruit only; `mealCalories`: "o almoço com uns 500 kcal". */
export type TAdjustAsk =
  | { kind: "lighter"; slot: TMealSlot; weekdays?: number[] }
  | { kind: "richer"; slot: TMealSlot; weekdays: number[] }
  | { kind: "mealCalories"; slot: TMealSlot; calories: number; atMost: boolean }
  | { kind: "more"; what: "protein" | "fruit"; slot: TMealSlot | null } | { kind: "meals"; count: number } | { kind: "fruitSnacks"; slots: TMealSlot[] }
  | { kind: "addMeal"; slot: TMealSlot | null };

/** What changed; `unchanged` says why nothing did (no such meal, more meals than the plan has, nothing to raise). */
export type TAdjusted = {
  title: string;
  meal: string | null;
  calories: number;
  /** Each changed day with the meal's (or the day's) foods after the change. */
  days: { label: string; foods: string[] }[];
  mealsPerDay: number;
  dayCount: number;
  dropped: string[];
  /** The meal's energy on an average day, before and after ("o jantar passou de 430 para 360 kcal"). */
  mealCalories?: { before: number; after: number };
  unchanged: "no-meal" | "more-meals" | "nothing" | null;
};

/** Beans count as the plate's protein too: a lunch whose meat is at its largest portion gets more beans. */
const ROLES: Readonly<Record<"protein" | "fruit", readonly TRole[]>> = { protein: ["mainProtein", "legume", "breakfastProtein", "snackDairy"], fruit: ["fruit"] };
/** The meals of a day kept for each count, the snacks and supper left out first (as a plan asked with that count). */
const DROP_ORDER: readonly TMealSlot[] = ["SUPPER", "MORNING_SNACK", "AFTERNOON_SNACK"];
/** "janta mais caprichada no fim de semana": that meal a third bigger on those days, the day's other meals smaller for it. */
const RICHER = 1.35;

/** Each chosen day's meal set at `RICHER` times its energy, the day solved again on its own energy. */
function richerMeal(plan: TEnginePlan, profile: TNutritionProfile, slot: TMealSlot, days: readonly number[]): TEnginePlan {
  return days.reduce((out, day) => {
    const kcal = out.days.find((d) => d.day === day)?.meals.find((m) => m.slot === slot)?.totals.calories ?? 0;
    return kcal > 0 ? mealAtCalories(out, profile, slot, kcal * RICHER, [day]) : out;
  }, plan);
}

const signature = (plan: TEnginePlan, day: number, slot: TMealSlot | null) =>
  (plan.days.find((d) => d.day === day)?.meals ?? []).filter((m) => !slot || m.slot === slot).flatMap((m) => m.items.map((i) => `${i.food} (${i.measure})`));

/** A meal added to every day ("coloca uma ceia"), or, when the plan has it, that meal's foods on each day with `unchanged` "nothing". */
async function addMeal(db: TDb, userId: string, row: TMealPlanRow, base: TAdjusted, slot: TMealSlot | null, stated: TNutritionProfile | undefined): Promise<TAdjusted | null> {
  if (!slot) return { ...base, unchanged: "nothing" };
  const foodsOf = (days: TEnginePlan["days"]) => days.map((d) => ({ label: d.label, foods: signature({ targets: row.targets, days, seed: row.seed }, d.day, slot) }));
  if (row.meals.includes(slot)) return { ...base, days: foodsOf(row.days), unchanged: "nothing" };
  const profile = withStated(engineProfile(await requireCompleteProfile(db, userId), row.avoidFoods), stated);
  const added = withMealAdded({ targets: row.targets, days: row.days, seed: row.seed }, profile, slot, row.meals);
  if (!(await repo.updateDays(db, userId, row.id, added.plan.days, added.meals))) return null;
  return { ...base, mealsPerDay: added.meals.length, days: foodsOf(added.plan.days) };
}

/** The plan changed in place and saved, each day solved again to keep its energy. Null when the plan is gone. */
export async function adjustPlan(db: TDb, userId: string, planId: string, ask: TAdjustAsk, stated: TNutritionProfile | undefined): Promise<TAdjusted | null> {
  const row = await repo.findPlan(db, userId, planId);
  if (!row) return null;
  // "mais uma refeição": the meal named, else the first snack the plan lacks.
  const slot = ask.kind === "meals" || ask.kind === "fruitSnacks" ? null : ask.kind === "addMeal" ? mealToAdd(ask.slot, row.meals) : ask.slot;
  const base: TAdjusted = { title: row.title, meal: slot ? MEAL_SLOT_LABELS[slot] : null, calories: row.targets.calories, days: [], mealsPerDay: row.meals.length, dayCount: row.days.length, dropped: [], unchanged: null };
  if (ask.kind === "addMeal") return addMeal(db, userId, row, base, slot, stated);
  if (slot && !row.meals.includes(slot)) return { ...base, unchanged: "no-meal" };
  if (ask.kind === "fruitSnacks" && !ask.slots.some((s) => row.meals.includes(s))) return { ...base, unchanged: "no-meal" };
  const profile = withStated(engineProfile(await requireCompleteProfile(db, userId), row.avoidFoods), stated);
  const plan: TEnginePlan = { targets: row.targets, days: row.days, seed: row.seed };
  const dayNumbers = row.days.map((d) => d.day);
  // "na sexta quero um almoço mais leve": the days named, every day when none is.
  const chosen = (ask.kind === "lighter" || ask.kind === "richer") && ask.weekdays?.length ? row.days.filter((d) => ask.weekdays!.includes(WEEKDAYS.indexOf(d.label))).map((d) => d.day) : dayNumbers;
  let next: TEnginePlan;
  let meals = row.meals;
  if (ask.kind === "meals") {
    if (ask.count >= row.meals.length) return { ...base, unchanged: ask.count > row.meals.length ? "more-meals" : "nothing" };
    const dropped = DROP_ORDER.filter((s) => row.meals.includes(s)).slice(0, row.meals.length - ask.count);
    next = dropped.reduce((p, s) => dropMeal(p, profile, s, dayNumbers), plan);
    meals = row.meals.filter((m) => !dropped.includes(m));
    if (!(await repo.updateDays(db, userId, planId, next.days, meals))) return null;
    return { ...base, mealsPerDay: meals.length, dropped: dropped.map((s) => MEAL_SLOT_LABELS[s]), days: row.days.map((d) => ({ label: d.label, foods: [] })) };
  }
  next =
    ask.kind === "fruitSnacks"
      ? snacksOfFruit(plan, profile, ask.slots)
      : ask.kind === "lighter"
        ? lighterMeal(plan, profile, ask.slot, chosen)
        : ask.kind === "richer"
        ? richerMeal(plan, profile, ask.slot, chosen)
        : ask.kind === "mealCalories"
          ? mealAtCalories(plan, profile, ask.slot, ask.calories, dayNumbers, ask.atMost)
          : moreOfRoles(plan, profile, ask.slot, ROLES[ask.what], dayNumbers, ask.what === "fruit");
  const shownSlot = ask.kind === "more" && ask.what === "fruit" ? null : slot;
  if (ask.kind === "fruitSnacks") {
    const changedSnacks = row.days.filter((d) => ask.slots.some((s) => signature(plan, d.day, s).join() !== signature(next, d.day, s).join()));
    if (changedSnacks.length === 0) return { ...base, unchanged: "nothing" };
    if (!(await repo.updateDays(db, userId, planId, next.days))) return null;
    const snacks = (day: number) => ask.slots.filter((s) => row.meals.includes(s)).map((s) => `${MEAL_SLOT_LABELS[s].toLowerCase()}: ${signature(next, day, s).join(", ")}`);
    return { ...base, days: changedSnacks.map((d) => ({ label: d.label, foods: snacks(d.day) })) };
  }
  const changed = row.days.filter((d) => signature(plan, d.day, null).join() !== signature(next, d.day, null).join());
  if (changed.length === 0) return { ...base, unchanged: "nothing" };
  if (!(await repo.updateDays(db, userId, planId, next.days))) return null;
  const fruitsOf = (day: number) => signature(next, day, null).filter((f) => (next.days.find((d) => d.day === day)?.meals ?? []).some((m) => m.items.some((i) => i.role === "fruit" && f.startsWith(i.food))));
  const average = (p: TEnginePlan) => Math.round(p.days.filter((d) => chosen.includes(d.day)).reduce((sum, d) => sum + (d.meals.find((m) => m.slot === slot)?.totals.calories ?? 0), 0) / chosen.length);
  const mealCalories = slot ? { mealCalories: { before: average(plan), after: average(next) } } : {};
  return { ...base, ...mealCalories, days: changed.map((d) => ({ label: d.label, foods: ask.kind === "more" && ask.what === "fruit" ? fruitsOf(d.day) : signature(next, d.day, shownSlot) })) };
}
