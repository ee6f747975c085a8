import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "./client";
import { migrate } from "./migrate";
import { PGliteThread } from "./pglite-thread";
import { migratedPgliteDataDir } from "../../test/migrated-copies";

/**
 * An in-memory thread opened from the run's migrated copy (test/migrated-copies.ts): creating an empty cluster
 * (initdb) costs several times as much as loading one, and these tests only need a database to talk to.
 */
const openInMemory = async (options: { onError?: (error: Error) => void } = {}) =>
  PGliteThread.open(undefined, { ...options, loadDataDir: await migratedPgliteDataDir() });

describe("PGlite on its thread", () => {
  let db: PGliteThread;
  beforeAll(async () => {
    db = await openInMemory();
    await db.exec("CREATE TABLE notes (id int PRIMARY KEY, owner text, body text)");
    await db.exec("INSERT INTO notes VALUES (1, 'ana', 'café'), (2, 'o''brien', 'chá'), (3, NULL, 'pão')");
  });
  afterAll(() => db.close());

  const byOwner = (owner: string | null) =>
    db.query("SELECT id, body FROM notes WHERE owner IS NOT DISTINCT FROM $1 ORDER BY id", [owner], { rowMode: "object" });

  it("answers a repeated (prepared) read exactly as the first one, quotes and NULL included", async () => {
    for (let round = 0; round < 4; round += 1) {
      expect((await byOwner("ana")).rows).toEqual([{ id: 1, body: "café" }]);
      expect((await byOwner("o'brien")).rows).toEqual([{ id: 2, body: "chá" }]);
      expect((await byOwner(null)).rows).toEqual([{ id: 3, body: "pão" }]);
      expect((await byOwner("x' OR '1'='1")).rows).toEqual([]);
    }
  });

  it("keeps statements sent together in order and out of a transaction that was running", async () => {
    const reads = Array.from({ length: 20 }, () => db.query("SELECT count(*)::int AS n FROM notes", [], { rowMode: "object" }));
    const failed = db.transaction(async (tx) => {
      await tx.query("INSERT INTO notes VALUES (4, 'bia', 'suco')");
      throw new Error("desfeito");
    });
    const after = db.query("SELECT count(*)::int AS n FROM notes", [], { rowMode: "object" });
    await expect(failed).rejects.toThrow("desfeito");
    for (const read of await Promise.all(reads)) expect(read.rows).toEqual([{ n: 3 }]);
    expect((await after).rows).toEqual([{ n: 3 }]);
  });
});

describe("PGlite on its thread: parameters", () => {
  let db: PGliteThread;
  beforeAll(async () => {
    db = await openInMemory();
    await db.exec("CREATE TABLE portions (id int PRIMARY KEY, grams numeric, note text)");
    await db.exec("INSERT INTO portions VALUES (1, 1.5, 'meia'), (2, 2, 'inteira')");
  });
  afterAll(() => db.close());

  it("binds values as parameters on every run: a fraction for an integer is refused the third time as the first", async () => {
    const byId = (id: unknown) => db.query("SELECT id, note FROM portions WHERE id = $1", [id], { rowMode: "object" });
    for (let round = 0; round < 3; round += 1) {
      await expect(byId(1.5)).rejects.toMatchObject({ code: "22P02" });
      expect((await byId(2)).rows).toEqual([{ id: 2, note: "inteira" }]);
    }
  });

  it("keeps text that looks like SQL as text, and numerics exact, once prepared", async () => {
    const byNote = (note: string) => db.query("SELECT grams::text AS grams FROM portions WHERE note = $1 OR note = $1 || ')'", [note], { rowMode: "object" });
    for (let round = 0; round < 3; round += 1) {
      expect((await byNote("meia")).rows).toEqual([{ grams: "1.5" }]);
      expect((await byNote("meia'); DROP TABLE portions; --")).rows).toEqual([]);
    }
    expect((await db.query("SELECT count(*)::int AS n FROM portions", [], { rowMode: "object" })).rows).toEqual([{ n: 2 }]);
  });
});

