import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin } from "../../../test/accounts";
import { adminAuditLog, aiMetrics, calorieCalculations, chatMessages, mealPlans, billingEvents, channelWebhookEvents } from "../../db/schema";

let app: TTestApp;
let userId: string;
const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

beforeAll(async () => {
  app = await buildTestApp();
  userId = (await createUser(app)).id;
  await app.db.insert(chatMessages).values(
    [400, 366, 364, 1].map((d) => ({ userId, direction: "INCOMING" as const, content: `oi ${d}`, createdAt: ago(d * DAY) })),
  );
  await app.db.insert(calorieCalculations).values(
    [731, 10].map((d) => ({
      userId,
      foodDescription: `arroz ${d}`,
      totalCalories: 200,
      protein: 4,
      carbohydrates: 44,
      fat: 0.4,
      source: "MANUAL" as const,
      consumedOn: "2024-01-01",
      calculatedAt: ago(d * DAY),
    })),
  );
  await app.db.insert(aiMetrics).values(
    [25, 23, 1].map((h) => ({ provider: "openai", model: "gpt", kind: "chat" as const, latencyMs: 100, success: true, createdAt: ago(h * 3_600_000) })),
  );
  await app.db.insert(billingEvents).values([
    { provider: "stripe", eventId: "evt_old", type: "checkout.session.completed", appliedAt: ago(31 * DAY) },
    { provider: "stripe", eventId: "evt_new", type: "checkout.session.completed", appliedAt: ago(29 * DAY) },
  ]);
  await app.db.insert(channelWebhookEvents).values([
    { provider: "telegram", eventId: "tg_old", type: "message", status: "PROCESSED", receivedAt: ago(40 * DAY) },
    { provider: "whatsapp", eventId: "wa_old", type: "message", status: "PROCESSED", receivedAt: ago(40 * DAY) },
  ]);
});
afterAll(async () => app.close());

const total = async (table: typeof chatMessages | typeof aiMetrics | typeof channelWebhookEvents | typeof calorieCalculations | typeof mealPlans) =>
  Number((await app.db.select({ n: count() }).from(table))[0]?.n);

describe("admin cleanup", () => {
  it("answers 401 without a token and 403 with a user token", async () => {
    const user = await createUser(app);
    for (const url of ["/api/admin/data/cleanup/conversations", "/api/admin/webhooks/stripe/cleanup"]) {
      expect((await app.inject({ method: "DELETE", url })).statusCode).toBe(401);
      expect((await app.inject({ method: "DELETE", url, headers: user.auth })).statusCode).toBe(403);
    }
  });

  it("refuses bad values and targets with a 400 and deletes nothing", async () => {
    const admin = await loginAdmin(app);
    for (const url of [
      "/api/admin/data/cleanup/conversations?timeValue=0",
      "/api/admin/data/cleanup/conversations?timeValue=-3",
      "/api/admin/data/cleanup/conversations?timeValue=abc",
      "/api/admin/data/cleanup/conversations?timeUnit=weeks",
      "/api/admin/data/cleanup/users",
      "/api/admin/webhooks/paypal/cleanup",
    ]) {
      const response = await app.inject({ method: "DELETE", url, headers: admin.auth });
      expect(response.statusCode === 400 || response.statusCode === 404).toBe(true);
      expect(response.json()).toMatchObject({ success: false });
    }
    expect(await total(chatMessages)).toBe(4);
  });

  it("a dry run counts with the spec's default (365 days) and deletes nothing", async () => {
    const admin = await loginAdmin(app);
    const dry = await app.inject({ method: "DELETE", url: "/api/admin/data/cleanup/conversations?dryRun=true", headers: admin.auth });
    expect(dry.json()).toEqual({ deletedCount: 2, dryRun: true });
    expect(await total(chatMessages)).toBe(4);
  });

  it("deletes exactly the records older than the threshold and records the action", async () => {
    const admin = await loginAdmin(app);
    const conv = await app.inject({ method: "DELETE", url: "/api/admin/data/cleanup/conversations?timeValue=365&timeUnit=days", headers: admin.auth });
    expect(conv.json()).toEqual({ deletedCount: 2, dryRun: false });
    const left = await app.db.select({ content: chatMessages.content }).from(chatMessages);
    expect(left.map((r) => r.content).sort()).toEqual(["oi 1", "oi 364"]);

    const metrics = await app.inject({ method: "DELETE", url: "/api/admin/data/cleanup/ai-metrics", headers: admin.auth });
    expect(metrics.json().deletedCount).toBe(1);
    expect(await total(aiMetrics)).toBe(2);

    const calories = await app.inject({ method: "DELETE", url: "/api/admin/data/cleanup/calories?timeValue=2&timeUnit=minutes", headers: admin.auth });
    expect(calories.json().deletedCount).toBe(2);

    const stripe = await app.inject({ method: "DELETE", url: "/api/admin/webhooks/stripe/cleanup", headers: admin.auth });
    expect(stripe.json().deletedCount).toBe(1);
    const stripeEvents = await app.db.select({ id: billingEvents.eventId }).from(billingEvents);
    expect(stripeEvents.map((h) => h.id)).toEqual(["evt_new"]);
    const telegram = await app.inject({ method: "DELETE", url: "/api/admin/webhooks/telegram/cleanup", headers: admin.auth });
    expect(telegram.json().deletedCount).toBe(1);
    const channelEvents = await app.db.select({ id: channelWebhookEvents.eventId }).from(channelWebhookEvents);
    expect(channelEvents.map((h) => h.id)).toEqual(["wa_old"]);

    const audit = await app.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetType, "conversations"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId: admin.id, action: "cleanup", after: { deletedCount: 2, timeValue: 365, timeUnit: "days" } });
    expect(audit[0]?.requestId).toBeTruthy();
    await expect(app.db.delete(adminAuditLog)).rejects.toThrow();
  });
});
