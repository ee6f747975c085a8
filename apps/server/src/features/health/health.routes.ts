import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";

const ZHealth = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ reachable: z.boolean(), kind: z.enum(["pglite", "postgres"]), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
});

/** A probe result is reused for this long, so polling monitors (and load) cost one query a second at most. */
const PROBE_REUSE_MS = 1000;

export default async function healthRoutes(app: FastifyInstance) {
  let last: { at: number; result: Promise<{ reachable: boolean; latencyMs: number }> } | null = null;
  const probeDatabase = () => {
    if (last && performance.now() - last.at < PROBE_REUSE_MS) return last.result;
    const started = performance.now();
    const result = app.db
      .execute(sql`SELECT 1`)
      .then(() => true)
      .catch(() => false)
      .then((reachable) => ({ reachable, latencyMs: Math.round(performance.now() - started) }));
    last = { at: started, result };
    return result;
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    "/health",
    { schema: { response: { 200: ZHealth, 503: ZHealth } } },
    async (_request, reply) => {
      const { reachable, latencyMs } = await probeDatabase();
      const body = {
        status: reachable ? ("ok" as const) : ("degraded" as const),
        database: { reachable, kind: app.database.kind, latencyMs },
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(reachable ? 200 : 503).send(body);
    },
  );
}
