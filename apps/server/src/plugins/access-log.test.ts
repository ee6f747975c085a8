import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, count, sql } from "drizzle-orm";
import { buildTestApp, type TTestApp } from "../../test/build-test-app";
import { createUser } from "../../test/accounts";
import { openTestDatabase } from "../../test/test-database";
import { manualClock } from "../lib/clock";
import { accessLogs } from "../db/schema";

const clock = manualClock(new Date("2026-11-23T15:00:00Z"));
const ENTRY = "00000000-0000-4000-8000-000000000000";
let app: TTestApp;

beforeAll(async () => {
  app = await buildTestApp({}, { clock });
});
afterAll(async () => app.close());

const rows = () => app.db.select().from(accessLogs).orderBy(asc(accessLogs.id));

describe("access log (Marco Civil art. 15)", () => {
  it("records API requests by route pattern, never the URL's query, with IP, user, method, status and time", async () => {
    const user = await createUser(app);
    await app.accessLog.flush();
    await app.db.delete(accessLogs);
    await app.inject({ method: "GET", url: `/api/dashboard/calories/${ENTRY}?token=segredo&ref=email`, headers: user.auth });
    await app.inject({ method: "GET", url: "/api/rota-que-nao-existe?q=1" });
    await app.inject({ method: "GET", url: "/api/health" });
    await app.inject({ method: "GET", url: "/api/health/ready" });
    await app.inject({ method: "GET", url: "/favicon.ico" });
    await app.accessLog.flush();
    const logged = await rows();
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      occurredAt: clock.now(),
      ip: "127.0.0.1",
      userId: user.id,
      method: "GET",
      route: "/api/dashboard/calories/:id",
      status: 404,
    });
    expect(logged[1]).toMatchObject({ userId: null, route: null, status: 404 });
    expect(JSON.stringify(logged)).not.toMatch(/segredo|ref=|q=1|00000000-0000/);
  });

  it("keeps entries when a write fails, without failing any request, and writes them once the database takes them", async () => {
    await app.db.delete(accessLogs);
    await app.db.execute(sql`ALTER TABLE access_logs RENAME TO access_logs_away`);
    try {
      for (let i = 0; i < 3; i += 1) expect((await app.inject({ method: "GET", url: `/api/dashboard/calories/${ENTRY}` })).statusCode).toBe(401);
      await app.accessLog.flush();
      expect(app.accessLog.stats()).toMatchObject({ buffered: 3, dropped: 0 });
      expect(app.accessLog.stats().failedFlushes).toBeGreaterThanOrEqual(1);
    } finally {
      await app.db.execute(sql`ALTER TABLE access_logs_away RENAME TO access_logs`);
    }
    await app.accessLog.flush();
    expect(app.accessLog.stats().buffered).toBe(0);
    expect((await rows()).map((r) => r.status)).toEqual([401, 401, 401]);
  });

  it("writes what is still buffered when the app closes, before the database closes", async () => {
    const database = await openTestDatabase();
    const closeDatabase = database.close;
    let atClose = -1;
    database.close = async () => {
      atClose = Number((await database.db.select({ n: count() }).from(accessLogs))[0]?.n);
      await closeDatabase();
    };
    const other = await buildTestApp({}, { clock, database });
    await other.inject({ method: "GET", url: "/api/rota-que-nao-existe" });
    await other.close();
    expect(atClose).toBe(1);
  }, 90_000);

  it("is off with ACCESS_LOG_ENABLED=false", async () => {
    const off = await buildTestApp({ ACCESS_LOG_ENABLED: "false" });
    try {
      await off.inject({ method: "GET", url: "/api/rota-que-nao-existe" });
      await off.accessLog.flush();
      expect(Number((await off.db.select({ n: count() }).from(accessLogs))[0]?.n)).toBe(0);
    } finally {
      await off.close();
    }
  }, 90_000);
});
