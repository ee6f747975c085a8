import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../test/build-test-app";

const root = path.resolve(import.meta.dirname, "..");
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("the production server and the journeys' test server (docs/decisions/331)", () => {
  it("has no route that runs scheduled work at a chosen time: that route exists only in test/e2e-server.ts", async () => {
    expect(app.routeTable.filter((route) => route.url.startsWith("/api/test"))).toEqual([]);
    const response = await app.inject({ method: "POST", url: "/api/test/jobs/channel-reminders/run", payload: { at: "2026-11-22T19:05:00-03:00" } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: "NOT_FOUND" });
  });

  it("builds for production from src/server.ts alone, which adds nothing to the app", () => {
    const build = fs.readFileSync(path.join(root, "build.mjs"), "utf8");
    expect(build.match(/entryPoints: \[[^\]]*\]/)?.[0]).toBe('entryPoints: [path.join(root, "src/server.ts")]');
    expect(fs.readFileSync(path.join(root, "src/server.ts"), "utf8")).toMatch(/^await serve\(\);$/m);
  });
});
