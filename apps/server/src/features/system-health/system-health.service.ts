import fs from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import type { TAiProviderHealth, TJobStatus, TMailHealth, TSystemHealth, TWebhookHealth } from "@nutriguia/domain";
import { checkAiProviders } from "../../ai/provider-health";
import { latestRuns } from "../../shared/scheduler/job-runs.repository";
import { databaseSizeBytes, pingDatabase, webhookActivity } from "./system-health.repository";
import packageJson from "../../../package.json" with { type: "json" };

/** The histogram samples every RESOLUTION_MS, so each value includes that interval; it is subtracted below. */
const RESOLUTION_MS = 20;
const MAIL_VERIFY_TIMEOUT_MS = 5000;
/** The page refreshes itself; live checks of outside services are reused this long so it never hammers them. */
const LIVE_CHECK_TTL_MS = 60_000;
const DAY_MS = 86_400_000;

function cached<T>(ttlMs: number, load: () => Promise<T>) {
  let value: { at: number; result: Promise<T> } | null = null;
  return () => {
    if (!value || performance.now() - value.at > ttlMs) value = { at: performance.now(), result: load() };
    return value.result;
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function createSystemHealthService(app: FastifyInstance) {
  // The last errors, written by every instance from now on, listed from the database (docs/decisions/023).
  app.recentErrors.attach(app.db);
  const loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  loop.enable();
  app.addHook("onClose", async () => loop.disable());

  const aiProviders = () => checkAiProviders(app.config.AI_PROVIDERS);
  const cachedAiProviders = cached<TAiProviderHealth[]>(LIVE_CHECK_TTL_MS, aiProviders);

  const mail = cached<TMailHealth>(LIVE_CHECK_TTL_MS, async () => {
    const started = performance.now();
    try {
      await app.mailer.verify(MAIL_VERIFY_TIMEOUT_MS);
      return { kind: app.mailer.kind, ok: true, latencyMs: Math.round(performance.now() - started), error: null };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      return { kind: app.mailer.kind, ok: false, latencyMs: null, error: typeof code === "string" ? code : "MAIL_ERROR" };
    }
  });

  async function jobs(now: Date): Promise<TJobStatus[]> {
    const runs = new Map((await latestRuns(app.db)).map((run) => [run.job, run]));
    return app.scheduler.list().map((job) => {
      const run = runs.get(job.name);
      const due = run ? run.startedAt.getTime() + job.everySeconds * 1000 : now.getTime();
      const nextRunAt = job.scheduled && job.nextCheckAt ? new Date(Math.max(due, job.nextCheckAt.getTime())) : null;
      return {
        name: job.name,
        everySeconds: job.everySeconds,
        scheduled: job.scheduled,
        running: job.running,
        lastRun: run ? { startedAt: run.startedAt.toISOString(), finishedAt: iso(run.finishedAt), ok: run.ok, summary: run.summary, error: run.error } : null,
        nextRunAt: iso(nextRunAt),
      };
    });
  }

  async function webhooks(now: Date): Promise<TWebhookHealth[]> {
    const configured = { whatsapp: Boolean(app.config.whatsapp), telegram: Boolean(app.config.telegram), stripe: app.config.BILLING_PROVIDER === "stripe" };
    const activity = await webhookActivity(app.db, new Date(now.getTime() - DAY_MS));
    return (["whatsapp", "telegram", "stripe"] as const).map((provider) => {
      const seen = activity.find((a) => a.provider === provider);
      return {
        provider,
        configured: configured[provider],
        lastReceivedAt: iso(seen?.lastAt ?? null),
        last24h: seen?.recent ?? 0,
        failed24h: provider === "stripe" ? null : (seen?.failed ?? 0),
      };
    });
  }

  async function report(): Promise<TSystemHealth> {
    const now = app.clock.now();
    const started = performance.now();
    const ok = await pingDatabase(app.db);
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    const memory = process.memoryUsage();
    const dir = app.config.DATA_DIR;
    const disk = await fs.promises
      .statfs(dir)
      .then((s) => ({ freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize }))
      .catch(() => ({ freeBytes: null, totalBytes: null }));
    const ms = (ns: number) => (Number.isFinite(ns) ? Math.max(0, Math.round(ns / 1e4) / 100 - RESOLUTION_MS) : 0);
    const [sizeBytes, jobList, providers, mailHealth, webhookList] = await Promise.all([
      ok ? databaseSizeBytes(app.db).catch(() => null) : null,
      ok ? jobs(now) : [],
      cachedAiProviders(),
      mail(),
      ok ? webhooks(now) : [],
    ]);
    return {
      status: ok ? "ok" : "degraded",
      version: packageJson.version,
      uptimeSeconds: Math.round(process.uptime()),
      database: { kind: app.database.kind, latencyMs, ok, sizeBytes },
      memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal },
      eventLoopDelayMs: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
      disk: { path: dir, ...disk },
      jobs: jobList,
      aiProviders: providers,
      mail: mailHealth,
      webhooks: webhookList,
      accessLog: { enabled: app.config.ACCESS_LOG_ENABLED, ...app.accessLog.stats() },
      recentErrors: await app.recentErrors.list(),
    };
  }

  return { report, aiProviders };
}
