import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { TCalorieCalculation, TChatHistoryMessage } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { calorieCalculations, chatMessages, type TCalorieCalculationRow, type TChatMessageRow } from "../../db/schema";

export type TNewCalculation = typeof calorieCalculations.$inferInsert;
export type TNewChatMessage = typeof chatMessages.$inferInsert;

/** Stores the turn (its calculation, then the user's message and the reply) atomically. */
export async function saveTurn(db: TDb, calculation: TNewCalculation | null, messages: (calculationId: string | null) => TNewChatMessage[]) {
  return db.transaction(async (tx) => {
    const saved = calculation ? ((await tx.insert(calorieCalculations).values(calculation).returning())[0] ?? null) : null;
    const rows = await tx.insert(chatMessages).values(messages(saved?.id ?? null)).returning();
    return { calculation: saved, messages: rows };
  });
}

export async function listMessages(db: TDb, userId: string, limit: number) {
  const recent = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.createdAt))
    .limit(limit);
  return recent.reverse();
}

export async function findCalculations(db: TDb, userId: string, ids: string[]): Promise<TCalorieCalculationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(calorieCalculations)
    .where(and(eq(calorieCalculations.userId, userId), inArray(calorieCalculations.id, ids)));
}

export async function clearMessages(db: TDb, userId: string) {
  await db.delete(chatMessages).where(eq(chatMessages.userId, userId));
}

/** Confirms or rejects; confirmedAt keeps the first confirmation so a repeat does not count again. */
export async function setCalculationStatus(db: TDb, userId: string, id: string, confirmed: boolean) {
  const [row] = await db
    .update(calorieCalculations)
    .set({
      status: confirmed ? "CONFIRMED" : "REJECTED",
      confirmedAt: confirmed ? sql`COALESCE(${calorieCalculations.confirmedAt}, now())` : null,
      updatedAt: new Date(),
    })
    .where(and(eq(calorieCalculations.id, id), eq(calorieCalculations.userId, userId)))
    .returning();
  return row ?? null;
}

export async function confirmedTotalsOn(db: TDb, userId: string, day: string) {
  const [row] = await db
    .select({
      calories: sql<number>`COALESCE(SUM(${calorieCalculations.totalCalories}), 0)`,
      protein: sql<number>`COALESCE(SUM(${calorieCalculations.protein}), 0)`,
      carbohydrates: sql<number>`COALESCE(SUM(${calorieCalculations.carbohydrates}), 0)`,
      fat: sql<number>`COALESCE(SUM(${calorieCalculations.fat}), 0)`,
      count: sql<number>`COUNT(*)`,
    })
    .from(calorieCalculations)
    .where(and(eq(calorieCalculations.userId, userId), eq(calorieCalculations.consumedOn, day), eq(calorieCalculations.status, "CONFIRMED")));
  return {
    calories: Number(row?.calories ?? 0),
    protein: Number(row?.protein ?? 0),
    carbohydrates: Number(row?.carbohydrates ?? 0),
    fat: Number(row?.fat ?? 0),
    count: Number(row?.count ?? 0),
  };
}

export async function recentTurns(db: TDb, userId: string, limit: number): Promise<Pick<TChatMessageRow, "direction" | "content">[]> {
  const rows = await db
    .select({ direction: chatMessages.direction, content: chatMessages.content, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.isErrorMessage, false)))
    .orderBy(desc(chatMessages.createdAt))
    .limit(limit);
  return rows.reverse();
}

export function toHistoryContract(row: TChatMessageRow, calculation: TCalorieCalculation | null): TChatHistoryMessage {
  return {
    id: row.id,
    content: row.content,
    direction: row.direction,
    timestamp: row.createdAt.toISOString(),
    mediaType: row.mediaType,
    mediaUrl: row.mediaType === "IMAGE" ? row.mediaUrl : null,
    audioUrl: row.mediaType === "AUDIO" ? row.mediaUrl : null,
    calculationId: row.calculationId,
    calculation,
    isErrorMessage: row.isErrorMessage,
    isNutritionRelated: row.isNutritionRelated,
    isProfileRequired: row.isProfileRequired,
    isGeneratingMealPlan: row.isGeneratingMealPlan,
    channel: row.channel,
  };
}
