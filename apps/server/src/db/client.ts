import fs from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { PGliteThread } from "./pglite-thread";
import * as schema from "./schema";

/** Both drivers expose the same query builder; the node-postgres type names it. */
export type TDb = NodePgDatabase<typeof schema>;

export type TDatabase = {
  db: TDb;
  /** Runs raw SQL (migrations, health checks). */
  execute: (sql: string) => Promise<void>;
  close: () => Promise<void>;
  kind: "pglite" | "postgres";
};

export async function openDatabase(options: {
  url?: string;
  dir: string;
  /** Errors of idle pooled connections (server restart, dropped database): reported, never fatal. */
  onPoolError?: (error: Error) => void;
}): Promise<TDatabase> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    pool.on("error", options.onPoolError ?? (() => {}));
    return {
      db: drizzlePg(pool, { schema }),
      execute: async (sql) => {
        await pool.query(sql);
      },
      close: () => pool.end(),
      kind: "postgres",
    };
  }
  const memory = options.dir === ":memory:";
  if (!memory) fs.mkdirSync(options.dir, { recursive: true });
  const client = await PGliteThread.open(memory ? undefined : options.dir);
  return {
    db: drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as TDb,
    execute: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
    kind: "pglite",
  };
}
