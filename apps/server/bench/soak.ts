import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { print, serverRoot, startCompiledServer } from "./lib/compiled-server";

/**
 * A long run of writes (issue 28, docs/decisions/024): the compiled server on a new PostgreSQL database, SOAK_MESSAGES
 * chat messages from 40 unlimited users over 20 connections, each connection alternating between its two users. Every
 * message must be answered 200. The first and the last WINDOW messages are compared: target p50(last) ≤ 1.5 × p50(first)
 * + 5 ms. The server's resident memory is sampled every second: target growth ≤ 150 MB from the end of the first window
 * to the end of the run. SOAK_MESSAGES defaults to 6,000 so that `npm run bench` stays short; the README's figures are
 * from SOAK_MESSAGES=46000.
 */
const MESSAGES_TOTAL = Number(process.env.SOAK_MESSAGES ?? 6_000);
const USERS = 40;
const CONNECTIONS = 20;
const WINDOW = Number(process.env.SOAK_WINDOW ?? 3_000);
const MEMORY_GROWTH_MB = 150;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PASSWORD = "semente nutriguia 2026";
const CHAT = [
  "Comi 2 ovos cozidos e 1 pão francês",
  "Tapioca engorda?",
  "Almocei 4 colheres de arroz, 1 concha de feijão e 1 bife grelhado",
  "Quanta água devo beber por dia?",
  "almocei arroz, feijão, bife e uma latinha de cerveja",
  "tira a cerveja, foi suco",
  "quanto deu o almoço? foi muito?",
  "Quais alimentos têm mais proteína?",
];

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Each user signs in from an address of its own (the server trusts the loopback proxy), past the per-address limit. */
async function signIn(base: string, n: number) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.28.0.${n}` },
    body: JSON.stringify({ email: `pessoa${n}@semente.nutriguia.test`, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${n}: ${response.status} ${await response.text()}`);
  return `Bearer ${((await response.json()) as { token: string }).token}`;
}

/** p50 and p99 of the answered messages among [from, to), and their rate from the first one sent to the last one answered. */
function summary(sentAt: number[], answeredAt: number[], from: number, to: number) {
  const done = Array.from({ length: to - from }, (_, k) => from + k).filter((i) => answeredAt[i] !== undefined);
  const sorted = done.map((i) => answeredAt[i]! - sentAt[i]!).sort((a, b) => a - b);
  const seconds = (Math.max(...done.map((i) => answeredAt[i]!)) - Math.min(...done.map((i) => sentAt[i]!))) / 1000;
  return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), perMinute: (done.length / seconds) * 60 };
}

/** Each block of WINDOW messages as it ends (sent in order; a few of its last may still be in flight). */
function progress(sentAt: number[], answeredAt: number[], upTo: number, pid: number) {
  const block = summary(sentAt, answeredAt, upTo - WINDOW, upTo - CONNECTIONS);
  const load = os.loadavg()[0]!.toFixed(1);
  console.log(`soak_progress: ${upTo} sent, block p50 ${block.p50.toFixed(0)} ms, p99 ${block.p99.toFixed(0)} ms, rss ${rssMb(pid).toFixed(0)} MB, load ${load}`);
}

async function soak(base: string, pid: number) {
  const tokens = [];
  for (let n = 1; n <= USERS; n += 1) tokens.push(await signIn(base, n));
  const sentAt = new Array<number>(MESSAGES_TOTAL);
  const answeredAt = new Array<number>(MESSAGES_TOTAL);
  const failures = new Map<string, number>();
  let next = 0;
  let rssAfterFirstWindow = 0;
  let peakRss = rssMb(pid);
  const rssAtStart = peakRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 1000);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, c) => {
      for (let turn = 0; ; turn += 1) {
        const i = next++;
        if (i >= MESSAGES_TOTAL) return;
        const authorization = tokens[c + CONNECTIONS * (turn % 2)]!;
        sentAt[i] = performance.now();
        const response = await fetch(`${base}/api/chat/message`, {
          method: "POST",
          headers: { authorization, "content-type": "application/json" },
          body: JSON.stringify({ message: CHAT[(turn + c) % CHAT.length] }),
        }).catch((error: Error) => ({ status: error.name, arrayBuffer: async () => null }));
        await response.arrayBuffer();
        answeredAt[i] = performance.now();
        if (response.status !== 200) failures.set(String(response.status), (failures.get(String(response.status)) ?? 0) + 1);
        if (i === WINDOW - 1) rssAfterFirstWindow = rssMb(pid);
        if ((i + 1) % WINDOW === 0) progress(sentAt, answeredAt, i + 1, pid);
      }
    }),
  );
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  const rssAtEnd = rssMb(pid);
  const first = summary(sentAt, answeredAt, 0, WINDOW);
  const last = summary(sentAt, answeredAt, MESSAGES_TOTAL - WINDOW, MESSAGES_TOTAL);
  return { seconds, failures, first, last, rssAtStart, rssAfterFirstWindow: rssAfterFirstWindow || rssAtEnd, rssAtEnd, peakRss };
}

