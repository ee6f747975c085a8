import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { buildTestAppWithSmtp } from "../../../test/build-test-app-with-smtp";
import { createUser, loginAdmin } from "../../../test/accounts";
import { startOpenAiStandIn, type TOpenAiStandIn } from "../../../test/openai-stand-in";
import { channelWebhookEvents } from "../../db/schema";
import { RecentErrors } from "../../shared/recent-errors";
import { registerJob } from "../../shared/scheduler/scheduler";

let app: TTestApp;
let standIn: TOpenAiStandIn;
const recentErrors = new RecentErrors();

/** A loopback port nobody listens on: connecting is refused at once. */
async function deadUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  const providers = [
    { name: "local-ok", baseUrl: standIn.url, apiKey: "test-key", model: "chat-model", visionModel: "vision-model", timeoutMs: 5000 },
    { name: "dead", baseUrl: await deadUrl(), apiKey: "dead-key", model: "other-model", transcriptionModel: "whisper-1", timeoutMs: 5000 },
  ];
  app = await buildTestApp(
    { AI_PROVIDERS: JSON.stringify(providers) },
    { onClose: standIn.close, logger: pino({ level: "error" }, recentErrors), recentErrors },
  );
});
afterAll(async () => app.close());

const get = async (url: string, headers?: Record<string, string>) => app.inject({ method: "GET", url, headers });

describe("GET /api/admin/system-health", () => {
  it("answers 401 without a token and 403 with a user token", async () => {
    const user = await createUser(app);
    for (const url of ["/api/admin/system-health", "/api/admin/ai-providers/health"]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, user.auth)).statusCode).toBe(403);
    }
  });

  it("reports database, memory, event loop, uptime, version and the data folder's free disk", async () => {
    const admin = await loginAdmin(app);
    const body = (await get("/api/admin/system-health", admin.auth)).json();
    expect(body).toMatchObject({ status: "ok", version: "0.1.0", database: { ok: true } });
    expect(["pglite", "postgres"]).toContain(body.database.kind);
    expect(body.database.sizeBytes).toBeGreaterThan(0);
    expect(body.memory.rssBytes).toBeGreaterThan(0);
    expect(body.disk.path).toBe(app.dataDir);
    expect(body.disk.freeBytes).toBeGreaterThan(0);
    expect(body.eventLoopDelayMs.p99).toBeGreaterThanOrEqual(0);
  });

  it("lists the scheduled jobs with their last run, providers, mail, webhooks, the access log and the last errors", async () => {
    registerJob(app, {
      name: "health-failing",
      everySeconds: 0,
      run: async () => {
        throw new Error("provedor fora do ar");
      },
    });
    await app.scheduler.run("retention");
    await app.scheduler.run("health-failing");
    const now = Date.now();
    await app.db.insert(channelWebhookEvents).values([
      { provider: "whatsapp", eventId: "wa-1", type: "message", status: "PROCESSED", receivedAt: new Date(now - 60_000) },
      { provider: "whatsapp", eventId: "wa-2", type: "message", status: "FAILED", error: "x", receivedAt: new Date(now - 120_000) },
      { provider: "whatsapp", eventId: "wa-3", type: "message", status: "PROCESSED", receivedAt: new Date(now - 3 * 86_400_000) },
    ]);
    const admin = await loginAdmin(app);
    const body = (await get("/api/admin/system-health", admin.auth)).json();

    const jobs = Object.fromEntries(body.jobs.map((j: { name: string }) => [j.name, j]));
    expect(Object.keys(jobs)).toEqual(expect.arrayContaining(["billing", "message-reminders", "retention", "health-failing"]));
    expect(jobs.retention).toMatchObject({ everySeconds: 86_400, scheduled: false, nextRunAt: null, lastRun: { ok: true, error: null } });
    expect(jobs.retention.lastRun.summary).toMatchObject({ conversations: 0, "access-logs": 0, stripe: 0 });
    expect(jobs["health-failing"].lastRun).toMatchObject({ ok: false, error: "provedor fora do ar" });
    expect(jobs.billing).toMatchObject({ everySeconds: 300, lastRun: null });

    expect(body.aiProviders).toHaveLength(2);
    expect(body.mail).toMatchObject({ kind: "outbox", ok: true, error: null });
    expect(body.webhooks).toEqual([
      { provider: "whatsapp", configured: false, lastReceivedAt: new Date(now - 60_000).toISOString(), last24h: 2, failed24h: 1 },
      { provider: "telegram", configured: false, lastReceivedAt: null, last24h: 0, failed24h: 0 },
      { provider: "stripe", configured: false, lastReceivedAt: null, last24h: 0, failed24h: null },
    ]);
    expect(body.accessLog).toMatchObject({ enabled: true, dropped: 0 });
    expect(body.recentErrors[0]).toMatchObject({ level: "error", message: "scheduled job failed", error: "Error: provedor fora do ar", job: "health-failing" });
    expect(JSON.stringify(body)).not.toMatch(/test-key|dead-key|127\.0\.0\.1/);
  });
});

describe("GET /api/admin/ai-providers/health", () => {
  it("checks each configured provider live: a reachable stand-in is ok, a dead one fails with a short code", async () => {
    const admin = await loginAdmin(app);
    standIn.requests.length = 0;
    const response = await get("/api/admin/ai-providers/health", admin.auth);
    expect(response.statusCode).toBe(200);
    const [ok, dead] = response.json().providers;
    expect(ok).toMatchObject({ name: "local-ok", model: "chat-model", visionModel: "vision-model", transcriptionModel: null, ok: true, error: null });
    expect(ok.latencyMs).toBeGreaterThanOrEqual(0);
    expect(dead).toMatchObject({ name: "dead", model: "other-model", visionModel: null, transcriptionModel: "whisper-1", ok: false, latencyMs: null, error: "CONNECTION_ERROR" });
    expect(standIn.requests.map((r) => r.path)).toEqual(["/v1/models"]);
  });

  it("reports an HTTP failure of the provider by its status", async () => {
    const admin = await loginAdmin(app);
    standIn.mode = "error503";
    try {
      const [ok] = (await get("/api/admin/ai-providers/health", admin.auth)).json().providers;
      expect(ok).toMatchObject({ ok: false, error: "HTTP_503" });
    } finally {
      standIn.mode = "ok";
    }
  });
});

describe("mail transport health", () => {
  it("verifies SMTP against the loopback server", async () => {
    const { app: smtpApp } = await buildTestAppWithSmtp();
    try {
      const admin = await loginAdmin(smtpApp);
      const body = (await smtpApp.inject({ method: "GET", url: "/api/admin/system-health", headers: admin.auth })).json();
      expect(body.mail).toMatchObject({ kind: "smtp", ok: true, error: null });
      expect(body.aiProviders).toEqual([]);
    } finally {
      await smtpApp.close();
    }
  }, 90_000);
});
