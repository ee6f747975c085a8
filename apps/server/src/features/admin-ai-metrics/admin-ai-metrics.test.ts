import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin } from "../../../test/accounts";
import { aiMetrics } from "../../db/schema";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("GET /api/admin/ai-metrics", () => {
  it("answers 401 without a token and 403 with a user token", async () => {
    const user = await createUser(app);
    expect((await app.inject({ method: "GET", url: "/api/admin/ai-metrics" })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/api/admin/ai-metrics", headers: user.auth })).statusCode).toBe(403);
  });

  it("groups calls by provider, model and kind with failure rate and latency percentiles", async () => {
    await app.db.insert(aiMetrics).values([
      ...Array.from({ length: 100 }, (_, i) => ({ provider: "openai", model: "gpt-4o-mini", kind: "chat" as const, latencyMs: i + 1, success: i % 4 !== 0 })),
      { provider: "openai", model: "whisper-1", kind: "transcription" as const, latencyMs: 700, success: true },
    ]);
    const admin = await loginAdmin(app);
    const body = (await app.inject({ method: "GET", url: "/api/admin/ai-metrics", headers: admin.auth })).json();
    expect(body.groups).toEqual([
      { provider: "openai", model: "gpt-4o-mini", kind: "chat", calls: 100, failureRate: 0.25, p50: 51, p95: 95, p99: 99 },
      { provider: "openai", model: "whisper-1", kind: "transcription", calls: 1, failureRate: 0, p50: 700, p95: 700, p99: 700 },
    ]);
  });
});
