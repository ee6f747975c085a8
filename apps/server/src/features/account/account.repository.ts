import { and, eq, gte, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { TNutritionalProfileUpdate } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import type { TQ } from "../../db/transaction";
import { nutritionalProfiles, users, type TUserRow } from "../../db/schema";
import { forgetSession } from "../../shared/session-cache";

export async function findUser(db: TDb, userId: string): Promise<TUserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

export async function updateUser(db: TDb, userId: string, values: Partial<TUserRow>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function revokeAndSetPassword(db: TDb, userId: string, passwordHash: string): Promise<TUserRow> {
  const [user] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  forgetSession(db, userId);
  if (!user) throw new Error("user vanished during password change");
  return user;
}

export async function upsertProfile(db: TDb, userId: string, update: TNutritionalProfileUpdate) {
  const values = { ...update, updatedAt: new Date() };
  await db
    .insert(nutritionalProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: nutritionalProfiles.userId, set: values });
}

/** One statement: the user and, through ON DELETE CASCADE, every row of theirs. */
export async function deleteUser(db: TDb, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
  forgetSession(db, userId);
}

/** Never exported: hashes and the session counter. */
const SECRET_COLUMNS = ["password_hash", "code_hash", "token_version"];

/**
 * Every row of every table that has a user_id column, for the LGPD export, secrets left out: one statement that
 * PostgreSQL answers as a JSON object of table name to rows, each table read through its user_id index, so a year of
 * data costs two round trips and no row decoding here (docs/decisions/023).
 */
export async function exportUserRowsJson(db: TDb, userId: string): Promise<string> {
  const tables = await db.execute<{ table_name: string; columns: string[] }>(sql`
    SELECT c.relname::text AS table_name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
    FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' AND c.relname <> 'auth_codes'
      AND a.attnum > 0 AND NOT a.attisdropped AND a.attname::text <> ALL (${sql.raw(`ARRAY['${SECRET_COLUMNS.join("','")}']`)})
      AND EXISTS (SELECT 1 FROM pg_attribute u WHERE u.attrelid = c.oid AND u.attname = 'user_id' AND NOT u.attisdropped)
    GROUP BY c.relname ORDER BY c.relname`);
  const perTable = tables.rows.map(({ table_name, columns }) => {
    const own = sql`SELECT ${sql.join(columns.map((c) => sql.identifier(c)), sql`, `)} FROM ${sql.identifier(table_name)} WHERE user_id = ${userId}`;
    return sql`SELECT ${table_name}::text AS name, (SELECT coalesce(json_agg(r), '[]'::json) FROM (${own}) AS r) AS rows`;
  });
  const result = await db.execute<{ records: string | null }>(
    sql`SELECT json_object_agg(name, rows ORDER BY name)::text AS records FROM (${sql.join(perTable, sql` UNION ALL `)}) AS tables`,
  );
  return result.rows[0]?.records ?? "{}";
}

export type TInactivityCutoffs = { deleteBefore: Date; noticeBefore: Date; noticedBefore: Date };
export type TInactiveUser = { id: string; email: string; fullName: string; lastActiveAt: Date };

/** Staff accounts and accounts with a live (paid) subscription are never deleted for inactivity. */
const deletable = sql`NOT ('ADMIN' = ANY(${users.roles}))
  AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = ${users.id} AND s.status IN ('ACTIVE', 'PAST_DUE'))`;
const inactiveColumns = { id: users.id, email: users.email, fullName: users.fullName, lastActiveAt: users.lastActiveAt };

/** Marks as noticed (at `now`) the accounts entering their last 30 days that have no notice for this inactivity yet. */
export async function claimInactivityNotices(q: TQ, cutoffs: TInactivityCutoffs, now: Date, limit: number): Promise<TInactiveUser[]> {
  const due = q
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        lt(users.lastActiveAt, cutoffs.noticeBefore),
        or(isNull(users.inactivityNoticeSentAt), lt(users.inactivityNoticeSentAt, users.lastActiveAt)),
        deletable,
      ),
    )
    .orderBy(users.lastActiveAt)
    .limit(limit);
  return q.update(users).set({ inactivityNoticeSentAt: now }).where(inArray(users.id, due)).returning(inactiveColumns);
}

/** A notice that could not be mailed is taken back, so the next pass mails it again and deletion waits for it. */
export async function withdrawInactivityNotice(q: TQ, userId: string) {
  await q.update(users).set({ inactivityNoticeSentAt: null }).where(eq(users.id, userId));
}

/** Accounts past 5 years without activity whose notice for this inactivity went out at least 30 days ago. */
export async function findAccountsToDelete(q: TQ, cutoffs: TInactivityCutoffs, limit: number, userId?: string): Promise<TInactiveUser[]> {
  return q
    .select(inactiveColumns)
    .from(users)
    .where(
      and(
        userId ? eq(users.id, userId) : undefined,
        lt(users.lastActiveAt, cutoffs.deleteBefore),
        gte(users.inactivityNoticeSentAt, users.lastActiveAt),
        lte(users.inactivityNoticeSentAt, cutoffs.noticedBefore),
        deletable,
      ),
    )
    .orderBy(users.lastActiveAt)
    .limit(limit);
}
