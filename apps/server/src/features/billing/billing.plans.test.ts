import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin } from "../../../test/accounts";
import { subscriptions, usageCounters } from "../../db/schema";
import { freePeriodStart, subscriptionMonthStart } from "./billing.usage";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const DAY = 86400_000;
const plans = async () => (await app.inject({ method: "GET", url: "/api/billing/plans" })).json().plans as { code: string; features: string[] }[];
const featuresOf = async (code: string) => (await plans()).find((p) => p.code === code)!.features;

describe("one wording of the plans' limits (issue 30)", () => {
  it("words each plan's allowance from the limits the server enforces, never 'ilimitadas' over a ceiling", async () => {
    expect(await featuresOf("TRIAL")).toEqual(expect.arrayContaining(["30 mensagens nos 7 dias de teste", "3 planos alimentares nos 7 dias de teste"]));
    const pro = await featuresOf("PRO");
    expect(pro).toEqual(expect.arrayContaining(["Até 3.000 mensagens por mês (uso justo)", "Até 60 planos alimentares por mês (uso justo)"]));
    expect(pro.join(" ")).not.toMatch(/ilimitad/i);
    expect(await featuresOf("PRO_PLUS")).toEqual(expect.arrayContaining(["Até 10.000 mensagens por mês (uso justo)"]));
  });

  it("follows the admin's limits: a paid plan without a ceiling reads 'Mensagens ilimitadas'", async () => {
    const admin = await loginAdmin(app);
    const current = (await app.inject({ method: "GET", url: "/api/admin/settings", headers: admin.auth })).json().plans;
    const limits = { ...current.limits, PRO: { messages: null, mealPlans: 60 } };
    const saved = await app.inject({ method: "PUT", url: "/api/admin/settings/plans", headers: admin.auth, payload: { prices: current.prices, limits } });
    expect(saved.statusCode).toBe(200);
    expect(await featuresOf("PRO")).toEqual(expect.arrayContaining(["Mensagens ilimitadas", "Até 60 planos alimentares por mês (uso justo)"]));
    await app.inject({ method: "PUT", url: "/api/admin/settings/plans", headers: admin.auth, payload: { prices: current.prices, limits: current.limits } });
  });
});

describe("the free allowance is counted per São Paulo month", () => {
  it("starts at 00:00 on the 1st in São Paulo, in the zone's offset of that night", () => {
    expect(freePeriodStart(new Date("2026-11-29T12:00:00Z"))).toEqual(new Date("2026-11-01T03:00:00Z"));
    // 02:30 UTC on 1 Dec is still 30 Nov, 23:30 in São Paulo.
    expect(freePeriodStart(new Date("2026-12-01T02:30:00Z"))).toEqual(new Date("2026-11-01T03:00:00Z"));
    // In the summer of 2018 São Paulo kept daylight saving (UTC−2): December began at 02:00 UTC.
    expect(freePeriodStart(new Date("2018-12-15T12:00:00Z"))).toEqual(new Date("2018-12-01T02:00:00Z"));
  });
});

describe("a paid plan's fair use is counted per month, an annual plan included", () => {
  it("starts each month on the subscription's day, clamped to the month's end", () => {
    const start = new Date("2026-01-31T12:00:00Z");
    expect(subscriptionMonthStart(start, new Date("2026-02-15T00:00:00Z"))).toEqual(start);
    expect(subscriptionMonthStart(start, new Date("2026-03-01T00:00:00Z"))).toEqual(new Date("2026-02-28T12:00:00Z"));
    expect(subscriptionMonthStart(start, new Date("2026-12-31T13:00:00Z"))).toEqual(new Date("2026-12-31T12:00:00Z"));
  });

  it("gives an annual subscriber a fresh 3.000 in the second month", async () => {
    const user = await createUser(app);
    const startDate = new Date(Date.now() - 40 * DAY);
    const endDate = new Date(startDate.getTime() + 365 * DAY);
    await app.db.insert(subscriptions).values({ userId: user.id, plan: "PRO", status: "ACTIVE", interval: "YEAR", startDate, currentPeriodStart: startDate, endDate });
    await app.db.insert(usageCounters).values({ userId: user.id, periodStart: startDate, messagesUsed: 3000 });
    const sent = await app.inject({ method: "POST", url: "/api/chat/message", headers: user.auth, payload: { message: "Comi 1 banana" } });
    expect(sent.statusCode).toBe(200);
    const state = (await app.inject({ method: "GET", url: "/api/account/subscription", headers: user.auth })).json();
    expect(state).toMatchObject({ plan: "PRO", limits: { messages: 3000 }, usage: { messagesUsed: 1 } });
  });
});
