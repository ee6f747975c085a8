import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { TDatabase } from "./client";

export const MIGRATIONS_DIR = path.join(import.meta.dirname, "migrations");
/** A migration may rewrite a big table: it gets this long per statement instead of a request's timeout. */
export const MIGRATION_TIMEOUT_MS = 30 * 60_000;
/** Serialises migrations when several instances boot against one PostgreSQL. */
const MIGRATION_LOCK_ID = 746_210_001;

/** Statements end with ";" at the end of a line (PGlite's extended protocol takes one at a time). */
function splitStatements(source: string): string[] {
  return source
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Applies every not-yet-applied `migrations/*.sql` file in name order, each in its own transaction. */
export async function migrate(database: TDatabase): Promise<string[]> {
  const { db } = database;
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = await tx.execute<{ name: string }>(sql`SELECT name FROM schema_migrations`);
    const doneNames = new Set(done.rows.map((r) => r.name));
    for (const file of files) {
      if (doneNames.has(file)) continue;
      for (const statement of splitStatements(fs.readFileSync(path.join(MIGRATIONS_DIR, file), "utf8"))) {
        await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO schema_migrations (name) VALUES (${file})`);
      applied.push(file);
    }
  });
  return applied;
}
