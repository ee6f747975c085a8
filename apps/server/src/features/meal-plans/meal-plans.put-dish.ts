import type { TMealSlot } from "@nutriguia/domain";
import { putDishInMeal, rebalanceDay, WEEKDAYS, type TFood, type TMealPlan as TEnginePlan, type TNutritionProfile } from "@nutriguia/nutrition";
import type { TDb } from "../../db/client";
import { engineProfile, requireCompleteProfile, withStated } from "../../shared/meal-plan-creation";
import * as repo from "./meal-plans.repository";

/** A dish for one meal of one weekday of a saved plan; the meal is the plan's lunch when none is named. */
export type TDishAsk = { food: TFood; weekday: number; slot: TMealSlot | null };

/** `dayCalories`: the day's energy once the dish is in; `rebalanced`: the day's other meals were portioned again to keep it near the target. */
export type TDishPlaced = { day: string; meal: string; food: string; grams: number; calories: number; dayCalories: number; rebalanced: boolean };
/** `because`: what the dish traditionally carries that the person left out ("porco" in a feijoada). */
export type TDishRefused = { food: string; day: string | null; why: "conflict" | "no-day" | "no-meal"; because?: string };
export type TPutDishes = { title: string; target: number; placed: TDishPlaced[]; refused: TDishRefused[] };

const offTarget = (plan: TEnginePlan, day: number) => Math.abs((plan.days.find((d) => d.day === day)?.totals.calories ?? plan.targets.calories) - plan.targets.calories) / plan.targets.calories;

/**
 * A dish far lighter or heavier than the items it replaced (a soup held to 600 g) leaves its day off the target: the
 * day's other meals are portioned again, the dish's meal kept, when that brings the day closer.
 */
function keepDayOnEnergy(plan: TEnginePlan, profile: TNutritionProfile, day: number, slot: TMealSlot): { plan: TEnginePlan; rebalanced: boolean } {
  if (offTarget(plan, day) <= 0.03) return { plan, rebalanced: false };
  const rebalanced = rebalanceDay(plan, profile, day, new Set([slot]));
  return offTarget(rebalanced, day) < offTarget(plan, day) ? { plan: rebalanced, rebalanced: true } : { plan, rebalanced: false };
}

/**
 * Puts each dish in its day's meal (the items it replaces set its portion, the vegetables stay), within the profile and
 * what the conversation stated, and saves the plan once. Null when the plan is gone.
 */
export async function putPlanDishes(db: TDb, userId: string, planId: string, dishes: readonly TDishAsk[], stated: TNutritionProfile | undefined): Promise<TPutDishes | null> {
  const row = await repo.findPlan(db, userId, planId);
  if (!row) return null;
  const profile = withStated(engineProfile(await requireCompleteProfile(db, userId), row.avoidFoods), stated);
  let plan: TEnginePlan = { targets: row.targets, days: row.days, seed: row.seed };
  const placed: TDishPlaced[] = [];
  const refused: TDishRefused[] = [];
  for (const ask of dishes) {
    const day = plan.days.find((d) => WEEKDAYS.indexOf(d.label) === ask.weekday);
    if (!day) {
      refused.push({ food: ask.food.name, day: null, why: "no-day" });
      continue;
    }
    const slot = ask.slot ?? (day.meals.some((m) => m.slot === "LUNCH") ? "LUNCH" : day.meals[0]?.slot);
    const outcome = slot ? putDishInMeal(plan, profile, { day: day.day, slot }, ask.food) : ({ refused: "no-meal" } as const);
    if ("refused" in outcome) {
      refused.push({ food: ask.food.name, day: day.label, why: outcome.refused === "conflict" ? "conflict" : "no-meal" });
      continue;
    }
    const kept = keepDayOnEnergy(outcome.plan, profile, day.day, slot!);
    plan = kept.plan;
    const dayCalories = plan.days.find((d) => d.day === day.day)!.totals.calories;
    const meal = plan.days.find((d) => d.day === day.day)!.meals.find((m) => m.slot === slot)!;
    const dish = meal.items.find((i) => i.foodId === ask.food.id)!;
    placed.push({ day: day.label, meal: meal.name, food: dish.food, grams: dish.grams, calories: dish.calories, dayCalories, rebalanced: kept.rebalanced });
  }
  if (placed.length > 0 && !(await repo.updateDays(db, userId, planId, plan.days))) return null;
  return { title: row.title, target: row.targets.calories, placed, refused };
}
