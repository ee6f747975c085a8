import fs from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { ZSystemHealth } from "@nutriguia/domain";
import { adminOnly } from "../../shared/admin-only";
import packageJson from "../../../package.json" with { type: "json" };

/** The histogram samples every RESOLUTION_MS, so each value includes that interval; it is subtracted below. */
const RESOLUTION_MS = 20;

/** The detailed admin view; /api/health stays cheap. */
export default async function systemHealthRoutes(app: FastifyInstance) {
  const loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  loop.enable();
  app.addHook("onClose", async () => loop.disable());

  app.withTypeProvider<ZodTypeProvider>().get("/admin/system-health", { ...adminOnly(app), schema: { response: { 200: ZSystemHealth } } }, async () => {
    const started = performance.now();
    const ok = await app.db
      .execute(sql`SELECT 1`)
      .then(() => true)
      .catch(() => false);
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    const memory = process.memoryUsage();
    const dir = app.config.DATA_DIR;
    const disk = await fs.promises
      .statfs(dir)
      .then((s) => ({ freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize }))
      .catch(() => ({ freeBytes: null, totalBytes: null }));
    const ms = (ns: number) => (Number.isFinite(ns) ? Math.max(0, Math.round(ns / 1e4) / 100 - RESOLUTION_MS) : 0);
    return {
      status: ok ? ("ok" as const) : ("degraded" as const),
      version: packageJson.version,
      uptimeSeconds: Math.round(process.uptime()),
      database: { kind: app.database.kind, latencyMs, ok },
      memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal },
      eventLoopDelayMs: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
      disk: { path: dir, ...disk },
    };
  });
}
