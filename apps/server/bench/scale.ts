import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { print, serverRoot, startCompiledServer } from "./lib/compiled-server";

/**
 * Latency as data grows (issue 28, docs/decisions/022): the compiled server on PostgreSQL, 10 connections, the user's
 * and the back-office's hot reads on a database holding only the bench user (a year of daily logs), then again after
 * `npm run seed` has added SCALE_USERS users (20 chat messages and 10 meals each, 100 of them with a year of daily logs).
 * Target per endpoint: seeded p99 ≤ 100 ms and ≤ 2 × its empty p99 + 10 ms. The bench user's data export (a year) is
 * timed alone, EXPORT_RUNS times one after another, against EXPORT_TARGET_MS. SCALE_USERS defaults to 10,000 so that
 * `npm run bench` stays short; the README's figures are from SCALE_USERS=100000. BENCH_SECONDS per figure (default 5).
 */
const USERS = Number(process.env.SCALE_USERS ?? 10_000);
const DAYS = Number(process.env.SCALE_DAYS ?? 365);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const EXPORT_RUNS = 5;
const EXPORT_TARGET_MS = 2000;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ADMIN = { email: "admin@nutriguia.local", password: "admin-bench-password-9" };
const SEED_USER = { email: "pessoa1@semente.nutriguia.test", password: "semente nutriguia 2026" };

const USER_ENDPOINTS = [
  ["day", "/api/dashboard/calories/day"],
  ["summary_30d", "/api/dashboard/summary?days=30"],
  ["calendar", "/api/dashboard/calendar"],
  ["chat_history", "/api/chat/history"],
  ["account_me", "/api/account/me"],
] as const;
const ADMIN_ENDPOINTS = [
  ["admin_stats", "/api/admin/dashboard/stats"],
  ["admin_users_first_page", "/api/admin/users"],
  ["admin_users_name_search", "/api/admin/users?filter=souza"],
  ["admin_users_email_search", `/api/admin/users?filter=${encodeURIComponent("pessoa4242@")}`],
  ["admin_users_page_4000", "/api/admin/users?page=4000"],
] as const;

/** `load`: the 1-minute load average as the figure's window ends (the machine is shared; a figure means little without it). */
type TRun = { p50: number; p99: number; rps: number; load: number };
async function signIn(base: string, route: string, body: { email: string; password: string }) {
  const response = await fetch(`${base}${route}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

async function load(url: string, headers: Record<string, string>): Promise<TRun> {
  // One request first, however long it takes: after a seed the dashboard's snapshot is computed by the first read.
  const first = await fetch(url, { headers });
  if (!first.ok) throw new Error(`${url}: ${first.status} ${await first.text()}`);
  const run = (duration: number) => autocannon({ url, connections: CONNECTIONS, duration, headers });
  await run(1);
  const result = await run(SECONDS);
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${url}: ${bad} failed responses of ${result.requests.total}`);
  // No answer within the whole window (a stalled machine): recorded as missed, so the other figures are still printed.
  const loadAverage = os.loadavg()[0]!;
  if (result.requests.total === 0) return { p50: Infinity, p99: Infinity, rps: 0, load: loadAverage };
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, load: loadAverage };
}

/** The account export, one request at a time as a person downloads it: the slowest and the median, and its size. */
async function timeExport(base: string, headers: Record<string, string>) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < EXPORT_RUNS; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/account/export`, { headers });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`/api/account/export: ${response.status}`);
    times.push(performance.now() - started);
    bytes = body.byteLength;
  }
  times.sort((x, y) => x - y);
  return { median: Math.round(times[Math.floor(times.length / 2)]!), max: Math.round(times.at(-1)!), bytes };
}

function seed(databaseUrl: string, users: number): number {
  const started = performance.now();
  execFileSync(process.execPath, ["--import", "tsx", path.join(serverRoot, "src", "seed", "seed.ts"), "--users", String(users), "--days", String(DAYS)], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return (performance.now() - started) / 1000;
}

async function measure(phase: string, env: Record<string, string>) {
  const server = await startCompiledServer(env);
  print(`scale_${phase}_seconds_to_ready`, server.readySeconds.toFixed(1), "s");
  const runs = new Map<string, TRun>();
  let exported: Awaited<ReturnType<typeof timeExport>>;
  try {
    const user = await signIn(server.base, "/api/auth/login", SEED_USER);
    const admin = await signIn(server.base, "/api/auth/admin-login", ADMIN);
    exported = await timeExport(server.base, user);
    for (const [name, url] of USER_ENDPOINTS) runs.set(name, await load(server.base + url, user));
    for (const [name, url] of ADMIN_ENDPOINTS) runs.set(name, await load(server.base + url, admin));
  } finally {
    await server.stop();
  }
  print(`scale_${phase}_account_export_median`, exported.median, "ms");
  print(`scale_${phase}_account_export_max`, exported.max, "ms");
  print(`scale_${phase}_account_export_bytes`, exported.bytes);
  for (const [name, run] of runs) {
    print(`scale_${phase}_${name}_p50`, run.p50, "ms");
    print(`scale_${phase}_${name}_p99`, run.p99, "ms");
    print(`scale_${phase}_${name}_rps`, Math.round(run.rps), "req/s");
    print(`scale_${phase}_${name}_load_average`, run.load.toFixed(1));
  }
  return { runs, exported };
}

async function rowCounts(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM chat_messages) AS messages, (SELECT count(*) FROM calorie_calculations) AS meals`,
    );
    return rows[0] as { users: string; messages: string; meals: string };
  } finally {
    await client.end();
  }
}

const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
if (!(await admin.connect().then(() => true, () => false))) {
  print("scale", `skipped (PostgreSQL unreachable at ${POSTGRES_URL})`);
  process.exit(0);
}
const name = `nutriguia_scale_${randomBytes(4).toString("hex")}`;
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(POSTGRES_URL);
url.pathname = `/${name}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nutriguia-scale-"));
const env = {
  DATABASE_URL: url.toString(),
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString("hex"),
  HOST: "127.0.0.1",
  PUBLIC_URL: "http://localhost:3000",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  WEB_DIST_DIR: path.join(dataDir, "no-web"),
};
try {
  execFileSync(process.execPath, [path.join(serverRoot, "build.mjs")], { stdio: "ignore" });
  print("scale_connections", CONNECTIONS);
  print("scale_seconds_per_figure", SECONDS, "s");
  seed(env.DATABASE_URL, 1);
  const empty = (await measure("empty", env)).runs;
  print("scale_seed_users", USERS);
  print("scale_seed_seconds", seed(env.DATABASE_URL, USERS).toFixed(1), "s");
  const counts = await rowCounts(env.DATABASE_URL);
  print("scale_seeded_rows", `${counts.users} users, ${counts.messages} chat messages, ${counts.meals} meals`);
  const { runs: seeded, exported } = await measure("seeded", env);
  let missed = exported.max <= EXPORT_TARGET_MS ? 0 : 1;
  print("scale_account_export_target", `${missed === 0 ? "met" : "MISSED"} (${exported.max} ms ≤ ${EXPORT_TARGET_MS} ms)`);
  for (const [endpoint, run] of seeded) {
    const bound = Math.min(100, 2 * empty.get(endpoint)!.p99 + 10);
    if (run.p99 > bound) missed += 1;
    print(`scale_${endpoint}_p99_target`, `${run.p99 <= bound ? "met" : "MISSED"} (${run.p99} ms ≤ ${bound} ms)`);
  }
  print("scale_targets_missed", missed);
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
