import { eq, lt, sql, type SQL } from "drizzle-orm";
import type { TDb } from "../../db/client";
import { visitorEvents, visitorRollupDays, visitorSalts } from "../../db/schema";

export type TNewVisitorEvent = typeof visitorEvents.$inferInsert;

/** The day's salt: the first caller's candidate wins, concurrent callers (other instances) read the same row. */
export async function ensureSalt(db: TDb, day: string, candidate: string): Promise<string> {
  await db.insert(visitorSalts).values({ day, salt: candidate }).onConflictDoNothing();
  const [row] = await db.select({ salt: visitorSalts.salt }).from(visitorSalts).where(eq(visitorSalts.day, day));
  if (!row) throw new Error(`visitor salt of ${day} vanished`);
  return row.salt;
}

export async function insertVisitorEvent(db: TDb, event: TNewVisitorEvent): Promise<void> {
  await db.insert(visitorEvents).values(event);
}

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
const utcDay = (column: SQL) => sql`(${column} AT TIME ZONE 'UTC')::date`;

/**
 * One row per hour and dimension (path, referrer host, device, country, UTM source) from the raw events in
 * [start, end): page views in their own hour; a visitor in the row of its first page view of the UTC day, and of
 * its first view of each page; a visit (events of one visitor with gaps under 30 minutes, opened by a page view)
 * with its bounce and summed engagement in the row of its first page view. Engagement with no earlier page view
 * that day counts nowhere.
 */
function eventFacts(start: Date, end: Date, onlyDaysNotRolledUp: boolean): SQL {
  const occurredDay = utcDay(sql`occurred_at`);
  return sql`
    WITH ev AS (
      SELECT id, occurred_at, visitor, kind, path, referrer_host, device, country, utm_source, engaged_ms, ${occurredDay} AS day
      FROM visitor_events
      WHERE occurred_at >= ${at(start)} AND occurred_at < ${at(end)}
      ${onlyDaysNotRolledUp ? sql`AND ${occurredDay} NOT IN (SELECT day FROM visitor_rollup_days)` : sql``}
    ),
    marked AS (
      SELECT ev.*,
        lag(occurred_at) OVER (PARTITION BY visitor, day ORDER BY occurred_at, id) AS previous_at,
        row_number() OVER (PARTITION BY visitor, day, kind ORDER BY occurred_at, id) AS nth_of_kind,
        row_number() OVER (PARTITION BY visitor, day, kind, path ORDER BY occurred_at, id) AS nth_on_path
      FROM ev
    ),
    flagged AS (
      SELECT marked.*, (kind = 'pageview' AND (nth_of_kind = 1 OR occurred_at - previous_at >= interval '30 minutes')) AS starts_visit
      FROM marked
    ),
    numbered AS (
      SELECT flagged.*,
        sum(CASE WHEN starts_visit THEN 1 ELSE 0 END) OVER (PARTITION BY visitor, day ORDER BY occurred_at, id ROWS UNBOUNDED PRECEDING) AS visit_no
      FROM flagged
    ),
    visits AS (
      SELECT visitor, day, visit_no, count(*) FILTER (WHERE kind = 'pageview') AS pageviews, sum(engaged_ms) AS duration_ms
      FROM numbered WHERE visit_no > 0
      GROUP BY visitor, day, visit_no
    )
    SELECT date_trunc('hour', n.occurred_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS hour,
      n.path, n.referrer_host, n.device, n.country, n.utm_source,
      count(*)::int AS pageviews,
      (count(*) FILTER (WHERE n.nth_of_kind = 1))::int AS visitors,
      (count(*) FILTER (WHERE n.nth_on_path = 1))::int AS page_visitors,
      (count(*) FILTER (WHERE n.starts_visit))::int AS visits,
      (count(*) FILTER (WHERE n.starts_visit AND v.pageviews = 1))::int AS bounces,
      (coalesce(sum(v.duration_ms) FILTER (WHERE n.starts_visit), 0))::bigint AS duration_ms
    FROM numbered n
    JOIN visits v ON v.visitor = n.visitor AND v.day = n.day AND v.visit_no = n.visit_no
    WHERE n.kind = 'pageview'
    GROUP BY 1, 2, 3, 4, 5, 6`;
}

