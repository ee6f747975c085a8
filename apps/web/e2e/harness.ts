import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";

export const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");
export const SCREENSHOTS = path.resolve(import.meta.dirname, "screenshots");
export const ADMIN = { email: "admin@nutriguia.test", password: "Admin-Senha-Forte-2024" };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export type TServer = { baseUrl: string; dataDir: string; process: ChildProcess; stop: () => Promise<void> };

/**
 * Starts the real server (PGlite, outbox mail) on a free port with a temporary DATA_DIR. `entry` may name the test
 * server (apps/server/test/e2e-server.ts: scheduled work at a chosen time) instead of the production one.
 */
export async function startServer(env: Record<string, string>, entry = "apps/server/src/server.ts"): Promise<TServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nutriguia-e2e-"));
  const port = await freePort();
  const log = fs.createWriteStream(path.join(dataDir, "server.log"));
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: REPO_ROOT,
    // The harness's own setup calls say they come from distinct clients (X-Forwarded-For from the loopback proxy), so
    // the per-address limits meet only what the browser does, as they would for real visitors.
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", TRUST_PROXY: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  // A first start migrates a new PGlite folder: 60–65 s on a busy two-core machine, over 150 s at load average 28.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early; see ${path.join(dataDir, "server.log")}`);
    try {
      const res = await fetch(`${baseUrl}/api/public/legal-versions`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("server did not start within 300 s");
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    dataDir,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5000).unref();
      }),
  };
}

/** The newest activation code written to the outbox for this address. */
export async function readActivationCode(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, "outbox");
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith(".eml")).sort().reverse() : [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(outbox, file), "utf8");
      if (!text.toLowerCase().includes(email.toLowerCase())) continue;
      const code = /^\s*(\d{10})\s*$/m.exec(text)?.[1] ?? /\b(\d{10})\b/.exec(text)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no activation code for ${email} in ${outbox}`);
}

export type TTest = { name: string; run: () => Promise<void> };

/** What a journey gets: the shared server and browser, and its own page (fresh context). */
export type TJourneyEnv = { server: TServer; browser: Browser; page: Page; url: (path: string) => string };
export type TJourney = { name: string; tests: (env: TJourneyEnv) => TTest[] };

export async function runTests(tests: TTest[], onFailure: (name: string) => Promise<void>): Promise<{ passed: number; failed: number }> {
  let passed = 0;
  let failed = 0;
  for (const test of tests) {
    const started = Date.now();
    try {
      await test.run();
      passed += 1;
      console.log(`✓ ${test.name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed += 1;
      console.log(`✗ ${test.name}\n  ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      await onFailure(test.name).catch(() => undefined);
    }
  }
  return { passed, failed };
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

let apiCalls = 0;
/** A documentation address (RFC 5737) per setup call: never a real host, only a distinct client for the rate limits. */
const setupClient = () => `198.51.100.${(apiCalls++ % 250) + 1}`;

/** A JSON call to the server's API that must succeed. */
export async function api(server: TServer, method: string, p: string, body?: unknown, token?: string) {
  const res = await fetch(`${server.baseUrl}${p}`, {
    method,
    headers: { "Content-Type": "application/json", "X-Forwarded-For": setupClient(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  assert(res.ok, `${method} ${p} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

let userCount = 0;

/** A unique address for this run, e.g. `bia.1718000000000.3@example.com`. */
export const freshEmail = (prefix: string) => `${prefix}.${Date.now()}.${(userCount += 1)}@example.com`;

export type TUser = { fullName: string; email: string; password: string };

/** Registers and activates a user through the API (code from the outbox); optionally saves a nutritional profile. */
export async function createUser(server: TServer, user: TUser, profile?: Record<string, unknown>): Promise<TUser> {
  await api(server, "POST", "/api/auth/register", { ...user, privacyPolicyAccepted: true, termsAccepted: true });
  await api(server, "POST", "/api/auth/activate", { activationCode: await readActivationCode(server.dataDir, user.email) });
  if (profile) {
    const login = await api(server, "POST", "/api/auth/login", { email: user.email, password: user.password });
    await api(server, "PUT", "/api/account/nutritional-profile", profile, login!.token as string);
  }
  return user;
}
