import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin } from "../../../test/accounts";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("GET /api/admin/system-health", () => {
  it("answers 401 without a token and 403 with a user token", async () => {
    const user = await createUser(app);
    expect((await app.inject({ method: "GET", url: "/api/admin/system-health" })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/api/admin/system-health", headers: user.auth })).statusCode).toBe(403);
  });

  it("reports database, memory, event loop, uptime, version and the data folder's free disk", async () => {
    const admin = await loginAdmin(app);
    const body = (await app.inject({ method: "GET", url: "/api/admin/system-health", headers: admin.auth })).json();
    expect(body).toMatchObject({ status: "ok", version: "0.1.0", database: { ok: true } });
    expect(["pglite", "postgres"]).toContain(body.database.kind);
    expect(body.memory.rssBytes).toBeGreaterThan(0);
    expect(body.disk.path).toBe(app.dataDir);
    expect(body.disk.freeBytes).toBeGreaterThan(0);
    expect(body.eventLoopDelayMs.p99).toBeGreaterThanOrEqual(0);
  });
});
