import { randomBytes } from "node:crypto";
import pino from "pino";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../test/build-test-app";
import { onTestServer } from "../../test/test-database";
import { createUser, loginAdmin } from "../../test/accounts";
import { openDatabase } from "./client";
import { RecentErrors } from "../shared/recent-errors";
import { registerJob } from "../shared/scheduler/scheduler";
import { SESSION_CACHE_MS } from "../shared/session-cache";
import { MAX_STREAMS_PER_ADMIN } from "../features/admin-logs/stream-tickets";

const serverUrl = process.env.TEST_DATABASE_URL;

type TInstance = { app: TTestApp; base: string; recentErrors: RecentErrors };

/**
 * Two instances behind one load balancer (docs/decisions/023): two apps, each with its own pool, on one PostgreSQL
 * database, sharing only what a deployment shares (JWT_SECRET, the database). Every piece of state that used to live in
 * a process is crossed: a log stream ticket issued by one and used on the other, the stream cap, the last errors,
 * a revoked session, an account deleted on one while the other holds its access records, a write read on the other.
 * PGlite cannot be opened by two instances, so this runs only with TEST_DATABASE_URL.
 */
describe.skipIf(!serverUrl)("two instances on one PostgreSQL", () => {
  let a: TInstance;
  let b: TInstance;

  beforeAll(async () => {
    const name = `nutriguia_test_${randomBytes(6).toString("hex")}`;
    await onTestServer((c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const env = { JWT_SECRET: randomBytes(32).toString("hex"), ACCESS_LOG_ENABLED: "true" };
    const start = async (onClose?: () => Promise<void>): Promise<TInstance> => {
      const recentErrors = new RecentErrors();
      const app = await buildTestApp(env, {
        database: await openDatabase({ url: url.toString(), dir: "" }),
        logger: pino({ level: "error" }, recentErrors),
        recentErrors,
        onClose,
      });
      return { app, base: await app.listen({ port: 0, host: "127.0.0.1" }), recentErrors };
    };
    a = await start();
    b = await start(async () => {
      await onTestServer((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    });
  });
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
  });

  const ticketFrom = async (on: TInstance, auth: { authorization: string }) => {
    const response = await on.app.inject({ method: "POST", url: "/api/admin/logs/stream-ticket", headers: auth });
    expect(response.statusCode).toBe(200);
    return response.json<{ ticket: string }>().ticket;
  };

  /** Opens the log stream on `on`; resolves with its status, and a close() once it said it is ready. */
  async function openStream(on: TInstance, ticket: string) {
    const controller = new AbortController();
    const response = await fetch(`${on.base}/api/admin/logs/stream?token=${encodeURIComponent(ticket)}`, {
      headers: { accept: "text/event-stream" },
      signal: controller.signal,
    });
    if (response.status === 200) {
      const reader = response.body!.getReader();
      let text = "";
      while (!text.includes("event: ready")) text += new TextDecoder().decode((await reader.read()).value);
    }
    return { status: response.status, close: () => controller.abort() };
  }

  it("a log stream ticket issued by one instance opens the stream on the other, once across both", async () => {
    const admin = await loginAdmin(a.app);
    const ticket = await ticketFrom(a, admin.auth);
    const stream = await openStream(b, ticket);
    expect(stream.status).toBe(200);
    expect((await openStream(a, ticket)).status).toBe(401);
    expect((await openStream(b, ticket)).status).toBe(401);
    stream.close();
  });

  it(`counts an admin's open streams on both instances against one cap of ${MAX_STREAMS_PER_ADMIN}`, async () => {
    const admin = await loginAdmin(a.app);
    const open = [];
    for (let i = 0; i < MAX_STREAMS_PER_ADMIN; i += 1) {
      const on = i % 2 === 0 ? a : b;
      open.push(await openStream(on, await ticketFrom(i % 2 === 0 ? b : a, admin.auth)));
    }
    expect(open.map((s) => s.status)).toEqual(Array(MAX_STREAMS_PER_ADMIN).fill(200));
    expect((await openStream(b, await ticketFrom(a, admin.auth))).status).toBe(429);
    open.shift()!.close();
    let reopened = 429;
    for (let i = 0; i < 50 && reopened === 429; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      const next = await openStream(b, await ticketFrom(b, admin.auth));
      reopened = next.status;
      open.push(next);
    }
    expect(reopened).toBe(200);
    for (const s of open) s.close();
  });

  it("an error logged on one instance is listed on the other's system-health page", async () => {
    registerJob(a.app, {
      name: "two-instances-failing",
      everySeconds: 0,
      run: async () => {
        throw new Error("falhou só na instância A");
      },
    });
    await a.app.scheduler.run("two-instances-failing");
    const admin = await loginAdmin(b.app);
    let listed: { message: string; error: string | null; job: string | null }[] = [];
    for (let i = 0; i < 50 && !listed.some((e) => e.job === "two-instances-failing"); i += 1) {
      await a.recentErrors.flush();
      const response = await b.app.inject({ method: "GET", url: "/api/admin/system-health", headers: admin.auth });
      expect(response.statusCode).toBe(200);
      listed = response.json().recentErrors;
    }
    expect(listed.find((e) => e.job === "two-instances-failing")).toMatchObject({ error: "Error: falhou só na instância A" });
  });

  it("a write answered by one instance is read by the other", async () => {
    const user = await createUser(a.app, { unlimited: true });
    const weight = await a.app.inject({ method: "POST", url: "/api/dashboard/weight", headers: user.auth, payload: { weightKg: 71.5 } });
    expect(weight.statusCode).toBe(200);
    const history = (await b.app.inject({ method: "GET", url: "/api/dashboard/weight", headers: user.auth })).json();
    expect(history.entries.at(-1)).toMatchObject({ weightKg: 71.5 });
    const profile = await b.app.inject({ method: "PUT", url: "/api/account/nutritional-profile", headers: user.auth, payload: { weight: 72 } });
    expect(profile.statusCode).toBe(200);
    expect((await a.app.inject({ method: "GET", url: "/api/account/me", headers: user.auth })).json().profile.weight).toBe(72);
  });

  it(`a session ended on one instance is refused by the other within ${SESSION_CACHE_MS / 1000} s (and a poll)`, async () => {
    const user = await createUser(a.app);
    expect((await b.app.inject({ method: "GET", url: "/api/account/me", headers: user.auth })).statusCode).toBe(200);
    expect((await a.app.inject({ method: "POST", url: "/api/auth/logout", headers: user.auth })).statusCode).toBe(200);
    const ended = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - ended < SESSION_CACHE_MS + 1000) {
      status = (await b.app.inject({ method: "GET", url: "/api/account/me", headers: user.auth })).statusCode;
      if (status === 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(401);
  });

  it("access records held by one instance when the other deletes the account do not name it", async () => {
    const user = await createUser(a.app);
    expect((await b.app.inject({ method: "GET", url: "/api/account/me", headers: user.auth })).statusCode).toBe(200);
    const deleted = await a.app.inject({ method: "DELETE", url: "/api/account/delete", headers: user.auth, payload: { password: user.password } });
    expect(deleted.statusCode).toBe(200);
    await b.app.accessLog.flush();
    const named = await b.app.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM access_logs WHERE user_id = ${user.id}`);
    expect(named.rows[0]?.n).toBe(0);
  });
});