const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
if (!(await admin.connect().then(() => true, () => false))) {
  print("soak", `skipped (PostgreSQL unreachable at ${POSTGRES_URL})`);
  process.exit(0);
}
if (MESSAGES_TOTAL < 2 * WINDOW) throw new Error(`SOAK_MESSAGES must be at least ${2 * WINDOW}`);
const name = `nutriguia_soak_${randomBytes(4).toString("hex")}`;
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(POSTGRES_URL);
url.pathname = `/${name}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nutriguia-soak-"));
const env = {
  DATABASE_URL: url.toString(),
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString("hex"),
  ACCESS_TOKEN_TTL_SECONDS: String(12 * 3600),
  HOST: "127.0.0.1",
  TRUST_PROXY: "127.0.0.1",
  PUBLIC_URL: "http://localhost:3000",
  ADMIN_PASSWORD: "admin-bench-password-9",
  WEB_DIST_DIR: path.join(dataDir, "no-web"),
};
try {
  execFileSync(process.execPath, [path.join(serverRoot, "build.mjs")], { stdio: "ignore" });
  const seedArgs = ["--users", String(USERS), "--messages", "0", "--meals", "0", "--heavy", "0"];
  execFileSync(process.execPath, ["--import", "tsx", path.join(serverRoot, "src", "seed", "seed.ts"), ...seedArgs], {
    env: { ...process.env, DATABASE_URL: env.DATABASE_URL },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  await db.query("UPDATE users SET unlimited = true WHERE email LIKE '%@semente.nutriguia.test'");
  await db.end();
  const server = await startCompiledServer(env);
  let result: Awaited<ReturnType<typeof soak>>;
  try {
    result = await soak(server.base, server.pid);
  } finally {
    await server.stop();
  }
  const { first, last } = result;
  const answered = MESSAGES_TOTAL - [...result.failures.values()].reduce((a, b) => a + b, 0);
  print("soak_messages", MESSAGES_TOTAL);
  print("soak_users_connections", `${USERS} / ${CONNECTIONS}`);
  print("soak_seconds", result.seconds.toFixed(0), "s");
  print("soak_answered", `${answered} of ${MESSAGES_TOTAL}${result.failures.size ? ` (${[...result.failures].map(([s, n]) => `${n}× ${s}`).join(", ")})` : ""}`);
  print("soak_first_p50_p99", `${first.p50.toFixed(0)} / ${first.p99.toFixed(0)}`, "ms");
  print("soak_last_p50_p99", `${last.p50.toFixed(0)} / ${last.p99.toFixed(0)}`, "ms");
  print("soak_first_last_per_minute", `${first.perMinute.toFixed(0)} / ${last.perMinute.toFixed(0)}`, "msg/min");
  const growth = result.rssAtEnd - result.rssAfterFirstWindow;
  print("soak_rss_start_first_window_end_peak", [result.rssAtStart, result.rssAfterFirstWindow, result.rssAtEnd, result.peakRss].map((m) => m.toFixed(0)).join(" / "), "MB");
  const flat = last.p50 <= 1.5 * first.p50 + 5;
  print("soak_all_answered_target", answered === MESSAGES_TOTAL ? "met" : "MISSED");
  print("soak_p50_target", `${flat ? "met" : "MISSED"} (${last.p50.toFixed(0)} ms ≤ 1.5 × ${first.p50.toFixed(0)} + 5 ms)`);
  print("soak_memory_target", `${growth <= MEMORY_GROWTH_MB ? "met" : "MISSED"} (${growth.toFixed(0)} MB ≤ ${MEMORY_GROWTH_MB} MB)`);
  print("soak_load_average", os.loadavg().map((l) => l.toFixed(1)).join(" "));
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
