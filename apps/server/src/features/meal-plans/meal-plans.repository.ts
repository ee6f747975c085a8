import { and, desc, eq } from "drizzle-orm";
import type { TMealSlot } from "@nutriguia/domain";
import type { TPlanDay } from "@nutriguia/nutrition";
import type { TDb } from "../../db/client";
import { calorieCalculations, mealPlans, type TCalorieCalculationRow, type TMealPlanRow } from "../../db/schema";

const owned = (userId: string, id: string) => and(eq(mealPlans.id, id), eq(mealPlans.userId, userId));

export async function listPlans(db: TDb, userId: string) {
  return db
    .select({ id: mealPlans.id, title: mealPlans.title, days: mealPlans.days, targets: mealPlans.targets, createdAt: mealPlans.createdAt })
    .from(mealPlans)
    .where(eq(mealPlans.userId, userId))
    .orderBy(desc(mealPlans.createdAt));
}

export async function findPlan(db: TDb, userId: string, id: string): Promise<TMealPlanRow | null> {
  const [row] = await db.select().from(mealPlans).where(owned(userId, id));
  return row ?? null;
}

export async function deletePlan(db: TDb, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(mealPlans).where(owned(userId, id)).returning({ id: mealPlans.id });
  return rows.length > 0;
}

/** `meals`: the plan's meals of the day, when a change took one out ("tira o lanche da manhã"). */
export async function updateDays(db: TDb, userId: string, id: string, days: TPlanDay[], meals?: TMealSlot[]): Promise<TMealPlanRow | null> {
  const [row] = await db.update(mealPlans).set({ days, ...(meals ? { meals } : {}), updatedAt: new Date() }).where(owned(userId, id)).returning();
  return row ?? null;
}

export async function updateAvoidFoods(db: TDb, userId: string, id: string, avoidFoods: string[]): Promise<TMealPlanRow | null> {
  const [row] = await db.update(mealPlans).set({ avoidFoods, updatedAt: new Date() }).where(owned(userId, id)).returning();
  return row ?? null;
}

export async function insertCalculation(
  db: TDb,
  values: typeof calorieCalculations.$inferInsert,
): Promise<TCalorieCalculationRow> {
  const [row] = await db.insert(calorieCalculations).values(values).returning();
  return row!;
}
