import { and, count, eq, lt } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import type { TCleanupTarget } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { aiMetrics, billingEvents, calorieCalculations, channelWebhookEvents, chatMessages, mealPlans } from "../../db/schema";

type TScope = { table: PgTable; where: (before: Date) => SQL | undefined };

const olderThan = (column: PgColumn) => (before: Date) => lt(column, before);
/** Messaging webhooks are recorded by the channels feature; Stripe's by billing (its exactly-once ledger). */
const channelWebhook = (provider: "whatsapp" | "telegram") => (before: Date) =>
  and(eq(channelWebhookEvents.provider, provider), lt(channelWebhookEvents.receivedAt, before));

const SCOPES: Record<TCleanupTarget, TScope> = {
  conversations: { table: chatMessages, where: olderThan(chatMessages.createdAt) },
  calories: { table: calorieCalculations, where: olderThan(calorieCalculations.calculatedAt) },
  mealplans: { table: mealPlans, where: olderThan(mealPlans.createdAt) },
  "ai-metrics": { table: aiMetrics, where: olderThan(aiMetrics.createdAt) },
  whatsapp: { table: channelWebhookEvents, where: channelWebhook("whatsapp") },
  telegram: { table: channelWebhookEvents, where: channelWebhook("telegram") },
  stripe: { table: billingEvents, where: (before) => and(eq(billingEvents.provider, "stripe"), lt(billingEvents.appliedAt, before)) },
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
