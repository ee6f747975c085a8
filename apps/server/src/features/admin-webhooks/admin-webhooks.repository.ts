import { sql, type SQL } from "drizzle-orm";
import type { TWebhookEventsQuery, TWebhookProvider, TWebhookStatus } from "@nutriguia/domain";
import type { TDb } from "../../db/client";

/**
 * Both ledgers as one list: channel events carry their own status; a Stripe row exists only once its
 * effects were applied, so it reads as processed. Local test checkouts are not webhooks and stay out.
 */
const EVENTS = sql`(
  SELECT provider, event_id, type, status, error, received_at, processed_at FROM channel_webhook_events
  UNION ALL
  SELECT provider, event_id, type, 'PROCESSED', NULL, applied_at, applied_at FROM billing_events WHERE provider = 'stripe'
) AS e`;

type TRawEvent = {
  provider: TWebhookProvider;
  event_id: string;
  type: string;
  status: TWebhookStatus;
  error: string | null;
  received_at: Date | string;
  processed_at: Date | string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(q: TWebhookEventsQuery): SQL {
  const conditions: SQL[] = [sql`TRUE`];
  if (q.provider) conditions.push(sql`e.provider = ${q.provider}`);
  if (q.status) conditions.push(sql`e.status = ${q.status}`);
  if (q.filter) {
    const pattern = `%${escapeLike(q.filter)}%`;
    conditions.push(sql`(e.type ILIKE ${pattern} OR e.event_id ILIKE ${pattern})`);
  }
  return sql.join(conditions, sql` AND `);
}

export async function listEvents(db: TDb, q: TWebhookEventsQuery) {
  const where = whereOf(q);
  const direction = q.sort === "receivedAt,asc" ? sql`ASC` : sql`DESC`;
  const rows = await db.execute<TRawEvent>(
    sql`SELECT * FROM ${EVENTS} WHERE ${where} ORDER BY e.received_at ${direction}, e.provider, e.event_id LIMIT ${q.size} OFFSET ${q.page * q.size}`,
  );
  const total = await db.execute<{ n: number | string }>(sql`SELECT count(*) AS n FROM ${EVENTS} WHERE ${where}`);
  return {
    rows: rows.rows.map((r) => ({
      provider: r.provider,
      eventId: r.event_id,
      type: r.type,
      status: r.status,
      error: r.error,
      receivedAt: iso(r.received_at),
      processedAt: r.processed_at === null ? null : iso(r.processed_at),
    })),
    total: Number(total.rows[0]?.n ?? 0),
  };
}

/** Per provider: events received since `since`, how many failed, and the latest arrival. */
export async function countSince(db: TDb, since: Date) {
  const rows = await db.execute<{ provider: TWebhookProvider; total: number | string; failed: number | string; last: Date | string | null }>(
    sql`SELECT e.provider, count(*) AS total, count(*) FILTER (WHERE e.status = 'FAILED') AS failed, max(e.received_at) AS last
        FROM ${EVENTS} WHERE e.received_at >= ${since.toISOString()} GROUP BY e.provider`,
  );
  return rows.rows.map((r) => ({ provider: r.provider, total: Number(r.total), failed: Number(r.failed), lastReceivedAt: r.last === null ? null : iso(r.last) }));
}
