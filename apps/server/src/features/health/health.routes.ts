import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";

export const ZLiveness = z.object({ status: z.literal("ok"), uptimeSeconds: z.number() });
type TLiveness = z.infer<typeof ZLiveness>;

const ZReadiness = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ reachable: z.boolean(), kind: z.enum(["pglite", "postgres"]), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
});

const uptimeSeconds = () => Math.round(process.uptime());

/** A database that has not answered `SELECT 1` by then counts as unreachable: probes give up after a second or two. */
export const READINESS_TIMEOUT_MS = 2_000;

/** Resolves with whether work settled successfully within ms; a late answer is ignored. */
function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const answered = work.then(
    () => true,
    () => false,
  );
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

export default async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicRoute = { access: "public" } as const;

  /**
   * Liveness: the process answers; touches nothing else, so a database outage never restarts it. Polled
   * by monitors and load balancers, so it is written directly: a fixed shape with no stored data in it
   * needs no response validation (the test checks it against ZLiveness).
   */
  r.get("/health", { config: publicRoute }, (_request, reply) => {
    const body: TLiveness = { status: "ok", uptimeSeconds: uptimeSeconds() };
    reply.header("cache-control", "no-store").type("application/json; charset=utf-8").send(JSON.stringify(body));
  });

  /** Readiness: the database answers a query within READINESS_TIMEOUT_MS (503 while it does not). */
  r.get("/health/ready", { config: publicRoute, schema: { response: { 200: ZReadiness, 503: ZReadiness } } }, async (_request, reply) => {
    const started = performance.now();
    const reachable = await settlesWithin(app.db.execute(sql`SELECT 1`), READINESS_TIMEOUT_MS);
    const body = {
      status: reachable ? ("ok" as const) : ("degraded" as const),
      database: { reachable, kind: app.database.kind, latencyMs: Math.round(performance.now() - started) },
      uptimeSeconds: uptimeSeconds(),
    };
    return reply.status(reachable ? 200 : 503).header("cache-control", "no-store").send(body);
  });
}
