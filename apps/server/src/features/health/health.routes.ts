import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";

const ZHealth = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ reachable: z.boolean(), kind: z.enum(["pglite", "postgres"]), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
});

export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/health",
    { schema: { response: { 200: ZHealth, 503: ZHealth } } },
    async (_request, reply) => {
      const started = performance.now();
      const reachable = await app.db
        .execute(sql`SELECT 1`)
        .then(() => true)
        .catch(() => false);
      const body = {
        status: reachable ? ("ok" as const) : ("degraded" as const),
        database: { reachable, kind: app.database.kind, latencyMs: Math.round(performance.now() - started) },
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(reachable ? 200 : 503).send(body);
    },
  );
}
