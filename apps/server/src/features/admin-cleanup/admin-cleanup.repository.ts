import { and, count, eq, lt } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import type { TCleanupTarget } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { aiMetrics, calorieCalculations, chatMessages, mealPlans, webhookEvents } from "../../db/schema";

type TScope = { table: PgTable; where: (before: Date) => SQL | undefined };

const olderThan = (column: PgColumn) => (before: Date) => lt(column, before);
const webhook = (provider: string) => (before: Date) => and(eq(webhookEvents.provider, provider), lt(webhookEvents.receivedAt, before));

const SCOPES: Record<TCleanupTarget, TScope> = {
  conversations: { table: chatMessages, where: olderThan(chatMessages.createdAt) },
  calories: { table: calorieCalculations, where: olderThan(calorieCalculations.calculatedAt) },
  mealplans: { table: mealPlans, where: olderThan(mealPlans.createdAt) },
  "ai-metrics": { table: aiMetrics, where: olderThan(aiMetrics.createdAt) },
  whatsapp: { table: webhookEvents, where: webhook("whatsapp") },
  telegram: { table: webhookEvents, where: webhook("telegram") },
  stripe: { table: webhookEvents, where: webhook("stripe") },
};

export async function countOlderThan(db: TDb, target: TCleanupTarget, before: Date): Promise<number> {
  const scope = SCOPES[target];
  const [row] = await db.select({ n: count() }).from(scope.table).where(scope.where(before));
  return Number(row?.n ?? 0);
}

export async function deleteOlderThan(db: TDb, target: TCleanupTarget, before: Date): Promise<number> {
  const scope = SCOPES[target];
  const deleted = await db.delete(scope.table).where(scope.where(before)).returning();
  return deleted.length;
}
