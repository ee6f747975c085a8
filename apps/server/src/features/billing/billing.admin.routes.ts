import type { FastifyInstance } from "fastify";
import { loadBillingContext } from "./billing.context";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZAdminUserLookup,
  ZBillingActionResponse,
  ZBillingStats,
  ZGrantPlanRequest,
  ZIdParam,
  ZOrderPage,
  ZPageQuery,
  ZPaymentPage,
} from "@nutriguia/domain";
import { billingStats } from "./billing.stats";
import { createBillingAdminService } from "./billing.admin.service";

/** Admin payments (001 §2, §7), orders for the back-office tab, refunds and hand-granted plans, each audited. */
export default async function billingAdminRoutes(app: FastifyInstance) {
  await loadBillingContext(app);
  const service = createBillingAdminService(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { preHandler: app.requireAdmin, config: { access: "admin" as const } };

  r.get("/admin/payments", { ...admin, schema: { querystring: ZPageQuery, response: { 200: ZPaymentPage } } }, async (request) =>
    service.payments(request.query),
  );
  r.get("/admin/orders", { ...admin, schema: { querystring: ZPageQuery, response: { 200: ZOrderPage } } }, async (request) =>
    service.orders(request.query),
  );
  r.get("/admin/billing/stats", { ...admin, schema: { response: { 200: ZBillingStats } } }, async () => billingStats(app.db));
  r.get("/admin/users/:id", { ...admin, schema: { params: ZIdParam, response: { 200: ZAdminUserLookup } } }, async (request) =>
    service.user(request.params.id),
  );
  r.post("/admin/payments/:id/refund", { ...admin, schema: { params: ZIdParam, response: { 200: ZBillingActionResponse } } }, async (request) =>
    service.refund(request.auth.userId, request.params.id),
  );
  r.post(
    "/admin/users/:id/plan",
    { ...admin, schema: { params: ZIdParam, body: ZGrantPlanRequest, response: { 200: ZBillingActionResponse } } },
    async (request) => service.grant(request.auth.userId, request.params.id, request.body),
  );
}
