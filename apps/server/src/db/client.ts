import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "./migrate";
import { PGliteThread } from "./pglite-thread";
import * as schema from "./schema";
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS, poolConfig, ResilientPool } from "./faults";

/** Both drivers expose the same query builder; the node-postgres type names it. */
export type TDb = NodePgDatabase<typeof schema>;

export type TDatabase = {
  db: TDb;
  /** Runs raw SQL (migrations, health checks). */
  execute: (sql: string) => Promise<void>;
  close: () => Promise<void>;
  kind: "pglite" | "postgres";
  /** PGlite only: the thread the embedded database runs on. */
  thread?: PGliteThread;
};

export async function openDatabase(options: {
  url?: string;
  dir: string;
  /** Errors of pooled connections, idle or in use (server restart, network cut), or of the PGlite thread: reported, never fatal. */
  onPoolError?: (error: Error) => void;
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  /** PGlite in memory only: start from this data folder (PGlite's dumpDataDir() tar) instead of an empty one. */
  loadDataDir?: Uint8Array;
}): Promise<TDatabase> {
  const onError = options.onPoolError ?? (() => {});
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  if (options.url) {
    const timeouts = { connectMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS, statementMs: statementTimeoutMs };
    const pool = new ResilientPool(poolConfig(options.url, timeouts, 10), onError);
    const db = drizzlePg(pool, { schema });
    return {
      db,
      execute: async (sql) => {
        await pool.query(sql);
      },
      close: async () => {
        await pool.end();
      },
      kind: "postgres",
    };
  }
  const memory = options.dir === ":memory:";
  if (!memory) fs.mkdirSync(options.dir, { recursive: true });
  if (!memory && !fs.existsSync(path.join(options.dir, "PG_VERSION"))) {
    // A new folder: create and migrate it in a process of its own, which takes the memory this grows with it.
    const setup = pgliteDatabase(await PGliteThread.open(options.dir, { statementTimeoutMs, onError, separateProcess: true }));
    try {
      await migrate(setup);
    } finally {
      await setup.close();
    }
  }
  const loadDataDir = memory ? options.loadDataDir : undefined;
  return pgliteDatabase(await PGliteThread.open(memory ? undefined : options.dir, { statementTimeoutMs, onError, loadDataDir }));
}

function pgliteDatabase(client: PGliteThread): TDatabase {
  return {
    db: drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as TDb,
    execute: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
    kind: "pglite",
    thread: client,
  };
}
