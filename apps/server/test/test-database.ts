import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type TDatabase } from "../src/db/client";

/** Runs `work` on a connection of its own to the PostgreSQL server named by TEST_DATABASE_URL, closed afterwards. */
export async function onTestServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database per test app: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<TDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dir: ":memory:" });
  const name = `nutriguia_test_${randomBytes(6).toString("hex")}`;
  await onTestServer((admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dir: "" });
  return {
    ...database,
    close: async () => {
      await database.close();
      await onTestServer((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
