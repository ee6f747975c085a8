import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { manualClock } from "../../lib/clock";
import { visitorEvents, visitorSalts } from "../../db/schema";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const clock = manualClock(new Date("2026-03-10T12:00:00Z"));
let app: TTestApp;

/** Sent by the loopback proxy named in TRUST_PROXY on behalf of `ip`. */
function send(payload: object, { ip = "203.0.113.7", ua = CHROME, headers = {} as Record<string, string>, remoteAddress = "127.0.0.1" } = {}) {
  return app.inject({
    method: "POST",
    url: "/api/visitors/events",
    payload,
    remoteAddress,
    headers: { "x-forwarded-for": ip, "user-agent": ua, ...headers },
  });
}
const rows = () => app.db.select().from(visitorEvents).orderBy(visitorEvents.id);

beforeAll(async () => {
  app = await buildTestApp({ TRUST_PROXY: "127.0.0.1" }, { clock });
});
afterAll(async () => app.close());
beforeEach(async () => {
  await app.db.delete(visitorEvents);
  clock.set(new Date("2026-03-10T12:00:00Z"));
});

describe("POST /api/visitors/events", () => {
  it("stores the path, referrer host, UTM, device class and trusted country, and neither the IP nor the user agent", async () => {
    const response = await send(
      { kind: "pageview", path: "/funcionalidades/?aba=1", referrer: "https://www.Google.com/search?q=nutricao", utmSource: " Newsletter ", utmMedium: "email", utmCampaign: "marco", screenWidth: 390 },
      { headers: { "cf-ipcountry": "br" } },
    );
    expect(response.statusCode).toBe(202);
    const [row, ...others] = await rows();
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      kind: "pageview",
      path: "/funcionalidades",
      referrerHost: "google.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "marco",
      device: "mobile",
      country: "BR",
      engagedMs: 0,
      occurredAt: new Date("2026-03-10T12:00:00Z"),
    });
    expect(row!.visitor).toMatch(/^[0-9a-f]{64}$/);
    const columns = await app.db.execute<{ column_name: string }>(
      sql`SELECT column_name FROM information_schema.columns WHERE table_name IN ('visitor_events', 'visitor_hourly', 'visitor_salts') ORDER BY column_name`,
    );
    expect(columns.rows.map((c) => c.column_name).filter((c) => /ip|agent|ua$|address/i.test(c))).toEqual([]);
    const stored = JSON.stringify(await app.db.execute(sql`SELECT * FROM visitor_events`));
    expect(stored).not.toContain("203.0.113.7");
    expect(stored).not.toContain("Chrome/131");
  });

  it("takes the country only from a trusted proxy, and never this site as a referrer", async () => {
    await send({ kind: "pageview", path: "/", referrer: "http://localhost:3000/login", screenWidth: 1280 }, { remoteAddress: "198.51.100.20", headers: { "cf-ipcountry": "BR" } });
    await send({ kind: "pageview", path: "/login", referrer: "android-app://com.whatsapp/", screenWidth: 800 }, { headers: { "cf-ipcountry": "XX" } });
    expect((await rows()).map((r) => [r.country, r.referrerHost, r.device])).toEqual([
      [null, null, "desktop"],
      [null, null, "tablet"],
    ]);
  });

  it("gives the same visitor the same hash within a UTC day and a new one after midnight UTC", async () => {
    clock.set(new Date("2026-03-10T23:58:00Z"));
    await send({ kind: "pageview", path: "/" });
    await send({ kind: "pageview", path: "/login" }, { ip: "203.0.113.8" });
    await send({ kind: "pageview", path: "/login" }, { ua: FIREFOX });
    clock.set(new Date("2026-03-10T23:59:59Z"));
    await send({ kind: "pageview", path: "/register" });
    clock.set(new Date("2026-03-11T00:00:01Z"));
    await send({ kind: "pageview", path: "/register" });
    const [first, otherIp, otherAgent, sameDay, nextDay] = (await rows()).map((r) => r.visitor);
    expect(sameDay).toBe(first);
    expect(nextDay).not.toBe(first);
    expect(new Set([first, otherIp, otherAgent, nextDay]).size).toBe(4);
    const salts = await app.db.select().from(visitorSalts).orderBy(visitorSalts.day);
    expect(salts.map((s) => s.day)).toEqual(expect.arrayContaining(["2026-03-10", "2026-03-11"]));
    expect(new Set(salts.map((s) => s.salt)).size).toBe(salts.length);
  });

  it("counts nothing from bots, automated browsers or pages that are not public, and answers them alike", async () => {
    const bots = [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
      "curl/8.5.0",
      "",
    ];
    for (const ua of bots) expect((await send({ kind: "pageview", path: "/" }, { ua })).statusCode).toBe(202);
    for (const path of ["/dashboard", "/admin/backoffice", "/meal-plans/123", "/help-center", "/reset-password", "https://evil.example/"]) {
      expect((await send({ kind: "pageview", path })).statusCode).toBe(202);
    }
    expect(await rows()).toEqual([]);
  });

  it("stores engagement as capped visible time of the page, and ignores an empty one", async () => {
    await send({ kind: "engagement", path: "/", engagedMs: 42_000, referrer: "https://google.com/" });
    await send({ kind: "engagement", path: "/", engagedMs: 5 * 3_600_000 });
    await send({ kind: "engagement", path: "/" });
    expect((await rows()).map((r) => [r.kind, r.engagedMs, r.referrerHost])).toEqual([
      ["engagement", 42_000, null],
      ["engagement", 1_800_000, null],
    ]);
  });

  it("refuses malformed events with 400 and floods from one address with 429", async () => {
    expect((await send({ kind: "click", path: "/" })).statusCode).toBe(400);
    expect((await send({ kind: "pageview" })).statusCode).toBe(400);
    expect((await send({ kind: "pageview", path: "/", screenWidth: -1 })).statusCode).toBe(400);
    const flood = { ip: "192.0.2.99", ua: "curl/8.5.0" };
    let status = 0;
    for (let i = 0; i < 121 && status !== 429; i++) status = (await send({ kind: "pageview", path: "/" }, flood)).statusCode;
    expect(status).toBe(429);
    expect((await send({ kind: "pageview", path: "/" })).statusCode).toBe(202);
  });
});
