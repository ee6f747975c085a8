import { and, count, eq, lt, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import { CLEANUP_DEFAULTS, type TCleanupTarget, type TCleanupUnit } from "@nutriguia/domain";
import type { TQ } from "../../db/transaction";
import { accessLogs, aiMetrics, billingEvents, calorieCalculations, channelWebhookEvents, chatMessages, mealPlans } from "../../db/schema";

/**
 * What the admin cleanup endpoints and the daily retention job delete: both call these, so a manual
 * cleanup and the scheduled one can never disagree on what "older than" means (docs/decisions/500, 510).
 */
export type TRetentionTarget = TCleanupTarget | "access-logs";

type TScope = { table: PgTable; where: (before: Date) => SQL | undefined };

const olderThan = (column: PgColumn) => (before: Date) => lt(column, before);
/** Messaging webhooks are recorded by the channels feature; Stripe's by billing (its exactly-once ledger). */
const channelWebhook = (provider: "whatsapp" | "telegram") => (before: Date) =>
  and(eq(channelWebhookEvents.provider, provider), lt(channelWebhookEvents.receivedAt, before));

const SCOPES: Record<TRetentionTarget, TScope> = {
  conversations: { table: chatMessages, where: olderThan(chatMessages.createdAt) },
  calories: { table: calorieCalculations, where: olderThan(calorieCalculations.calculatedAt) },
  mealplans: { table: mealPlans, where: olderThan(mealPlans.createdAt) },
  "ai-metrics": { table: aiMetrics, where: olderThan(aiMetrics.createdAt) },
  whatsapp: { table: channelWebhookEvents, where: channelWebhook("whatsapp") },
  telegram: { table: channelWebhookEvents, where: channelWebhook("telegram") },
  stripe: { table: billingEvents, where: (before) => and(eq(billingEvents.provider, "stripe"), lt(billingEvents.appliedAt, before)) },
  "access-logs": { table: accessLogs, where: olderThan(accessLogs.occurredAt) },
};

const UNIT_MS: Record<TCleanupUnit, number> = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 };

/** 001 §5/§9: an empty value falls back to the target's default (and so does its unit). */
export function thresholdFor(input: { target: TCleanupTarget; timeValue?: number; timeUnit?: TCleanupUnit }, now: number): Date {
  const fallback = CLEANUP_DEFAULTS[input.target];
  const value = input.timeValue ?? fallback.value;
  const unit = input.timeUnit ?? fallback.unit;
  return new Date(now - value * UNIT_MS[unit]);
}

/** Marco Civil da Internet art. 15: access records are kept six calendar months. */
export const ACCESS_LOG_RETENTION_MONTHS = 6;

export function accessLogThreshold(now: Date): Date {
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - ACCESS_LOG_RETENTION_MONTHS);
  return before;
}

export async function countOlderThan(db: TQ, target: TRetentionTarget, before: Date): Promise<number> {
  const scope = SCOPES[target];
  const [row] = await db.select({ n: count() }).from(scope.table).where(scope.where(before));
  return Number(row?.n ?? 0);
}

export async function deleteOlderThan(db: TQ, target: TRetentionTarget, before: Date): Promise<number> {
  const scope = SCOPES[target];
  // One constant per deleted row rather than whole rows: a first cleanup of years of chat stays small in memory.
  const deleted = await db.delete(scope.table).where(scope.where(before)).returning({ one: sql<number>`1` });
  return deleted.length;
}
