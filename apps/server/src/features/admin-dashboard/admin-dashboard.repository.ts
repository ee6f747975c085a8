import { and, count, eq, gte, inArray, isNotNull, lt, not, sql } from "drizzle-orm";
import type { TDb } from "../../db/client";
import { adminStatsSnapshots, chatMessages, rowCounts, users } from "../../db/schema";

const isAdmin = sql`'ADMIN' = ANY(${users.roles})`;
const notAdmin = not(isAdmin);
const SNAPSHOT_ID = 1;

/** Users other than admins: the trigger-kept count less the admins (a partial index); no scan of the users. */
export async function countUsers(db: TDb): Promise<number> {
  const [[all], [admins]] = await Promise.all([
    db.select({ n: rowCounts.n }).from(rowCounts).where(eq(rowCounts.name, "users")),
    db.select({ n: count() }).from(users).where(isAdmin),
  ]);
  return Number(all?.n ?? 0) - Number(admins?.n ?? 0);
}

/**
 * Activated accounts that signed in or wrote to the assistant since `since`. Scans: the admin-stats job's. A semi-join
 * on the union of both sets: `id IN (messages) OR …` ran as a subplan per user once the messages outgrew work_mem.
 */
export async function countActiveUsers(db: TDb, since: Date): Promise<number> {
  const active = db
    .select({ id: users.id })
    .from(users)
    .where(gte(users.lastLoginAt, since))
    .union(
      db
        .select({ id: chatMessages.userId })
        .from(chatMessages)
        .where(and(eq(chatMessages.direction, "INCOMING"), gte(chatMessages.createdAt, since))),
    );
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(notAdmin, isNotNull(users.activatedAt), inArray(users.id, active)));
  return Number(row?.n ?? 0);
}

/** User messages written before `until`. Scans: the admin-stats job's. */
export async function countUserMessages(db: TDb, until: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.direction, "INCOMING"), lt(chatMessages.createdAt, until)));
  return Number(row?.n ?? 0);
}

export type TDayCounts = Record<string, { users: number; messages: number }>;

/**
 * New accounts and user messages per UTC day in [since, until), through the indexes on users.created_at and on the
 * user messages' created_at: a request asks only for what was written after the snapshot.
 */
export async function dailyCounts(db: TDb, since: Date, until?: Date): Promise<TDayCounts> {
  const day = (column: unknown) => sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const [signups, messages] = await Promise.all([
    db
      .select({ day: day(users.createdAt), n: count() })
      .from(users)
      .where(and(notAdmin, gte(users.createdAt, since), until ? lt(users.createdAt, until) : undefined))
      .groupBy(day(users.createdAt)),
    db
      .select({ day: day(chatMessages.createdAt), n: count() })
      .from(chatMessages)
      .where(and(eq(chatMessages.direction, "INCOMING"), gte(chatMessages.createdAt, since), until ? lt(chatMessages.createdAt, until) : undefined))
      .groupBy(day(chatMessages.createdAt)),
  ]);
  const days: TDayCounts = {};
  const at = (d: string) => (days[d] ??= { users: 0, messages: 0 });
  for (const r of signups) at(r.day).users = Number(r.n);
  for (const r of messages) at(r.day).messages = Number(r.n);
  return days;
}

export async function readSnapshot(db: TDb): Promise<{ computedAt: Date; stats: unknown } | null> {
  const [row] = await db.select().from(adminStatsSnapshots).where(eq(adminStatsSnapshots.id, SNAPSHOT_ID));
  return row ?? null;
}

export async function saveSnapshot(db: TDb, computedAt: Date, stats: unknown) {
  await db
    .insert(adminStatsSnapshots)
    .values({ id: SNAPSHOT_ID, computedAt, stats })
    .onConflictDoUpdate({ target: adminStatsSnapshots.id, set: { computedAt, stats }, setWhere: lt(adminStatsSnapshots.computedAt, computedAt) });
}
