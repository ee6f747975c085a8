import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { SignJWT } from "jose";
import pg from "pg";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { createUser } from "../test/accounts";
import { saveProfile } from "../test/tracking-fixtures";
import { freePort, print } from "./lib/compiled-server";

/**
 * HTTP throughput, latency and memory of the production server (compiled first, its own process, as `npm start` runs it),
 * on embedded PGlite and on PostgreSQL, as a signed-in user with a complete profile and a short chat history.
 * Each figure is set against, in the same run: a bare node:http server answering a fixed JSON (own process)
 * and the stack's ceiling (Fastify + jose HS256 verify + one prepared single-row read on the same database).
 * 50 connections, SECONDS per figure (BENCH_SECONDS overrides). Idle memory is taken twice: after the server's first
 * start on an empty data folder (or database), and after a start on the seeded one.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 50;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const here = import.meta.dirname;
const serverRoot = path.resolve(here, "..");
const builtEntry = path.join(serverRoot, "dist", "server.js");
const CHAT = ["Comi 2 ovos cozidos e 1 pão francês", "Tapioca engorda?", "Quanta água devo beber por dia?"];

type TTarget = { name: string; url: string; headers?: Record<string, string> };
type TRun = { rps: number; p50: number; p99: number };

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`);
    const ok = await fetch(url).then((r) => r.status < 500, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url}: server did not start`);
}

async function start(args: string[], env: Record<string, string>, readyPath: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [...args.map((a) => a.replace("{port}", String(port)))], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  child.stdout!.resume();
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base + readyPath, child);
  return {
    base,
    pid: child.pid!,
    stop: () => new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    }),
  };
}

let peakRss = 0;
async function load(target: TTarget, pid?: number): Promise<TRun> {
  const run = (duration: number) =>
    autocannon({ url: target.url, connections: CONNECTIONS, duration, headers: target.headers ?? {} });
  await run(1);
  const sampler = pid ? setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 250) : undefined;
  const result = await run(SECONDS);
  clearInterval(sampler);
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${target.name}: ${bad} failed responses of ${result.requests.total}`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** A data folder (or PostgreSQL database) holding one user with a complete profile and a short chat history. */
async function seed(env: Record<string, string>) {
  const app = await buildApp({ config: loadConfig({ ...env, LOG_LEVEL: "silent", LOG_TO_FILES: "false" }) });
  await app.ready();
  const user = await createUser(app);
  await saveProfile(app, user.auth);
  for (const message of CHAT) {
    const response = await app.inject({ method: "POST", url: "/api/chat/message", headers: user.auth, payload: { message } });
    if (response.statusCode !== 200) throw new Error(`seed chat: ${response.body}`);
  }
  await app.close();
  return user.auth;
}

async function benchDatabase(kind: "pglite" | "postgres", databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nutriguia-bench-"));
  const secret = randomBytes(32).toString("hex");
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    JWT_SECRET: secret,
    HOST: "127.0.0.1",
    PUBLIC_URL: "http://localhost:3000",
    ADMIN_PASSWORD: "admin-bench-password-9",
    WEB_DIST_DIR: path.join(dataDir, "no-web"),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  // Idle memory after the first start on an empty data folder (or database): what a new installation sees.
  const firstStart = await start([builtEntry], env, "/api/health");
  await new Promise((r) => setTimeout(r, 1500));
  const firstStartIdleRss = rssMb(firstStart.pid);
  await firstStart.stop();
  const auth = await seed(env);
  const prefix = `http_${kind}`;

  const bare = await start([path.join(here, "http", "bare-server.ts"), "{port}"].flatMap((a, i) => (i === 0 ? ["--import", "tsx", a] : [a])), {}, "/");
  const runBare = () => load({ name: "bare", url: bare.base + "/" });
  const bareRuns = [await runBare()];

  const ceilingUser = randomUUID();
  const ceilingToken = await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject(ceilingUser).setIssuedAt().setExpirationTime("1h").sign(new TextEncoder().encode(secret));
  const ceiling = await start(
    ["--import", "tsx", path.join(here, "http", "ceiling-server.ts"), "{port}", ...(databaseUrl ? [databaseUrl] : [])],
    { JWT_SECRET: secret, CEILING_USER_ID: ceilingUser },
    "/health-probe",
  );
  const ceilingRun = await load({ name: "ceiling", url: ceiling.base + "/me", headers: { authorization: `Bearer ${ceilingToken}` } }, ceiling.pid);
  const ceilingRss = peakRss;
  await ceiling.stop();
  peakRss = 0;

  const server = await start([builtEntry], env, "/api/health");
  await new Promise((r) => setTimeout(r, 1500));
  const idleRss = rssMb(server.pid);
  const endpoints: [string, string][] = [
    ["health", "/api/health"],
    ["account_me", "/api/account/me"],
    ["chat_history", "/api/chat/history"],
  ];
  const runs: [string, TRun][] = [];
  for (const [name, url] of endpoints) {
    runs.push([name, await load({ name, url: server.base + url, headers: auth }, server.pid)]);
  }
  await server.stop();
  bareRuns.push(await runBare());
  await bare.stop();

  const bareRps = bareRuns.reduce((s, r) => s + r.rps, 0) / bareRuns.length;
  const ceilingRatio = ceilingRun.rps / bareRps;
  print(`${prefix}_bare_rps`, Math.round(bareRps), "req/s");
  print(`${prefix}_ceiling_rps`, Math.round(ceilingRun.rps), "req/s");
  print(`${prefix}_ceiling_p99`, ceilingRun.p99, "ms");
  print(`${prefix}_ceiling_ratio_to_bare`, ceilingRatio.toFixed(3));
  for (const [name, run] of runs) {
    const ratio = run.rps / bareRps;
    print(`${prefix}_${name}_rps`, Math.round(run.rps), "req/s");
    print(`${prefix}_${name}_p50`, run.p50, "ms");
    print(`${prefix}_${name}_p99`, run.p99, "ms");
    print(`${prefix}_${name}_ratio_to_bare`, ratio.toFixed(3));
    print(`${prefix}_${name}_share_of_ceiling`, Math.round((ratio / ceilingRatio) * 100), "%");
  }
  print(`${prefix}_rss_idle_first_start`, Math.round(firstStartIdleRss), "MB");
  print(`${prefix}_rss_idle`, Math.round(idleRss), "MB");
  print(`${prefix}_rss_under_load`, Math.round(peakRss), "MB");
  print(`${prefix}_ceiling_rss_under_load`, Math.round(ceilingRss), "MB");
  peakRss = 0;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `nutriguia_bench_${randomBytes(4).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

// The server as `npm start` runs it: compiled from the current sources.
execFileSync(process.execPath, [path.join(serverRoot, "build.mjs")], { stdio: "ignore" });
print("http_connections", CONNECTIONS);
print("http_seconds_per_figure", SECONDS, "s");
await benchDatabase("pglite");
const database = await postgresDatabase();
if (!database) print("http_postgres", "skipped (unreachable at " + POSTGRES_URL + ")");
else {
  try {
    await benchDatabase("postgres", database.url);
  } finally {
    await database.drop();
  }
}
