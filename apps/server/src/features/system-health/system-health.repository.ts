import { eq, max, sql } from "drizzle-orm";
import type { TDb } from "../../db/client";
import { billingEvents, channelWebhookEvents } from "../../db/schema";

/** Whether the database answers a trivial query. */
export async function pingDatabase(db: TDb): Promise<boolean> {
  return db
    .execute(sql`SELECT 1`)
    .then(() => true)
    .catch(() => false);
}

export async function databaseSizeBytes(db: TDb): Promise<number | null> {
  const result = await db.execute<{ size: string | number }>(sql`SELECT pg_database_size(current_database()) AS size`);
  const size = Number(result.rows[0]?.size);
  return Number.isFinite(size) ? size : null;
}

export type TWebhookActivity = { provider: string; lastAt: Date | null; recent: number; failed: number | null };

/** Last event and the counts since `since`: channel webhooks record failures, Stripe's ledger only what it applied. */
export async function webhookActivity(db: TDb, since: Date): Promise<TWebhookActivity[]> {
  const after = sql`${since.toISOString()}::timestamptz`;
  const channels = await db
    .select({
      provider: channelWebhookEvents.provider,
      lastAt: max(channelWebhookEvents.receivedAt),
      recent: sql<number>`count(*) filter (where ${channelWebhookEvents.receivedAt} >= ${after})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${channelWebhookEvents.receivedAt} >= ${after} and ${channelWebhookEvents.status} = 'FAILED')`.mapWith(Number),
    })
    .from(channelWebhookEvents)
    .groupBy(channelWebhookEvents.provider);
  const [stripe] = await db
    .select({
      lastAt: max(billingEvents.appliedAt),
      recent: sql<number>`count(*) filter (where ${billingEvents.appliedAt} >= ${after})`.mapWith(Number),
    })
    .from(billingEvents)
    .where(eq(billingEvents.provider, "stripe"));
  return [...channels, { provider: "stripe", lastAt: stripe?.lastAt ?? null, recent: stripe?.recent ?? 0, failed: null }];
}
