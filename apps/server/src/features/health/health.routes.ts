import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";

const ZLiveness = z.object({ status: z.literal("ok"), uptimeSeconds: z.number() });

const ZReadiness = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ reachable: z.boolean(), kind: z.enum(["pglite", "postgres"]), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
});

const uptimeSeconds = () => Math.round(process.uptime());

export default async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicRoute = { access: "public" } as const;

  /** Liveness: the process answers; touches nothing else, so a database outage never restarts it. */
  r.get("/health", { config: publicRoute, schema: { response: { 200: ZLiveness } } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" as const, uptimeSeconds: uptimeSeconds() };
  });

  /** Readiness: the database answers a query (503 while it does not). */
  r.get("/health/ready", { config: publicRoute, schema: { response: { 200: ZReadiness, 503: ZReadiness } } }, async (_request, reply) => {
    const started = performance.now();
    const reachable = await app.db
      .execute(sql`SELECT 1`)
      .then(() => true)
      .catch(() => false);
    const body = {
      status: reachable ? ("ok" as const) : ("degraded" as const),
      database: { reachable, kind: app.database.kind, latencyMs: Math.round(performance.now() - started) },
      uptimeSeconds: uptimeSeconds(),
    };
    return reply.status(reachable ? 200 : 503).header("cache-control", "no-store").send(body);
  });
}
