import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../test/build-test-app";
import { createUser, type TTestUser } from "../../test/accounts";
import { READINESS_TIMEOUT_MS } from "../features/health/health.routes";
import { openDatabase, type TDatabase } from "./client";

const STATEMENT_TIMEOUT_MS = 3_000;
/** Room for a machine shared with other work: an answer must come this long after the timeout at the latest. */
const SLACK_MS = 2_000;
const UNAVAILABLE = {
  success: false,
  errorCode: "SERVICE_UNAVAILABLE",
  status: 503,
  message: "O serviço está temporariamente indisponível. Por favor, tente novamente em alguns instantes.",
};

describe("the API when the embedded database's thread dies or hangs", () => {
  let app: TTestApp;
  let database: TDatabase;
  let user: TTestUser;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nutriguia-outage-"));
  const reported: Error[] = [];

  beforeAll(async () => {
    database = await openDatabase({ dir, statementTimeoutMs: STATEMENT_TIMEOUT_MS, onPoolError: (error) => reported.push(error) });
    app = await buildTestApp({}, { database, onClose: async () => fs.rmSync(dir, { recursive: true, force: true }) });
    user = await createUser(app);
    const saved = await app.inject({ method: "PUT", url: "/api/account/nutritional-profile", headers: user.auth, payload: { weight: 72 } });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => app?.close());

  async function timed(url: string) {
    const started = Date.now();
    const response = await app.inject({ method: "GET", url, headers: user.auth });
    return { status: response.statusCode, body: response.json() as Record<string, unknown>, ms: Date.now() - started };
  }

  async function servingAgain(withinMs: number) {
    const started = Date.now();
    while (Date.now() - started < withinMs) {
      const [ready, me] = [await timed("/api/health/ready"), await timed("/api/account/me")];
      if (ready.status === 200 && me.status === 200) return me.body;
      for (const answer of [ready, me]) expect(answer.status).toBe(503);
      expect(me.body).toEqual(UNAVAILABLE);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`not serving again within ${withinMs} ms`);
  }

  it("answers 503 at once when the thread is killed, keeps liveness, and serves the same data again", async () => {
    const killed = database.thread!.worker!;
    await killed.terminate();
    const [me, ready, live] = [await timed("/api/account/me"), await timed("/api/health/ready"), await timed("/api/health")];
    expect(me.status).toBe(503);
    expect(me.body).toEqual(UNAVAILABLE);
    expect(me.ms).toBeLessThan(STATEMENT_TIMEOUT_MS);
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: "degraded", database: { reachable: false, kind: "pglite" } });
    expect(live.status).toBe(200);
    const back = await servingAgain(30_000);
    expect(back).toMatchObject({ id: user.id, profile: { weight: 72 } });
    expect(database.thread!.worker).not.toBe(killed);
  });

  it("answers 503 within the statement timeout when the thread hangs, readiness sooner, then serves again", async () => {
    reported.length = 0;
    const hung = database.thread!.query("SELECT pg_sleep(600)").catch((error: Error) => error);
    const [ready, me] = await Promise.all([timed("/api/health/ready"), timed("/api/account/me")]);
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(READINESS_TIMEOUT_MS + SLACK_MS);
    expect(me.status).toBe(503);
    expect(me.body).toEqual(UNAVAILABLE);
    expect(me.ms).toBeLessThan(STATEMENT_TIMEOUT_MS + SLACK_MS);
    expect(await hung).toMatchObject({ code: "57014" });
    expect(await servingAgain(30_000)).toMatchObject({ id: user.id, profile: { weight: 72 } });
    expect(reported.map((e) => (e as Error & { code?: string }).code)).toEqual(["57014"]);
  });
});
