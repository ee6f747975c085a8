import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin, type TTestUser } from "../../../test/accounts";
import { payments, subscriptions } from "../../db/schema";

let app: TTestApp;

beforeAll(async () => {
  app = await buildTestApp({ BILLING_JOBS_INTERVAL_SECONDS: "0" });
});
afterAll(async () => app.close());

const call = (user: TTestUser, url: string, payload?: object) => app.inject({ method: "POST", url, headers: user.auth, ...(payload ? { payload } : {}) });
const orderOf = (url: string) => new URL(url).pathname.split("/").at(-1)!;
const liveRows = (userId: string) =>
  app.db.select().from(subscriptions).where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ["ACTIVE", "PAST_DUE"])));
const charges = (userId: string) => app.db.select().from(payments).where(and(eq(payments.userId, userId), eq(payments.status, "COMPLETED")));

async function subscribe(user: TTestUser, plan = "PRO") {
  const checkout = await call(user, "/api/billing/checkout", { plan, interval: "MONTH" });
  expect(checkout.statusCode).toBe(200);
  expect((await call(user, `/api/billing/local-checkout/${orderOf(checkout.json().url)}/complete`, { card: "approved" })).statusCode).toBe(200);
}

describe("one live subscription per user (issue 29)", () => {
  it("the database refuses a second live subscription for one user", async () => {
    const user = await createUser(app);
    const row = { userId: user.id, plan: "PRO" as const, status: "ACTIVE" as const, startDate: new Date() };
    await app.db.insert(subscriptions).values(row);
    await expect(app.db.insert(subscriptions).values({ ...row, status: "PAST_DUE" })).rejects.toThrow();
    await app.db.insert(subscriptions).values({ ...row, status: "EXPIRED" });
    expect(await liveRows(user.id)).toHaveLength(1);
  });

  it("two orders paid at the same moment start one subscription and charge once (20 runs)", async () => {
    for (let run = 0; run < 20; run += 1) {
      const user = await createUser(app);
      const [monthly, yearly] = await Promise.all([
        call(user, "/api/billing/checkout", { plan: "PRO", interval: "MONTH" }),
        call(user, "/api/billing/checkout", { plan: "PRO_PLUS", interval: "YEAR" }),
      ]);
      expect([monthly.statusCode, yearly.statusCode]).toEqual([200, 200]);
      const paid = await Promise.all(
        [monthly, yearly].map((c) => call(user, `/api/billing/local-checkout/${orderOf(c.json().url)}/complete`, { card: "approved" })),
      );
      expect(paid.map((r) => r.statusCode).sort(), `run ${run}`).toEqual([200, 409]);
      expect(paid.find((r) => r.statusCode === 409)!.json()).toMatchObject({ success: false, errorCode: "CONFLICT", status: 409 });
      expect(await liveRows(user.id), `run ${run}`).toHaveLength(1);
      expect(await charges(user.id), `run ${run}`).toHaveLength(1);
    }
  });

  it("a live row whose period and grace are over does not block the next purchase", async () => {
    const user = await createUser(app);
    const long = new Date(Date.now() - 90 * 86400_000);
    await app.db.insert(subscriptions).values({ userId: user.id, plan: "PRO", status: "ACTIVE", provider: "manual", startDate: long, endDate: new Date(long.getTime() + 30 * 86400_000) });
    await subscribe(user, "PRO_PLUS");
    const live = await liveRows(user.id);
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ plan: "PRO_PLUS", provider: "local" });
  });

  it("an admin grant racing a purchase leaves one live subscription", async () => {
    const admin = await loginAdmin(app);
    for (let run = 0; run < 5; run += 1) {
      const user = await createUser(app);
      const checkout = await call(user, "/api/billing/checkout", { plan: "PRO", interval: "MONTH" });
      const [grant, paid] = await Promise.all([
        app.inject({ method: "POST", url: `/api/admin/users/${user.id}/plan`, headers: admin.auth, payload: { plan: "PRO_PLUS", days: 30 } }),
        call(user, `/api/billing/local-checkout/${orderOf(checkout.json().url)}/complete`, { card: "approved" }),
      ]);
      expect(grant.statusCode).toBeLessThan(500);
      expect(paid.statusCode).toBeLessThan(500);
      expect(await liveRows(user.id)).toHaveLength(1);
    }
  });
});

describe("the right of withdrawal, once per user and plan (issue 29)", () => {
  it("buy, withdraw with a full refund, buy the same plan again: no second full refund", async () => {
    const user = await createUser(app);
    await subscribe(user);
    expect((await call(user, "/api/billing/cancel")).json()).toMatchObject({ success: true, refunded: true });
    await subscribe(user);
    const state = (await app.inject({ method: "GET", url: "/api/account/subscription", headers: user.auth })).json();
    expect(state).toMatchObject({ plan: "PRO", status: "ACTIVE", refundable: false });
    expect((await call(user, "/api/billing/cancel")).json()).toMatchObject({ success: true, refunded: false });
    expect(await charges(user.id)).toHaveLength(1);
    const after = (await app.inject({ method: "GET", url: "/api/account/subscription", headers: user.auth })).json();
    expect(after).toMatchObject({ plan: "PRO", cancelAtPeriodEnd: true });
  });

  it("the other plan keeps its own right", async () => {
    const user = await createUser(app);
    await subscribe(user, "PRO");
    expect((await call(user, "/api/billing/cancel")).json()).toMatchObject({ refunded: true });
    await subscribe(user, "PRO_PLUS");
    expect((await call(user, "/api/billing/cancel")).json()).toMatchObject({ refunded: true });
  });
});
