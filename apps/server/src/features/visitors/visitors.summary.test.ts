import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin } from "../../../test/accounts";
import { manualClock } from "../../lib/clock";
import { visitorEvents, visitorHourly, visitorSalts } from "../../db/schema";
import { runVisitorMaintenance } from "./visitors.maintenance";

const NOW = new Date("2026-03-11T15:00:00Z");
const clock = manualClock(NOW);
let app: TTestApp;
let admin: Awaited<ReturnType<typeof loginAdmin>>;

type TSeed = Partial<typeof visitorEvents.$inferInsert> & { visitor: string; at: string; path?: string };
const event = ({ at, ...rest }: TSeed): typeof visitorEvents.$inferInsert => ({ kind: "pageview", path: "/", device: "desktop", occurredAt: new Date(at), ...rest });

/**
 * Hand-counted (range 2026-02-10 … 2026-03-11):
 * A (10 Mar, mobile, BR): visit 1 = 2 views from google.com with 90 s; 54 min later visit 2 = 1 view, 20 s (bounce).
 * B (10 Mar): 1 view of /login, no engagement (bounce, 0 s).
 * C (11 Mar, tablet): 2 views from news.ycombinator.com with 45 s.
 * D (11 Mar): an engagement before any view counts nowhere; then 1 view (bounce, 0 s).
 * E (1 Jan): outside the range.
 * → 4 visitors, 7 views, 5 visits, 3 bounces (60 %), 155 s / 5 = 31 s per visit.
 */
const SEED: TSeed[] = [
  { visitor: "A", at: "2026-03-10T10:00:00Z", referrerHost: "google.com", device: "mobile", country: "BR", utmSource: "newsletter" },
  { visitor: "A", at: "2026-03-10T10:00:40Z", kind: "engagement", engagedMs: 30_000, device: "mobile", country: "BR" },
  { visitor: "A", at: "2026-03-10T10:05:00Z", path: "/funcionalidades", device: "mobile", country: "BR" },
  { visitor: "A", at: "2026-03-10T10:06:00Z", kind: "engagement", path: "/funcionalidades", engagedMs: 60_000, device: "mobile", country: "BR" },
  { visitor: "A", at: "2026-03-10T11:00:00Z", device: "mobile", country: "BR" },
  { visitor: "A", at: "2026-03-10T11:00:20Z", kind: "engagement", engagedMs: 20_000, device: "mobile", country: "BR" },
  { visitor: "B", at: "2026-03-10T10:30:00Z", path: "/login" },
  { visitor: "C", at: "2026-03-11T09:00:00Z", referrerHost: "news.ycombinator.com", device: "tablet" },
  { visitor: "C", at: "2026-03-11T09:10:00Z", path: "/register", device: "tablet" },
  { visitor: "C", at: "2026-03-11T09:12:00Z", kind: "engagement", path: "/register", engagedMs: 45_000, device: "tablet" },
  { visitor: "D", at: "2026-03-11T08:00:00Z", kind: "engagement", engagedMs: 10_000 },
  { visitor: "D", at: "2026-03-11T08:10:00Z" },
  { visitor: "E", at: "2026-01-01T12:00:00Z" },
];

const EXPECTED = {
  from: "2026-02-10",
  to: "2026-03-11",
  visitors: 4,
  pageviews: 7,
  visits: 5,
  bounceRate: 0.6,
  avgVisitDurationMs: 31_000,
  topPages: [
    { path: "/", visitors: 3, pageviews: 4 },
    { path: "/funcionalidades", visitors: 1, pageviews: 1 },
    { path: "/login", visitors: 1, pageviews: 1 },
    { path: "/register", visitors: 1, pageviews: 1 },
  ],
  referrers: [
    { value: null, visitors: 2, visits: 3 },
    { value: "google.com", visitors: 1, visits: 1 },
    { value: "news.ycombinator.com", visitors: 1, visits: 1 },
  ],
  devices: [
    { value: "desktop", visitors: 2, visits: 2 },
    { value: "mobile", visitors: 1, visits: 2 },
    { value: "tablet", visitors: 1, visits: 1 },
  ],
  countries: [
    { value: null, visitors: 3, visits: 3 },
    { value: "BR", visitors: 1, visits: 2 },
  ],
  utmSources: [{ value: "newsletter", visitors: 1, visits: 1 }],
};

