import { randomBytes } from "node:crypto";
import type pg from "pg";
import { openDatabase, type TDatabase } from "../src/db/client";
import { databaseUrl, migratedPgliteDataDir, migratedTemplate, onServer } from "./migrated-copies";

/** Runs `work` on a connection of its own to the PostgreSQL server named by TEST_DATABASE_URL, closed afterwards. */
export async function onTestServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  return onServer(process.env.TEST_DATABASE_URL ?? "", work);
}

/** A new database on the test server, copied from the migrated template (3D000: a newer run replaced it, so ask again). */
async function createFromTemplate(serverUrl: string, name: string) {
  for (let attempt = 0; ; attempt += 1) {
    const template = await migratedTemplate(serverUrl);
    try {
      await onTestServer((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "3D000" || attempt >= 2) throw error;
    }
  }
}

/**
 * A fresh, already-migrated database per test app: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). Both are copies of one
 * migrated database (test/migrated-copies.ts), so the app's migrate() on open finds nothing to apply.
 */
export async function openTestDatabase(): Promise<TDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dir: ":memory:", loadDataDir: await migratedPgliteDataDir() });
  const name = `nutriguia_test_${randomBytes(6).toString("hex")}`;
  await createFromTemplate(serverUrl, name);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), dir: "" });
  return {
    ...database,
    close: async () => {
      await database.close();
      await onTestServer((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