/** UTC days before `before` that have raw events and no rollup yet, oldest first. */
export async function daysAwaitingRollup(db: TDb, before: Date): Promise<string[]> {
  const result = await db.execute<{ day: string }>(sql`
    SELECT DISTINCT to_char(${utcDay(sql`occurred_at`)}, 'YYYY-MM-DD') AS day FROM visitor_events
    WHERE occurred_at < ${at(before)}
      AND ${utcDay(sql`occurred_at`)} NOT IN (SELECT day FROM visitor_rollup_days)
    ORDER BY day`);
  return result.rows.map((r) => r.day);
}

/**
 * Writes the hourly rows of one whole UTC day, once: the day's marker row is taken first, so a second run (or
 * another instance at the same time) finds it and writes nothing. Returns the rows written, or null if already done.
 */
export async function rollUpDay(db: TDb, day: string): Promise<number | null> {
  const start = new Date(`${day}T00:00:00Z`);
  const end = new Date(start.getTime() + 86_400_000);
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(visitorRollupDays).values({ day }).onConflictDoNothing().returning({ day: visitorRollupDays.day });
    if (claimed.length === 0) return null;
    const inserted = await tx.execute<{ n: number }>(sql`
      WITH written AS (
        INSERT INTO visitor_hourly (hour, path, referrer_host, device, country, utm_source, pageviews, visitors, page_visitors, visits, bounces, duration_ms)
        ${eventFacts(start, end, false)}
        RETURNING 1
      )
      SELECT count(*)::int AS n FROM written`);
    return Number(inserted.rows[0]?.n ?? 0);
  });
}

export async function deleteEventsBefore(db: TDb, cutoff: Date): Promise<number> {
  const deleted = await db.delete(visitorEvents).where(lt(visitorEvents.occurredAt, cutoff)).returning({ id: visitorEvents.id });
  return deleted.length;
}

export async function deleteSaltsBefore(db: TDb, day: string): Promise<number> {
  const deleted = await db.delete(visitorSalts).where(lt(visitorSalts.day, day)).returning({ day: visitorSalts.day });
  return deleted.length;
}

export type TSummaryDimension = "total" | "day" | "path" | "referrer" | "device" | "country" | "utm";
export type TSummaryGroup = {
  dimension: TSummaryDimension;
  value: string | null;
  pageviews: number;
  visitors: number;
  pageVisitors: number;
  visits: number;
  bounces: number;
  durationMs: number;
};

/**
 * Totals and one group per day, page, referrer host, device, country and UTM source over [start, end), in one
 * statement: rolled-up days from visitor_hourly, the others (today, or days the job has not reached) from raw rows.
 */
export async function loadSummaryGroups(db: TDb, start: Date, end: Date): Promise<TSummaryGroup[]> {
  const result = await db.execute<Record<string, string | number | null>>(sql`
    WITH facts AS (
      SELECT hour, path, referrer_host, device, country, utm_source, pageviews, visitors, page_visitors, visits, bounces, duration_ms
      FROM visitor_hourly WHERE hour >= ${at(start)} AND hour < ${at(end)}
      UNION ALL
      SELECT * FROM (${eventFacts(start, end, true)}) live
    ),
    dated AS (SELECT facts.*, to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM facts)
    SELECT
      CASE
        WHEN GROUPING(day) = 0 THEN 'day'
        WHEN GROUPING(path) = 0 THEN 'path'
        WHEN GROUPING(referrer_host) = 0 THEN 'referrer'
        WHEN GROUPING(device) = 0 THEN 'device'
        WHEN GROUPING(country) = 0 THEN 'country'
        WHEN GROUPING(utm_source) = 0 THEN 'utm'
        ELSE 'total'
      END AS dimension,
      coalesce(day, path, referrer_host, device, country, utm_source) AS value,
      coalesce(sum(pageviews), 0)::int AS pageviews,
      coalesce(sum(visitors), 0)::int AS visitors,
      coalesce(sum(page_visitors), 0)::int AS page_visitors,
      coalesce(sum(visits), 0)::int AS visits,
      coalesce(sum(bounces), 0)::int AS bounces,
      coalesce(sum(duration_ms), 0)::bigint AS duration_ms
    FROM dated
    GROUP BY GROUPING SETS ((), (day), (path), (referrer_host), (device), (country), (utm_source))`);
  return result.rows.map((r) => ({
    dimension: r.dimension as TSummaryDimension,
    value: r.value === null ? null : String(r.value),
    pageviews: Number(r.pageviews),
    visitors: Number(r.visitors),
    pageVisitors: Number(r.page_visitors),
    visits: Number(r.visits),
    bounces: Number(r.bounces),
    durationMs: Number(r.duration_ms),
  }));
}
