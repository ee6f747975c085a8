import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createHash, randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { openDatabase, type TDb } from "../src/db/client";
import { migrate, MIGRATIONS_DIR } from "../src/db/migrate";
import * as schema from "../src/db/schema";

/**
 * Every migration is applied once per set of migrations, not once per test database: test databases
 * start as copies of an already-migrated one (decision 640). PGlite: a dump of its data folder in the
 * OS temp folder; PostgreSQL: a template database on the server named by TEST_DATABASE_URL.
 */

const PGLITE_PREFIX = "nutriguia-migrated-pglite-";
const TEMPLATE_PREFIX = "nutriguia_tpl_";
const KEY_LENGTH = 16;
/** Copies of other sets of migrations kept (other checkouts or branches on this machine use them); older ones go. */
const KEEP_OTHERS = 4;

/** Runs `work` on a connection of its own to the PostgreSQL server (or database) at `url`, closed afterwards. */
export async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server at `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * What makes a copy quicker to open than initdb's cluster with the migrations applied (decision 644): 1 MB WAL
 * segments instead of 16 MB, no template databases (a test never creates a database on PGlite), and a checkpoint,
 * so a copy starts without replaying the migrations' WAL. Part of the key: a changed recipe makes a new copy.
 */
const INITDB_ARGS = ["--wal-segsize=1"];
const AFTER_MIGRATING = [
  "UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')",
  "DROP DATABASE template0",
  "DROP DATABASE template1",
  "CHECKPOINT",
];

/** Changes whenever a migration file, the PGlite version (whose dump format may change) or the copy's recipe does. */
function migrationsKey(): string {
  const hash = createHash("sha256");
  const pgliteDir = path.dirname(path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")));
  hash.update(fs.readFileSync(path.join(pgliteDir, "package.json")));
  hash.update(JSON.stringify([INITDB_ARGS, AFTER_MIGRATING]));
  for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith(".sql")).sort()) {
    hash.update(`\0${file}\0`).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest("hex").slice(0, KEY_LENGTH);
}

async function dumpMigratedPglite(): Promise<Buffer> {
  const pglite = await PGlite.create({ initDbStartParams: INITDB_ARGS });
  try {
    const db = drizzle({ client: pglite, schema }) as unknown as TDb;
    await migrate({ db, execute: async (sql) => void (await pglite.exec(sql)), close: () => pglite.close(), kind: "pglite" });
    for (const statement of AFTER_MIGRATING) await pglite.query(statement);
    return Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer());
  } finally {
    await pglite.close();
  }
}

let pgliteCopy: { key: string; data: Uint8Array } | undefined;

/** The copy in `file`, marked as just used; undefined when there is none (yet, or any more). */
function readCopy(file: string): Buffer | undefined {
  try {
    fs.utimesSync(file, new Date(), new Date());
    return fs.readFileSync(file);
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return undefined;
    throw error;
  }
}

async function writeCopy(file: string): Promise<Buffer> {
  const data = await dumpMigratedPglite();
  const partial = `${file}.${process.pid}-${randomBytes(4).toString("hex")}`;
  fs.writeFileSync(partial, data);
  // Readers in other test processes see the whole file or none.
  fs.renameSync(partial, file);
  const others = fs
    .readdirSync(os.tmpdir())
    .filter((name) => name.startsWith(PGLITE_PREFIX) && name.endsWith(".tar") && name !== path.basename(file))
    .map((name) => ({ name, usedAt: fs.statSync(path.join(os.tmpdir(), name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    .sort((a, b) => b.usedAt - a.usedAt);
  for (const stale of others.slice(KEEP_OTHERS)) fs.rmSync(path.join(os.tmpdir(), stale.name), { force: true });
  return data;
}

/** A migrated PGlite data folder (a dumpDataDir() tar) to open each test database from. */
export async function migratedPgliteDataDir(): Promise<Uint8Array> {
  const key = migrationsKey();
  if (pgliteCopy?.key === key) return pgliteCopy.data;
  const file = path.join(os.tmpdir(), `${PGLITE_PREFIX}${key}.tar`);
  pgliteCopy = { key, data: readCopy(file) ?? (await writeCopy(file)) };
  return pgliteCopy.data;
}

/** Renames may wait for the building connection's server process to finish exiting. */
async function renameWhenFree(serverUrl: string, from: string, to: string) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await onServer(serverUrl, (admin) => admin.query(`ALTER DATABASE ${from} RENAME TO ${to}`));
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function buildTemplate(serverUrl: string, name: string) {
  const building = `${name}_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${building}`));
  try {
    const database = await openDatabase({ url: databaseUrl(serverUrl, building), dir: "" });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    await renameWhenFree(serverUrl, building, name);
  } catch (error) {
    await onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`));
    // 42P04: another test process built the same template first.
    if ((error as { code?: string }).code !== "42P04") throw error;
    return;
  }
  const stale = await onServer(serverUrl, (admin) =>
    admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname ~ $1 AND datname <> $2 ORDER BY oid DESC OFFSET $3`, [
      `^${TEMPLATE_PREFIX}[0-9a-f]{${KEY_LENGTH}}$`,
      name,
      KEEP_OTHERS,
    ]),
  );
  // Best effort: one another process is copying right now stays until the next new template.
  for (const { datname } of stale.rows) {
    await onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${datname}`)).catch(() => undefined);
  }
}

/** The name of a migrated template database on the server at `serverUrl`, built on first use. */
export async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migrationsKey()}`;
  const found = await onServer(serverUrl, (admin) => admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]));
  if (found.rowCount === 0) await buildTemplate(serverUrl, name);
  return name;
}

/** Vitest global setup: migrate once before any test file starts, so parallel files never each build a copy. */
export default async function prepareMigratedCopies() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await migratedTemplate(serverUrl);
  else await migratedPgliteDataDir();
}
