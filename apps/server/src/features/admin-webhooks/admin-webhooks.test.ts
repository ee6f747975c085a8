import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin } from "../../../test/accounts";
import { billingEvents, channelWebhookEvents } from "../../db/schema";

let app: TTestApp;
let admin: Awaited<ReturnType<typeof loginAdmin>>;
const now = Date.now();
const hoursAgo = (h: number) => new Date(now - h * 3600_000);

beforeAll(async () => {
  app = await buildTestApp({ BILLING_JOBS_INTERVAL_SECONDS: "0" });
  admin = await loginAdmin(app);
  await app.db.insert(channelWebhookEvents).values([
    { provider: "whatsapp", eventId: "wamid.1", type: "text", status: "PROCESSED", receivedAt: hoursAgo(1), processedAt: hoursAgo(1) },
    { provider: "whatsapp", eventId: "wamid.2", type: "image", status: "FAILED", error: "AppError", receivedAt: hoursAgo(2) },
    { provider: "whatsapp", eventId: "status:wamid.1:read", type: "status.read", status: "PROCESSED", receivedAt: hoursAgo(30) },
    { provider: "telegram", eventId: "700", type: "message", status: "IGNORED", error: "channel disabled", receivedAt: hoursAgo(3) },
    { provider: "telegram", eventId: "701", type: "callback_query", status: "RECEIVED", receivedAt: hoursAgo(4) },
  ]);
  await app.db.insert(billingEvents).values([
    { provider: "stripe", eventId: "evt_1", type: "invoice.paid", appliedAt: hoursAgo(5) },
    { provider: "stripe", eventId: "evt_2", type: "customer.subscription.updated", appliedAt: hoursAgo(50) },
    { provider: "local", eventId: "local_1", type: "checkout.completed", appliedAt: hoursAgo(1) },
  ]);
});
afterAll(async () => app.close());

const list = async (query: string) => {
  const response = await app.inject({ method: "GET", url: `/api/admin/webhooks/events?${query}`, headers: admin.auth });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const ids = (page: { rows: Array<{ eventId: string }> }) => page.rows.map((r) => r.eventId);

describe("admin webhooks", () => {
  it("answers 401 without a token and 403 with a user token", async () => {
    const user = await createUser(app);
    for (const url of ["/api/admin/webhooks/events", "/api/admin/webhooks/summary"]) {
      expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);
      expect((await app.inject({ method: "GET", url, headers: user.auth })).statusCode).toBe(403);
    }
  });

  it("lists both ledgers newest first, without local test checkouts", async () => {
    const page = await list("");
    expect(page).toMatchObject({ total: 7, page: 0, size: 20 });
    expect(ids(page)).toEqual(["wamid.1", "wamid.2", "700", "701", "evt_1", "status:wamid.1:read", "evt_2"]);
    expect(page.rows[1]).toEqual({
      provider: "whatsapp",
      eventId: "wamid.2",
      type: "image",
      status: "FAILED",
      error: "AppError",
      receivedAt: hoursAgo(2).toISOString(),
      processedAt: null,
    });
    expect(page.rows[4]).toMatchObject({ provider: "stripe", status: "PROCESSED", processedAt: hoursAgo(5).toISOString() });
  });

  it("filters by provider, status and text, and pages and sorts on the server", async () => {
    expect(ids(await list("provider=telegram"))).toEqual(["700", "701"]);
    expect(ids(await list("status=FAILED"))).toEqual(["wamid.2"]);
    expect(ids(await list("provider=stripe&filter=invoice"))).toEqual(["evt_1"]);
    expect(ids(await list("filter=wamid.1"))).toEqual(["wamid.1", "status:wamid.1:read"]);
    expect(ids(await list("filter=%25"))).toEqual([]);
    const second = await list("size=2&page=1&sort=receivedAt,asc");
    expect(second).toMatchObject({ total: 7, page: 1, size: 2 });
    expect(ids(second)).toEqual(["evt_1", "701"]);
  });

  it("refuses an unknown provider, status or page size", async () => {
    for (const query of ["provider=sms", "status=DONE", "size=500", "sort=type,asc"]) {
      const response = await app.inject({ method: "GET", url: `/api/admin/webhooks/events?${query}`, headers: admin.auth });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: "VALIDATION_ERROR" });
    }
  });

  it("counts the last 24 hours per provider", async () => {
    const summary = (await app.inject({ method: "GET", url: "/api/admin/webhooks/summary", headers: admin.auth })).json();
    expect(summary.last24h).toEqual([
      { provider: "whatsapp", total: 2, failed: 1, lastReceivedAt: hoursAgo(1).toISOString() },
      { provider: "telegram", total: 2, failed: 0, lastReceivedAt: hoursAgo(3).toISOString() },
      { provider: "stripe", total: 1, failed: 0, lastReceivedAt: hoursAgo(5).toISOString() },
    ]);
  });
});
