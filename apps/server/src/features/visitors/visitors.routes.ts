import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZSuccess, ZVisitorEvent, ZVisitorSummary, ZVisitorSummaryQuery } from "@nutriguia/domain";
import { rateLimitSubject } from "../../lib/client-address";
import { adminOnly } from "../../shared/admin-only";
import { createVisitorsService, loadVisitorSummary } from "./visitors.service";
import { registerJob } from "../../shared/scheduler/scheduler";
import { runVisitorMaintenance } from "./visitors.maintenance";

/** Finished days are rolled up and old rows deleted once an hour. */
const VISITOR_MAINTENANCE_INTERVAL_SECONDS = 3600;

/** A tracker sends about two events per page; this leaves room for fast browsing and stops floods. */
const EVENTS_PER_MINUTE = 120;

/** The visitor's country, only from a header set by a proxy in TRUST_PROXY (Cloudflare's CF-IPCountry); else null. */
function trustedCountry(request: FastifyRequest, trustsProxies: boolean): string | null {
  if (!trustsProxies || request.ips === undefined || request.ips.length < 2) return null;
  const header = request.headers["cf-ipcountry"];
  const code = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && code !== "XX" ? code : null;
}

export default async function visitorsRoutes(app: FastifyInstance) {
  const service = createVisitorsService(app.db, app.config.PUBLIC_URL);
  const trustsProxies = app.config.TRUST_PROXY.length > 0;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/visitors/events",
    {
      schema: { body: ZVisitorEvent, response: { 202: ZSuccess } },
      preHandler: async (request) => app.rateLimiter.hit(`visitors:ip:${rateLimitSubject(request.ip)}`, EVENTS_PER_MINUTE, 60),
      config: { access: "public" },
    },
    async (request, reply) => {
      // Bots and pages that are not counted get the same answer: the tracker learns nothing from it.
      await service.record(
        request.body,
        { ip: request.ip, userAgent: request.headers["user-agent"], country: trustedCountry(request, trustsProxies), host: request.headers.host },
        app.clock.now(),
      );
      return reply.status(202).send({ success: true });
    },
  );

  r.get(
    "/admin/visitors/summary",
    { ...adminOnly(app), schema: { querystring: ZVisitorSummaryQuery, response: { 200: ZVisitorSummary } } },
    async (request) => loadVisitorSummary(app.db, request.query, app.clock.now()),
  );

  registerJob(app, {
    name: "visitors-maintenance",
    everySeconds: VISITOR_MAINTENANCE_INTERVAL_SECONDS,
    run: ({ tx, now }) => runVisitorMaintenance(tx, now),
  });
}
