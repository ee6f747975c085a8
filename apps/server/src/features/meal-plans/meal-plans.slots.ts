import type { TMealSlot } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import * as repo from "./meal-plans.repository";

/** The meals of the day a saved plan has, in the day's order; null when the plan is gone. */
export async function planMealSlots(db: TDb, userId: string, planId: string): Promise<TMealSlot[] | null> {
  const row = await repo.findPlan(db, userId, planId);
  return row ? row.meals : null;
}
