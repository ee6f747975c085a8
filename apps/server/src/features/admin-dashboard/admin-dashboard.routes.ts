import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZDashboardStats } from "@nutriguia/domain";
import { adminOnly } from "../../shared/admin-only";
import { registerJob } from "../../shared/scheduler/scheduler";
import { computeSnapshot, loadDashboardStats, SNAPSHOT_EVERY_SECONDS } from "./admin-dashboard.service";

export default async function adminDashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/admin/dashboard/stats", { ...adminOnly(app), schema: { response: { 200: ZDashboardStats } } }, async () => loadDashboardStats(app.db, app.clock.now()));

  // The scans run after the lock's transaction: they read through app.db, which on PGlite waits for that transaction.
  registerJob(app, {
    name: "admin-stats",
    everySeconds: SNAPSHOT_EVERY_SECONDS,
    run: async ({ now, afterCommit }) => {
      afterCommit(async () => {
        const snapshot = await computeSnapshot(app.db, now);
        return { activeUsers: snapshot.activeUsers, totalMessages: snapshot.totalMessages };
      });
    },
  });
}
