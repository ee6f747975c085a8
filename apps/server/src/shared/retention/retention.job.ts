import type { FastifyInstance } from "fastify";
import { CLEANUP_DATA_TARGETS, CLEANUP_WEBHOOK_PROVIDERS } from "@nutriguia/domain";
import type { TJobSummary } from "../../db/schema";
import { registerJob } from "../scheduler/scheduler";
import { accessLogThreshold, deleteOlderThan, thresholdFor } from "./data-cleanup";

export const RETENTION_JOB = "retention";

/**
 * The daily retention pass: every admin cleanup target with its 001 §9 default, then access logs past
 * six months; the summary counts what each deleted. Other periodic maintenance registers its own job
 * with `registerJob(app, { name, everySeconds, run })` (docs/decisions/510).
 */
export function registerRetentionJob(app: FastifyInstance) {
  registerJob(app, {
    name: RETENTION_JOB,
    everySeconds: app.config.RETENTION_INTERVAL_SECONDS,
    run: async ({ tx, now }) => {
      const summary: TJobSummary = {};
      for (const target of [...CLEANUP_WEBHOOK_PROVIDERS, ...CLEANUP_DATA_TARGETS]) {
        summary[target] = await deleteOlderThan(tx, target, thresholdFor({ target }, now.getTime()));
      }
      summary["access-logs"] = await deleteOlderThan(tx, "access-logs", accessLogThreshold(now));
      return summary;
    },
  });
}
