import { and, asc, between, count, eq, gte, sql, sum } from "drizzle-orm";
import type { TTargetsOverrideRequest, TWeightPoint } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { calorieCalculations, targetOverrides, waterIntake, weightLogs } from "../../db/schema";

export type TDailyTotalsRow = { date: string; calories: number; protein: number; carbohydrates: number; fat: number; entries: number; fiber: number; sodium: number };

const nutrient = (key: "fiber" | "sodium") => sql<string | null>`sum((${calorieCalculations.additionalNutrients}->>${key})::double precision)`;

/** Confirmed totals per day in [from, to] (fibre in g and sodium in mg from the calculations' nutrients); days without entries are absent. One indexed aggregate. */
export async function dailyTotals(db: TDb, userId: string, from: string, to: string): Promise<TDailyTotalsRow[]> {
  const rows = await db
    .select({
      date: calorieCalculations.consumedOn,
      calories: sum(calorieCalculations.totalCalories),
      protein: sum(calorieCalculations.protein),
      carbohydrates: sum(calorieCalculations.carbohydrates),
      fat: sum(calorieCalculations.fat),
      entries: count(),
      fiber: nutrient("fiber"),
      sodium: nutrient("sodium"),
    })
    .from(calorieCalculations)
    .where(
      and(
        eq(calorieCalculations.userId, userId),
        between(calorieCalculations.consumedOn, from, to),
        eq(calorieCalculations.status, "CONFIRMED"),
      ),
    )
    .groupBy(calorieCalculations.consumedOn)
    .orderBy(asc(calorieCalculations.consumedOn));
  return rows.map((r) => ({
    date: r.date,
    calories: Number(r.calories ?? 0),
    protein: Number(r.protein ?? 0),
    carbohydrates: Number(r.carbohydrates ?? 0),
    fat: Number(r.fat ?? 0),
    entries: Number(r.entries),
    fiber: Number(r.fiber ?? 0),
    sodium: Number(r.sodium ?? 0),
  }));
}

/** Adds (or, with a negative amount, takes back) water atomically; never below zero. */
export async function addWater(db: TDb, userId: string, day: string, ml: number): Promise<number> {
  const [row] = await db
    .insert(waterIntake)
    .values({ userId, day, ml: Math.max(0, ml) })
    .onConflictDoUpdate({
      target: [waterIntake.userId, waterIntake.day],
      set: { ml: sql`GREATEST(${waterIntake.ml} + ${ml}, 0)`, updatedAt: new Date() },
    })
    .returning({ ml: waterIntake.ml });
  return row!.ml;
}

export async function weightsSince(db: TDb, userId: string, from: string): Promise<TWeightPoint[]> {
  return db
    .select({ date: weightLogs.day, weightKg: weightLogs.weightKg })
    .from(weightLogs)
    .where(and(eq(weightLogs.userId, userId), gte(weightLogs.day, from)))
    .orderBy(asc(weightLogs.day));
}

export async function upsertWeight(db: TDb, userId: string, day: string, weightKg: number) {
  await db
    .insert(weightLogs)
    .values({ userId, day, weightKg })
    .onConflictDoUpdate({ target: [weightLogs.userId, weightLogs.day], set: { weightKg, loggedAt: new Date() } });
}

export async function upsertOverride(db: TDb, userId: string, targets: TTargetsOverrideRequest) {
  const values = { ...targets, updatedAt: new Date() };
  await db
    .insert(targetOverrides)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: targetOverrides.userId, set: values });
}

export async function deleteOverride(db: TDb, userId: string) {
  await db.delete(targetOverrides).where(eq(targetOverrides.userId, userId));
}
