import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../test/build-test-app";
import { onTestServer } from "../../test/test-database";
import { createUser, type TTestUser } from "../../test/accounts";
import { openDatabase } from "./client";

const serverUrl = process.env.TEST_DATABASE_URL;
const ROUNDS = 30;

/**
 * `/account/me` and `/chat/history` read the database on every request (decision 021): a read that
 * starts after a write's answer sees the write, on the instance that wrote it and on any other one
 * sharing the database. Reads are kept in flight while each write runs, so a cache that kept an
 * answer read during the write (the defect of the removed read cache) would fail here.
 */
describe(serverUrl ? "reads after writes, two instances on one PostgreSQL" : "reads after writes, one instance on PGlite", () => {
  let writer: TTestApp;
  let reader: TTestApp;
  let user: TTestUser;
  let name = "";


  beforeAll(async () => {
    if (!serverUrl) {
      writer = reader = await buildTestApp();
    } else {
      name = `nutriguia_test_${randomBytes(6).toString("hex")}`;
      await onTestServer((c) => c.query(`CREATE DATABASE ${name}`));
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const env = { JWT_SECRET: randomBytes(32).toString("hex") };
      writer = await buildTestApp(env, { database: await openDatabase({ url: url.toString(), dir: "" }) });
      reader = await buildTestApp(env, {
        database: await openDatabase({ url: url.toString(), dir: "" }),
        onClose: async () => {
          await onTestServer((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
        },
      });
    }
    user = await createUser(writer, { unlimited: true });
  });
  afterAll(async () => {
    if (reader !== writer) await writer?.close();
    await reader?.close();
  });

  const me = async () => (await reader.inject({ method: "GET", url: "/api/account/me", headers: user.auth })).json();
  const history = async () => (await reader.inject({ method: "GET", url: "/api/chat/history", headers: user.auth })).json();

  /** Keeps one read of each kind in flight until the returned stop() is called. */
  function readContinuously() {
    let running = true;
    const loop = async (read: () => Promise<unknown>) => {
      while (running) await read();
    };
    const loops = [loop(me), loop(history)];
    return async () => {
      running = false;
      await Promise.all(loops);
    };
  }

  it("/account/me shows the profile as the last committed write left it", async () => {
    const stop = readContinuously();
    try {
      for (let round = 1; round <= ROUNDS; round += 1) {
        const weight = 60 + round;
        const write = await writer.inject({
          method: "PUT",
          url: "/api/account/nutritional-profile",
          headers: user.auth,
          payload: { weight },
        });
        expect(write.statusCode).toBe(200);
        expect((await me()).profile.weight).toBe(weight);
      }
    } finally {
      await stop();
    }
  });

  it("/chat/history holds a message as soon as sending it was answered", async () => {
    const stop = readContinuously();
    try {
      for (let round = 1; round <= ROUNDS / 3; round += 1) {
        const message = `Quanta água devo beber por dia? (${round})`;
        const sent = await writer.inject({ method: "POST", url: "/api/chat/message", headers: user.auth, payload: { message } });
        expect(sent.statusCode).toBe(200);
        const contents = ((await history()).messages as { content: string }[]).map((m) => m.content);
        expect(contents).toContain(message);
      }
    } finally {
      await stop();
    }
  });

  it("leaves no notification triggers behind (migration 0901)", async () => {
    const triggers = await writer.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pg_trigger WHERE tgname LIKE '%_reads_changed'`,
    );
    const functions = await writer.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'nutriguia_reads_changed'`);
    expect([triggers.rows[0]?.n, functions.rows[0]?.n]).toEqual([0, 0]);
  });
});
