import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin } from "../../../test/accounts";
import { adminStatsSnapshots, billingOrders, chatMessages, feedback, payments, users } from "../../db/schema";

let app: TTestApp;
const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("GET /api/admin/dashboard/stats", () => {
  it("answers 401 without a token and 403 with a user token", async () => {
    const user = await createUser(app);
    expect((await app.inject({ method: "GET", url: "/api/admin/dashboard/stats" })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/api/admin/dashboard/stats", headers: user.auth })).statusCode).toBe(403);
  });

  it("equals the hand-counted values of the seeded data", async () => {
    // Users (the admin is not counted): the one above (signed in now), plus:
    const writer = await createUser(app); // signed in now, writes 3 messages today
    const dormant = await createUser(app); // last sign-in 40 days ago, wrote 45 days ago
    const recentWriter = await createUser(app); // last sign-in 40 days ago, wrote 2 days ago
    await app.db.update(users).set({ lastLoginAt: ago(40 * DAY) }).where(eq(users.id, dormant.id));
    await app.db.update(users).set({ lastLoginAt: ago(40 * DAY) }).where(eq(users.id, recentWriter.id));
    await app.db.insert(users).values({ email: "nunca@ativou.test", passwordHash: "x", fullName: "Sem Ativação" }); // not activated
    await app.db.insert(chatMessages).values([
      ...[1, 2, 3].map((i) => ({ userId: writer.id, direction: "INCOMING" as const, content: `m${i}` })),
      { userId: writer.id, direction: "OUTGOING" as const, content: "resposta" },
      { userId: dormant.id, direction: "INCOMING" as const, content: "velha", createdAt: ago(45 * DAY) },
      { userId: recentWriter.id, direction: "INCOMING" as const, content: "anteontem", createdAt: ago(2 * DAY) },
    ]);
    // Orders and payments: two orders (one pending), one completed and one refunded payment.
    const [paid] = await app.db
      .insert(billingOrders)
      .values([
        { userId: writer.id, plan: "PRO", interval: "MONTH", amountCents: 2990, provider: "local", status: "PAID" },
        { userId: dormant.id, plan: "PRO_PLUS", interval: "YEAR", amountCents: 49900, provider: "local", status: "PENDING" },
      ])
      .returning();
    const payment = { userId: writer.id, orderId: paid!.id, provider: "local", description: "NutriGuia Pro", amountCents: 2990, paidAt: new Date() };
    await app.db.insert(payments).values([
      { ...payment, providerPaymentId: "pay-1", status: "COMPLETED" },
      { ...payment, providerPaymentId: "pay-2", status: "REFUNDED" },
    ]);
    // Ratings 4 and 5 count; a comment without stars does not.
    await app.db.insert(feedback).values([
      { userId: writer.id, type: "APP_USABILITY", source: "FORM", rating: 4 },
      { userId: writer.id, type: "GENERAL_SUGGESTION", source: "FORM", rating: 5 },
      { userId: writer.id, type: "BUG_REPORT", source: "FORM", rating: null, comment: "Sem nota" },
    ]);
    const admin = await loginAdmin(app);
    const response = await app.inject({ method: "GET", url: "/api/admin/dashboard/stats", headers: admin.auth });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats).toMatchObject({
      totalUsers: 5,
      activeUsers: 3,
      totalMessages: 5,
      totalOrders: 2,
      pendingOrders: 1,
      totalRevenue: 29.9,
      averageRating: 4.5,
    });
    expect(stats.trend).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(stats.trend.at(-1)).toEqual({ day: today, users: 5, messages: 3 });
    expect(stats.trend.reduce((s: number, p: { messages: number }) => s + p.messages, 0)).toBe(4);
  });

  it("reads the job's snapshot and adds what was written since it, without computing it again", async () => {
    const admin = await loginAdmin(app);
    const stats = async () => (await app.inject({ method: "GET", url: "/api/admin/dashboard/stats", headers: admin.auth })).json();
    expect((await app.scheduler.run("admin-stats")).ok).toBe(true);
    const [snapshot] = await app.db.select().from(adminStatsSnapshots);
    const before = await stats();
    const newcomer = await createUser(app);
    await app.db.insert(chatMessages).values({ userId: newcomer.id, direction: "INCOMING", content: "oi" });
    // A backdated message written after the snapshot is not in it: the snapshot was not computed again.
    await app.db.insert(chatMessages).values({ userId: newcomer.id, direction: "INCOMING", content: "antiga", createdAt: ago(3 * DAY) });
    const after = await stats();
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.totalMessages).toBe(before.totalMessages + 1);
    expect(after.trend.at(-1)).toEqual({ ...before.trend.at(-1), users: before.trend.at(-1).users + 1, messages: before.trend.at(-1).messages + 1 });
    expect(after.activeUsers).toBe(before.activeUsers);
    const [unchanged] = await app.db.select().from(adminStatsSnapshots);
    expect(unchanged!.computedAt).toEqual(snapshot!.computedAt);
    await app.scheduler.run("admin-stats");
    const recomputed = await stats();
    expect(recomputed.totalMessages).toBe(before.totalMessages + 2);
    expect(recomputed.activeUsers).toBe(before.activeUsers + 1);
  });
});