const summary = async (query = "") => {
  const response = await app.inject({ method: "GET", url: `/api/admin/visitors/summary${query}`, headers: admin.auth });
  expect(response.statusCode).toBe(200);
  return response.json();
};

beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  admin = await loginAdmin(app);
  await app.db.insert(visitorEvents).values(SEED.map(event));
});
afterAll(async () => app.close());

describe("GET /api/admin/visitors/summary", () => {
  it("answers 401 without a token, 403 with a user token and 400 for a bad period", async () => {
    const user = await createUser(app);
    const url = "/api/admin/visitors/summary";
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url, headers: user.auth })).statusCode).toBe(403);
    for (const query of ["?from=2026-03-11&to=2026-03-10", "?from=2025-01-01&to=2026-03-10", "?from=2026-02-30", "?to=ontem"]) {
      expect((await app.inject({ method: "GET", url: `${url}${query}`, headers: admin.auth })).statusCode).toBe(400);
    }
  });

  it("equals the hand-counted figures of the seeded raw events over the last 30 days", async () => {
    const body = await summary();
    expect(body).toMatchObject(EXPECTED);
    expect(body.daily).toHaveLength(30);
    expect(body.daily.filter((d: { pageviews: number }) => d.pageviews > 0)).toEqual([
      { day: "2026-03-10", visitors: 2, pageviews: 4 },
      { day: "2026-03-11", visitors: 2, pageviews: 3 },
    ]);
  });

  it("keeps the same figures once finished days are rolled up and old raw rows deleted", async () => {
    const first = await runVisitorMaintenance(app.db, NOW);
    expect(first).toMatchObject({ daysRolledUp: 2, eventsDeleted: 1 });
    expect(first.hourlyRows).toBe((await app.db.select().from(visitorHourly)).length);
    expect(await runVisitorMaintenance(app.db, NOW)).toEqual({ daysRolledUp: 0, hourlyRows: 0, eventsDeleted: 0, saltsDeleted: 0 });
    expect(await summary()).toMatchObject(EXPECTED);
    // 1 January lives on in its rollup only.
    expect(await summary("?from=2026-01-01&to=2026-01-01")).toMatchObject({ visitors: 1, pageviews: 1, visits: 1, bounceRate: 1, daily: [{ day: "2026-01-01", visitors: 1, pageviews: 1 }] });

    const nextDay = new Date("2026-03-12T01:00:00Z");
    clock.set(nextDay);
    expect(await runVisitorMaintenance(app.db, nextDay)).toMatchObject({ daysRolledUp: 1, eventsDeleted: 0 });
    expect(await summary("?from=2026-03-10&to=2026-03-11")).toMatchObject({ ...EXPECTED, from: "2026-03-10", to: "2026-03-11" });
  });
});

describe("runVisitorMaintenance", () => {
  it("deletes raw events older than 30 days and salts older than 48 hours", async () => {
    const now = new Date("2026-04-20T06:00:00Z");
    await app.db.delete(visitorSalts);
    await app.db.insert(visitorSalts).values(["2026-04-17", "2026-04-18", "2026-04-19", "2026-04-20"].map((day) => ({ day, salt: `sal-${day}` })));
    await app.db.delete(visitorEvents);
    await app.db.insert(visitorEvents).values([
      event({ visitor: "velho", at: "2026-03-21T05:59:00Z" }),
      event({ visitor: "recente", at: "2026-03-21T06:01:00Z" }),
    ]);
    expect(await runVisitorMaintenance(app.db, now)).toEqual({ daysRolledUp: 1, hourlyRows: 2, eventsDeleted: 1, saltsDeleted: 2 });
    expect((await app.db.select().from(visitorSalts).orderBy(visitorSalts.day)).map((s) => s.day)).toEqual(["2026-04-19", "2026-04-20"]);
    expect((await app.db.select().from(visitorEvents)).map((e) => e.visitor)).toEqual(["recente"]);
  });
});
