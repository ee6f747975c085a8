import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import {
  localDate,
  type TCalorieCalculation,
  type TGroceryList,
  type TMealPlan,
  type TMealPlanItemRef,
  type TMealPlanSwapOptions,
  type TMealPlanSwapRequest,
  type TMealPlanLogRequest,
  type TMealPlanRequest,
  type TMealPlanSummary,
} from "@nutriguia/domain";
import { buildGroceryList, swapPlanItem } from "@nutriguia/nutrition";
import { AppError } from "../../lib/app-error";
import { isUuid, round1, toCalculationContract, toCalculationItem } from "../../shared/calculation-view";
import { createMealPlan, engineProfile, requireCompleteProfile, toMealPlanContract } from "../../shared/meal-plan-creation";
import * as repo from "./meal-plans.repository";
import { swapChoices, swapTo } from "./meal-plans.swap";

const PLAN_NOT_FOUND = "Plano alimentar não encontrado.";

export function createMealPlansService(app: FastifyInstance) {
  const { db } = app;

  async function requirePlan(userId: string, id: string) {
    const row = isUuid(id) ? await repo.findPlan(db, userId, id) : null;
    if (!row) throw new AppError("NOT_FOUND", PLAN_NOT_FOUND);
    return row;
  }

  async function swapContext(userId: string, id: string, ref: TMealPlanItemRef) {
    const row = await requirePlan(userId, id);
    if (!requireMeal(row, ref.day, ref.meal).items[ref.index]) throw new AppError("NOT_FOUND", "Item não encontrado neste plano.");
    const profile = engineProfile(await requireCompleteProfile(db, userId), row.avoidFoods);
    const plan = { targets: row.targets, days: row.days, seed: row.seed };
    return { row, plan, profile, target: { day: ref.day, slot: ref.meal, itemIndex: ref.index } };
  }

  function requireMeal(row: Awaited<ReturnType<typeof requirePlan>>, day: number, slot: string) {
    const meal = row.days.find((d) => d.day === day)?.meals.find((m) => m.slot === slot);
    if (!meal) throw new AppError("NOT_FOUND", "Refeição não encontrada neste plano.");
    return meal;
  }

  return {
    create: (userId: string, request: TMealPlanRequest): Promise<TMealPlan> => createMealPlan(db, userId, request),

    async list(userId: string): Promise<TMealPlanSummary[]> {
      const rows = await repo.listPlans(db, userId);
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        dayCount: r.days.length,
        targets: { calories: r.targets.calories, protein: r.targets.protein, carbohydrates: r.targets.carbohydrates, fat: r.targets.fat },
        createdAt: r.createdAt.toISOString(),
      }));
    },

    async get(userId: string, id: string): Promise<TMealPlan> {
      return toMealPlanContract(await requirePlan(userId, id));
    },

    async remove(userId: string, id: string) {
      if (!isUuid(id) || !(await repo.deletePlan(db, userId, id))) throw new AppError("NOT_FOUND", PLAN_NOT_FOUND);
    },

    async groceryList(userId: string, id: string): Promise<TGroceryList> {
      const row = await requirePlan(userId, id);
      return { planId: row.id, groups: buildGroceryList({ targets: row.targets, days: row.days, seed: row.seed }) };
    },

    /** A few equivalent foods the item can become (same role, about the same kcal, allowed by profile and avoid list). */
    async swapOptions(userId: string, id: string, ref: TMealPlanItemRef): Promise<TMealPlanSwapOptions> {
      const { plan, profile, target } = await swapContext(userId, id, ref);
      return {
        options: swapChoices(plan, profile, target).map(({ item }) => ({
          foodId: item.foodId,
          food: item.food,
          grams: item.grams,
          measure: item.measure,
          calories: item.calories,
          protein: item.protein,
          carbohydrates: item.carbohydrates,
          fat: item.fat,
        })),
      };
    },

    /** The chosen equivalent (`foodId`, one of the options), or a random one when none is chosen. */
    async swap(userId: string, id: string, ref: TMealPlanSwapRequest): Promise<TMealPlan> {
      const { plan, profile, target } = await swapContext(userId, id, ref);
      const swapped = ref.foodId ? swapTo(plan, profile, target, ref.foodId) : swapPlanItem(plan, profile, target, randomInt(1, 2 ** 31 - 1));
      if (swapped === null) throw new AppError("VALIDATION_ERROR", "Escolha um dos alimentos sugeridos para a troca.");
      if (swapped === plan) throw new AppError("CONFLICT", "Não há outro alimento equivalente para substituir este item.");
      const updated = await repo.updateDays(db, userId, id, swapped.days);
      if (!updated) throw new AppError("NOT_FOUND", PLAN_NOT_FOUND);
      return toMealPlanContract(updated);
    },

    /** The planned meal, as planned, into the day's log in one step. */
    async logMeal(userId: string, id: string, request: TMealPlanLogRequest): Promise<TCalorieCalculation> {
      const row = await requirePlan(userId, id);
      const meal = requireMeal(row, request.day, request.meal);
      const now = new Date();
      const calc = await repo.insertCalculation(db, {
        userId,
        foodDescription: meal.items.map((i) => `${i.food} (${i.measure})`).join(", "),
        totalCalories: round1(meal.totals.calories),
        protein: round1(meal.totals.protein),
        carbohydrates: round1(meal.totals.carbohydrates),
        fat: round1(meal.totals.fat),
        additionalNutrients: { fiber: round1(meal.totals.fiber), sodium: Math.round(meal.totals.sodium) },
        positivePoints: [`${meal.name} do seu plano alimentar "${row.title}".`],
        items: meal.items.map((i) => toCalculationItem(i, "Plano alimentar")),
        source: "MEAL_PLAN",
        status: "CONFIRMED",
        meal: meal.slot,
        consumedOn: request.date ?? localDate(),
        calculatedAt: now,
        confirmedAt: now,
      });
      return toCalculationContract(calc);
    },
  };
}