describe("PGlite on its thread: when the thread dies", () => {
  const dirs: string[] = [];
  const threads: PGliteThread[] = [];
  const newDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nutriguia-thread-"));
    dirs.push(dir);
    return dir;
  };
  /** A data folder holding one meal, created (initdb) once; each test opens a copy of it. */
  let created: string;
  beforeAll(async () => {
    created = newDir();
    const thread = await PGliteThread.open(created);
    await thread.exec("CREATE TABLE meals (id int PRIMARY KEY, name text)");
    await thread.exec("INSERT INTO meals VALUES (1, 'almoço')");
    await thread.close();
  });
  afterAll(async () => {
    for (const thread of threads) await thread.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function openOnDisk(statementTimeoutMs = 15_000) {
    const dir = newDir();
    fs.cpSync(created, dir, { recursive: true });
    const errors: Error[] = [];
    const thread = await PGliteThread.open(dir, { statementTimeoutMs, onError: (error) => errors.push(error) });
    threads.push(thread);
    return { thread, errors };
  }

  const names = (thread: PGliteThread) => thread.query("SELECT name FROM meals ORDER BY id", [], { rowMode: "object" });

  async function servingAgain(thread: PGliteThread, withinMs: number) {
    const started = Date.now();
    while (Date.now() - started < withinMs) {
      const answer = await names(thread).catch((error: Error & { code?: string }) => error);
      if (!(answer instanceof Error)) return answer.rows;
      expect(answer.code).toBe("08006");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`not serving again within ${withinMs} ms`);
  }

  it("fails waiting and later calls as unavailable at once, then serves the same data from a new thread", async () => {
    const { thread, errors } = await openOnDisk();
    const first = thread.worker!;
    const waiting = thread.query("SELECT pg_sleep(5)");
    const waitingFailed = expect(waiting).rejects.toMatchObject({ code: "08006" });
    await first.terminate();
    await waitingFailed;
    await expect(names(thread)).rejects.toMatchObject({ code: "08006" });
    expect(await servingAgain(thread, 20_000)).toEqual([{ name: "almoço" }]);
    expect(thread.worker).not.toBe(first);
    expect(errors.map((e) => (e as Error & { code?: string }).code)).toEqual(["08006"]);
  });

  it("ends a thread that runs one statement past the timeout, fails its calls as cancelled, and serves again", async () => {
    const { thread, errors } = await openOnDisk(1_000);
    const started = Date.now();
    const hung = thread.query("SELECT pg_sleep(60)").catch((error: Error) => error);
    const behind = names(thread).catch((error: Error) => error);
    expect(await hung).toMatchObject({ code: "57014" });
    expect(await behind).toMatchObject({ code: "57014" });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await servingAgain(thread, 20_000)).toEqual([{ name: "almoço" }]);
    expect(errors).toHaveLength(1);
  });

  it("rolls back a transaction whose thread died, and runs none of its later statements on the new thread", async () => {
    const { thread } = await openOnDisk();
    const transaction = thread.transaction(async (tx) => {
      await tx.query("INSERT INTO meals VALUES (2, 'jantar')");
      await thread.worker!.terminate();
      await tx.query("INSERT INTO meals VALUES (3, 'ceia')");
    });
    await expect(transaction).rejects.toMatchObject({ code: "08006" });
    expect(await servingAgain(thread, 20_000)).toEqual([{ name: "almoço" }]);
  });

  it("stays unavailable when the database was in memory: its data went with the thread", async () => {
    const errors: Error[] = [];
    const thread = await openInMemory({ onError: (error) => errors.push(error) });
    threads.push(thread);
    await thread.worker!.terminate();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(thread.query("SELECT 1")).rejects.toMatchObject({ code: "08006" });
    expect(errors).toHaveLength(1);
  });
});

describe("a new data folder", () => {
  /** Processes running pglite-worker.mjs that this process started and that are still alive. */
  function pgliteChildren(): number[] {
    const tasks = `/proc/${process.pid}/task`;
    const children = fs.readdirSync(tasks).flatMap((task) => fs.readFileSync(`${tasks}/${task}/children`, "utf8").split(" ").filter(Boolean));
    return children.map(Number).filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("pglite-worker.mjs");
      } catch {
        return false;
      }
    });
  }

  it.skipIf(process.platform !== "linux")("is created and migrated by a process of its own, gone before the serving thread opens it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nutriguia-new-"));
    const database = await openDatabase({ dir });
    try {
      expect(pgliteChildren()).toEqual([]);
      expect(database.thread?.worker).toBeDefined();
      expect(await migrate(database)).toEqual([]);
      const tables = await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM schema_migrations`);
      const files = fs.readdirSync(path.join(import.meta.dirname, "migrations")).filter((f) => f.endsWith(".sql"));
      expect(tables.rows).toEqual([{ n: files.length }]);
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
