import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser } from "../../../test/accounts";
import { manualClock } from "../../lib/clock";
import { accessLogs, aiMetrics, billingEvents, calorieCalculations, channelWebhookEvents, chatMessages, jobRuns, mealPlans } from "../../db/schema";
import { RETENTION_JOB } from "./retention.job";

const NOW = new Date("2026-11-23T03:00:00Z");
const clock = manualClock(NOW);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Each target gets one row a minute past its threshold (deleted) and one a minute short of it (kept). */
const around = (ms: number) => ({ old: new Date(NOW.getTime() - ms - MINUTE), recent: new Date(NOW.getTime() - ms + MINUTE) });

let app: TTestApp;

beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  const userId = (await createUser(app)).id;
  const chat = around(365 * DAY);
  await app.db.insert(chatMessages).values([
    { userId, direction: "INCOMING", content: "velha", createdAt: chat.old },
    { userId, direction: "INCOMING", content: "nova", createdAt: chat.recent },
  ]);
  const calories = around(730 * DAY);
  await app.db.insert(calorieCalculations).values(
    [calories.old, calories.recent].map((calculatedAt, i) => ({
      userId,
      foodDescription: i === 0 ? "velha" : "nova",
      totalCalories: 200,
      protein: 4,
      carbohydrates: 44,
      fat: 0.4,
      source: "MANUAL" as const,
      consumedOn: "2024-11-23",
      calculatedAt,
    })),
  );
  const plans = around(730 * DAY);
  await app.db.insert(mealPlans).values(
    [plans.old, plans.recent].map((createdAt, i) => ({ userId, title: i === 0 ? "velha" : "nova", meals: [], targets: {} as never, days: [], seed: 1, createdAt })),
  );
  const metrics = around(24 * HOUR);
  await app.db.insert(aiMetrics).values(
    [metrics.old, metrics.recent].map((createdAt, i) => ({ provider: i === 0 ? "velha" : "nova", model: "m", kind: "chat" as const, latencyMs: 1, success: true, createdAt })),
  );
  const hooks = around(30 * DAY);
  await app.db.insert(channelWebhookEvents).values(
    (["whatsapp", "telegram"] as const).flatMap((provider) => [
      { provider, eventId: `${provider}-velha`, type: "message", status: "PROCESSED" as const, receivedAt: hooks.old },
      { provider, eventId: `${provider}-nova`, type: "message", status: "PROCESSED" as const, receivedAt: hooks.recent },
    ]),
  );
  await app.db.insert(billingEvents).values([
    { provider: "stripe", eventId: "stripe-velha", type: "invoice.paid", appliedAt: hooks.old },
    { provider: "stripe", eventId: "stripe-nova", type: "invoice.paid", appliedAt: hooks.recent },
    // Not a webhook: the local provider's ledger is the subscription's history, never cleaned.
    { provider: "local", eventId: "local-velha", type: "invoice.paid", appliedAt: hooks.old },
  ]);
  // Six calendar months before 2026-11-23T03:00Z is 2026-05-23T03:00Z.
  await app.db.insert(accessLogs).values(
    [new Date("2026-05-23T02:59:00Z"), new Date("2026-05-23T03:01:00Z")].map((occurredAt, i) => ({
      occurredAt,
      ip: "203.0.113.9",
      method: "GET",
      route: i === 0 ? "/api/velha" : "/api/nova",
      status: 200,
    })),
  );
});
afterAll(async () => app.close());

describe("daily retention job", () => {
  it("deletes exactly the rows past each §9 period and access logs past six months, counting each target", async () => {
    const outcome = await app.scheduler.run(RETENTION_JOB);
    expect(outcome).toMatchObject({ ran: true, ok: true });
    expect(outcome.summary).toEqual({
      whatsapp: 1,
      telegram: 1,
      stripe: 1,
      conversations: 1,
      calories: 1,
      mealplans: 1,
      "ai-metrics": 1,
      "access-logs": 1,
    });
    expect((await app.db.select({ v: chatMessages.content }).from(chatMessages)).map((r) => r.v)).toEqual(["nova"]);
    expect((await app.db.select({ v: calorieCalculations.foodDescription }).from(calorieCalculations)).map((r) => r.v)).toEqual(["nova"]);
    expect((await app.db.select({ v: mealPlans.title }).from(mealPlans)).map((r) => r.v)).toEqual(["nova"]);
    expect((await app.db.select({ v: aiMetrics.provider }).from(aiMetrics)).map((r) => r.v)).toEqual(["nova"]);
    expect((await app.db.select({ v: channelWebhookEvents.eventId }).from(channelWebhookEvents)).map((r) => r.v).sort()).toEqual(["telegram-nova", "whatsapp-nova"]);
    expect((await app.db.select({ v: billingEvents.eventId }).from(billingEvents)).map((r) => r.v).sort()).toEqual(["local-velha", "stripe-nova"]);
    expect((await app.db.select({ v: accessLogs.route }).from(accessLogs)).map((r) => r.v)).toEqual(["/api/nova"]);
  });

  it("records the counts in job_runs, and a second pass half a minute later deletes nothing", async () => {
    clock.advance(30_000);
    expect(Object.values((await app.scheduler.run(RETENTION_JOB)).summary).every((n) => n === 0)).toBe(true);
    const runs = await app.db.select().from(jobRuns).where(eq(jobRuns.job, RETENTION_JOB));
    expect(runs).toHaveLength(2);
    expect(runs.find((r) => r.startedAt.getTime() === NOW.getTime())?.summary).toMatchObject({ conversations: 1, "access-logs": 1 });
  });

  it("is scheduled daily by default", () => {
    expect(app.scheduler.list().find((job) => job.name === RETENTION_JOB)).toMatchObject({ everySeconds: 86_400 });
  });
});
