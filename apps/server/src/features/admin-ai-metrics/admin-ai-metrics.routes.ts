import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { ZAiMetricsSummary } from "@nutriguia/domain";
import { aiMetrics } from "../../db/schema";
import { adminOnly } from "../../shared/admin-only";

/** Calls, failure rate and latency percentiles per provider, model and kind, from ai_metrics. */
export default async function adminAiMetricsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/admin/ai-metrics", { ...adminOnly(app), schema: { response: { 200: ZAiMetricsSummary } } }, async () => {
    const pct = (p: number) => sql<number>`coalesce(percentile_cont(${sql.raw(String(p))}) WITHIN GROUP (ORDER BY ${aiMetrics.latencyMs}), 0)`;
    const rows = await app.db
      .select({
        provider: aiMetrics.provider,
        model: aiMetrics.model,
        kind: aiMetrics.kind,
        calls: sql<number>`count(*)`,
        failures: sql<number>`count(*) FILTER (WHERE NOT ${aiMetrics.success})`,
        p50: pct(0.5),
        p95: pct(0.95),
        p99: pct(0.99),
      })
      .from(aiMetrics)
      .groupBy(aiMetrics.provider, aiMetrics.model, aiMetrics.kind)
      .orderBy(aiMetrics.provider, aiMetrics.model, aiMetrics.kind);
    return {
      groups: rows.map((g) => {
        const calls = Number(g.calls);
        return {
          provider: g.provider,
          model: g.model,
          kind: g.kind,
          calls,
          failureRate: calls === 0 ? 0 : Number(g.failures) / calls,
          p50: Math.round(Number(g.p50)),
          p95: Math.round(Number(g.p95)),
          p99: Math.round(Number(g.p99)),
        };
      }),
    };
  });
}
