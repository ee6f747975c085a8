import { eq, sql } from "drizzle-orm";
import type { TNutritionalProfileUpdate } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
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

const SECRET_COLUMNS = new Set(["password_hash", "code_hash", "token_version"]);

/** Every row of every table that has a user_id column, for the LGPD export; secrets left out. */
export async function exportUserRows(db: TDb, userId: string): Promise<Record<string, unknown[]>> {
  const tables = await db.execute<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.columns WHERE column_name = 'user_id' AND table_schema = current_schema() ORDER BY table_name`,
  );
  const result: Record<string, unknown[]> = {};
  for (const { table_name } of tables.rows) {
    if (table_name === "auth_codes") continue;
    const rows = await db.execute<Record<string, unknown>>(
      sql`SELECT * FROM ${sql.identifier(table_name)} WHERE user_id = ${userId}`,
    );
    result[table_name] = rows.rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMNS.has(key))),
    );
  }
  return result;
}
