import { randomInt } from "node:crypto";
import type { TMealPlanRequest } from "@nutriguia/domain";
import type { TNutritionProfile } from "@nutriguia/nutrition";
import type { TDb } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { createMealPlan } from "../../shared/meal-plan-creation";
import { adjustPlan, planMealSlots, putPlanDishes, redrawPlanMeal, repeatPlanMeal, reshapePlan } from "../meal-plans";
import type { TFactSources, TPlanContext, TPlanOutcome } from "./facts/gather-facts";
import { BUDGET_AVOID } from "./facts/plan-request";

/** The allowance running out is an answer in the conversation, not a failed turn. */
async function createPlanFor(db: TDb, userId: string, request: TMealPlanRequest, context?: TPlanContext): Promise<TPlanOutcome> {
  try {
    return { kind: "created", plan: await createMealPlan(db, userId, request, context) };
  } catch (error) {
    if (error instanceof AppError && (error.code === "TRIAL_LIMIT_REACHED" || error.code === "SUBSCRIPTION_LIMIT_REACHED")) {
      return { kind: "limit", message: error.message };
    }
    throw error;
  }
}

type TPlanTools = Pick<TFactSources, "createPlan" | "putPlanDishes" | "planSlots" | "reshapePlan" | "adjustPlan" | "repeatPlanMeal" | "redrawPlanMeal">;

/** What a turn may do to this user's plans, with what the conversation stated (`stated`) read into every edit. */
export function planTools(db: TDb, userId: string, stated: TNutritionProfile | undefined): TPlanTools {
  return {
    createPlan: (request, context) => createPlanFor(db, userId, request, context),
    putPlanDishes: (planId, dishes) => putPlanDishes(db, userId, planId, dishes, stated),
    planSlots: (planId) => planMealSlots(db, userId, planId),
    reshapePlan: (planId, reshape) => reshapePlan(db, userId, planId, reshape, stated),
    adjustPlan: (planId, ask) => adjustPlan(db, userId, planId, ask, stated),
    repeatPlanMeal: (planId, repeat) => repeatPlanMeal(db, userId, planId, repeat.slot, repeat.ask, stated),
    redrawPlanMeal: (planId, edit) =>
      redrawPlanMeal(db, userId, planId, edit.slot, { days: edit.days, weekdays: edit.weekdays }, { ...edit, exclude: edit.common ? BUDGET_AVOID : [], stated }, randomInt(1, 2 ** 31 - 1)),
  };
}
