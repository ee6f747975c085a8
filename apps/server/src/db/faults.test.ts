import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../test/build-test-app";
import { onTestServer } from "../../test/test-database";
import { createUser, type TTestUser } from "../../test/accounts";
import { startTcpProxy, type TTcpProxy } from "../../test/tcp-proxy";
import { openDatabase } from "./client";

const serverUrl = process.env.TEST_DATABASE_URL;
const UNAVAILABLE = {
  success: false,
  errorCode: "SERVICE_UNAVAILABLE",
  status: 503,
  message: "O serviço está temporariamente indisponível. Por favor, tente novamente em alguns instantes.",
};

let app: TTestApp;
let proxy: TTcpProxy;
let user: TTestUser;
let name: string;
const poolErrors: Error[] = [];


beforeAll(async () => {
  if (!serverUrl) return;
  name = `nutriguia_fault_${randomBytes(6).toString("hex")}`;
  await onTestServer((c) => c.query(`CREATE DATABASE ${name}`));
  const target = new URL(serverUrl);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(serverUrl);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  viaProxy.pathname = `/${name}`;
  const database = await openDatabase({
    url: viaProxy.toString(),
    dir: "",
    connectTimeoutMs: 1_000,
    statementTimeoutMs: 2_000,
    onPoolError: (error) => poolErrors.push(error),
  });
  app = await buildTestApp({}, {
    database,
    onClose: async () => {
      await proxy.close();
      await onTestServer((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  });
  user = await createUser(app, { unlimited: true });
});
afterAll(async () => app?.close());

let sequence = 0;
/** One chat message: a transaction storing the message and its reply. */
async function send() {
  sequence += 1;
  const text = `Quanta água devo beber por dia? #${sequence}`;
  const response = await app.inject({ method: "POST", url: "/api/chat/message", headers: user.auth, payload: { message: text } });
  return { text, status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** Keeps `width` requests in flight until stop() is called; returns every answer. */
function load(width: number) {
  let running = true;
  const answers: Awaited<ReturnType<typeof send>>[] = [];
  const workers = Array.from({ length: width }, async () => {
    while (running) answers.push(await send());
  });
  return { stop: async () => ((running = false), await Promise.all(workers), answers) };
}

async function waitUntilServing(deadlineMs: number) {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    const ready = await app.inject({ method: "GET", url: "/api/health/ready" });
    if (ready.statusCode === 200 && (await send()).status === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

async function storedIncoming(): Promise<Set<string>> {
  const own = new pg.Client({ connectionString: serverUrl?.replace(/\/[^/]*$/, `/${name}`) });
  await own.connect();
  const result = await own.query<{ content: string }>("SELECT content FROM chat_messages WHERE direction = 'INCOMING'");
  await own.end();
  return new Set(result.rows.map((r) => r.content));
}

function expectOnly200Or503(answers: Awaited<ReturnType<typeof send>>[]) {
  for (const answer of answers) {
    expect([200, 503]).toContain(answer.status);
    if (answer.status === 503) expect(answer.body).toEqual(UNAVAILABLE);
  }
}

describe.skipIf(!serverUrl)("PostgreSQL failing under load (through a TCP proxy)", () => {
  it("survives a network cut inside a transaction, answers 503, and serves again within 2 s of the database coming back", async () => {
    const traffic = load(6);
    await proxy.cutInsideTransaction();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const whileDown = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(whileDown.statusCode).toBe(503);
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    const duringOutage = await send();
    expect(duringOutage.status).toBe(503);
    expect(duringOutage.body).toEqual(UNAVAILABLE);
    proxy.restore();
    const recoveredInMs = await waitUntilServing(2_000);
    const answers = await traffic.stop();
    expect(recoveredInMs).not.toBeNull();
    expectOnly200Or503(answers);
    expect(answers.some((a) => a.status === 503)).toBe(true);
    const stored = await storedIncoming();
    for (const acknowledged of answers.filter((a) => a.status === 200)) expect(stored).toContain(acknowledged.text);
  });

  it("survives pg_terminate_backend of every session under load and serves again", async () => {
    const traffic = load(6);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await onTestServer((c) => c.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const recoveredInMs = await waitUntilServing(2_000);
    const answers = await traffic.stop();
    expect(recoveredInMs).not.toBeNull();
    expectOnly200Or503(answers);
    const stored = await storedIncoming();
    for (const acknowledged of answers.filter((a) => a.status === 200)) expect(stored).toContain(acknowledged.text);
  });

  it("answers 503 instead of hanging while the network is silent, then serves again", async () => {
    proxy.stall();
    const [ready, message] = await Promise.all([app.inject({ method: "GET", url: "/api/health/ready" }), send()]);
    expect(ready.statusCode).toBe(503);
    expect(message.status).toBe(503);
    expect(message.body).toEqual(UNAVAILABLE);
    proxy.restore();
    expect(await waitUntilServing(2_000)).not.toBeNull();
  });
});
