import type { TMealSlot } from "@nutriguia/domain";
import { putDishInMeal, WEEKDAYS, type TFood, type TMealPlan as TEnginePlan, type TNutritionProfile } from "@nutriguia/nutrition";
import type { TDb } from "../../db/client";
import { engineProfile, requireCompleteProfile, withStated } from "../../shared/meal-plan-creation";
import * as repo from "./meal-plans.repository";

/** A dish for one meal of one weekday of a saved plan; the meal is the plan's lunch when none is named. */
export type TDishAsk = { food: TFood; weekday: number; slot: TMealSlot | null };

export type TDishPlaced = { day: string; meal: string; food: string; grams: number; calories: number };
/** `because`: what the dish traditionally carries that the person left out ("porco" in a feijoada). */
export type TDishRefused = { food: string; day: string | null; why: "conflict" | "no-day" | "no-meal"; because?: string };
export type TPutDishes = { title: string; placed: TDishPlaced[]; refused: TDishRefused[] };

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
    plan = outcome.plan;
    const meal = plan.days.find((d) => d.day === day.day)!.meals.find((m) => m.slot === slot)!;
    const dish = meal.items.find((i) => i.foodId === ask.food.id)!;
    placed.push({ day: day.label, meal: meal.name, food: dish.food, grams: dish.grams, calories: dish.calories });
  }
  if (placed.length > 0 && !(await repo.updateDays(db, userId, planId, plan.days))) return null;
  return { title: row.title, placed, refused };
}
