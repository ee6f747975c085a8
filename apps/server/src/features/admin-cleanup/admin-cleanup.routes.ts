import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZCleanupDataParam, ZCleanupQuery, ZCleanupResult, ZCleanupWebhookParam, type TCleanupTarget } from "@nutriguia/domain";
import type { z } from "zod";
import { adminOnly } from "../../shared/admin-only";
import { recordAdminAction } from "../../shared/admin-audit";
import { runCleanup } from "./admin-cleanup.service";

export default async function adminCleanupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = adminOnly(app);

  const clean = async (request: FastifyRequest, target: TCleanupTarget, query: z.infer<typeof ZCleanupQuery>) => {
    const input = { target, timeValue: query.timeValue, timeUnit: query.timeUnit, dryRun: query.dryRun === "true" };
    const result = await runCleanup(app.db, input, app.clock.now());
    if (!result.dryRun) {
      await recordAdminAction(app, request, {
        action: "cleanup",
        targetType: target,
        after: { timeValue: query.timeValue ?? null, timeUnit: query.timeUnit ?? null, deletedCount: result.deletedCount },
      });
    }
    return result;
  };

  r.delete(
    "/admin/data/cleanup/:target",
    { ...admin, schema: { params: ZCleanupDataParam, querystring: ZCleanupQuery, response: { 200: ZCleanupResult } } },
    async (request) => clean(request, request.params.target, request.query),
  );

  r.delete(
    "/admin/webhooks/:provider/cleanup",
    { ...admin, schema: { params: ZCleanupWebhookParam, querystring: ZCleanupQuery, response: { 200: ZCleanupResult } } },
    async (request) => clean(request, request.params.provider, request.query),
  );
}
