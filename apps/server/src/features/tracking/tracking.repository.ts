import { and, asc, count, desc, eq, getTableColumns, gte, max, sql } from "drizzle-orm";
import type { TMealSlot, TRecipeItem } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { calorieCalculations, recipes, type TCalorieCalculationRow, type TRecipeRow } from "../../db/schema";

export type TNewCalculation = typeof calorieCalculations.$inferInsert;

const owned = (userId: string, id: string) => and(eq(calorieCalculations.id, id), eq(calorieCalculations.userId, userId));
const confirmed = (userId: string) => and(eq(calorieCalculations.userId, userId), eq(calorieCalculations.status, "CONFIRMED"));

export async function findCalculation(db: TDb, userId: string, id: string): Promise<TCalorieCalculationRow | null> {
  const [row] = await db.select().from(calorieCalculations).where(owned(userId, id));
  return row ?? null;
}

export async function updateCalculation(
  db: TDb,
  userId: string,
  id: string,
  values: Partial<TNewCalculation>,
): Promise<TCalorieCalculationRow | null> {
  const [row] = await db
    .update(calorieCalculations)
    .set({ ...values, updatedAt: new Date() })
    .where(owned(userId, id))
    .returning();
  return row ?? null;
}

export async function deleteCalculation(db: TDb, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(calorieCalculations).where(owned(userId, id)).returning({ id: calorieCalculations.id });
  return rows.length > 0;
}

export async function insertCalculations(db: TDb, rows: TNewCalculation[]): Promise<TCalorieCalculationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(calorieCalculations).values(rows).returning();
}

export async function listConfirmedOn(db: TDb, userId: string, day: string, meal?: TMealSlot) {
  return db
    .select()
    .from(calorieCalculations)
    .where(
      and(
        confirmed(userId),
        eq(calorieCalculations.consumedOn, day),
        meal ? eq(calorieCalculations.meal, meal) : undefined,
      ),
    )
    .orderBy(asc(calorieCalculations.calculatedAt));
}

/** The confirmed foods logged most often since a day, with the latest calculation of each. */
export async function frequentFoods(db: TDb, userId: string, since: string, limit: number) {
  const key = sql<string>`lower(${calorieCalculations.foodDescription})`;
  const groups = await db
    .select({ key, uses: count(), latest: max(calorieCalculations.calculatedAt) })
    .from(calorieCalculations)
    .where(and(confirmed(userId), gte(calorieCalculations.consumedOn, since)))
    .groupBy(key)
    .orderBy(desc(count()), desc(max(calorieCalculations.calculatedAt)))
    .limit(limit);
  if (groups.length === 0) return [];
  const rows = await db
    .selectDistinctOn([key], { ...getTableColumns(calorieCalculations), key })
    .from(calorieCalculations)
    .where(and(confirmed(userId), gte(calorieCalculations.consumedOn, since)))
    .orderBy(key, desc(calorieCalculations.calculatedAt));
  const byKey = new Map(rows.map(({ key: k, ...row }) => [k, row]));
  return groups.flatMap((g) => {
    const row = byKey.get(g.key);
    return row ? [{ row, uses: Number(g.uses) }] : [];
  });
}


/** The newest confirmed meals since a day, at most `limit` (the partial index on user, day and time). */
export async function recentConfirmed(db: TDb, userId: string, since: string, limit: number) {
  return db
    .select({ meal: calorieCalculations.meal, consumedOn: calorieCalculations.consumedOn, items: calorieCalculations.items })
    .from(calorieCalculations)
    .where(and(confirmed(userId), gte(calorieCalculations.consumedOn, since)))
    .orderBy(desc(calorieCalculations.consumedOn), desc(calorieCalculations.calculatedAt))
    .limit(limit);
}

/** The distinct days with something confirmed since a day, newest first. */
export async function loggedDays(db: TDb, userId: string, since: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ day: calorieCalculations.consumedOn })
    .from(calorieCalculations)
    .where(and(confirmed(userId), gte(calorieCalculations.consumedOn, since)))
    .orderBy(desc(calorieCalculations.consumedOn));
  return rows.map((r) => r.day);
}

export async function listRecipes(db: TDb, userId: string, limit: number): Promise<TRecipeRow[]> {
  return db.select().from(recipes).where(eq(recipes.userId, userId)).orderBy(desc(recipes.createdAt)).limit(limit);
}

export async function countRecipes(db: TDb, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(recipes).where(eq(recipes.userId, userId));
  return Number(row?.n ?? 0);
}

export async function findRecipe(db: TDb, userId: string, id: string): Promise<TRecipeRow | null> {
  const [row] = await db.select().from(recipes).where(and(eq(recipes.id, id), eq(recipes.userId, userId)));
  return row ?? null;
}

export async function insertRecipe(db: TDb, userId: string, name: string, items: TRecipeItem[]): Promise<TRecipeRow> {
  const [row] = await db.insert(recipes).values({ userId, name, items }).returning();
  return row!;
}

export async function deleteRecipe(db: TDb, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(recipes).where(and(eq(recipes.id, id), eq(recipes.userId, userId))).returning({ id: recipes.id });
  return rows.length > 0;
}
