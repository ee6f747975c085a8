import type { FastifyInstance } from "fastify";
import { loadBillingContext } from "./billing.context";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZBillingActionResponse,
  ZCheckoutRequest,
  ZIdParam,
  ZLocalCheckout,
  ZLocalCheckoutComplete,
  ZPageQuery,
  ZPaymentPage,
  ZPlansResponse,
  ZUrlResponse,
} from "@nutriguia/domain";
import { AppError } from "../../lib/app-error";
import { sameSecret } from "../../lib/same-secret";
import { onAccountDeletion } from "../../shared/account-deletion";
import { receiptSignature } from "./billing.local";
import { receiptHtml } from "./billing.receipt";
import * as repo from "./billing.repository";
import { registerBillingJobs } from "./billing.scheduler";
import { createBillingService } from "./billing.service";
import { createLocalCheckoutService } from "./billing.local-checkout";

export default async function billingRoutes(app: FastifyInstance) {
  await loadBillingContext(app);
  const service = createBillingService(app);
  const localCheckout = createLocalCheckoutService(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate, config: { access: "user" as const } };
  const limited = {
    config: { access: "user" as const },
    onRequest: app.authenticate,
    preHandler: async (request: Parameters<typeof app.authenticate>[0]) => {
      await app.rateLimiter.hit(`billing:user:${request.auth.userId}`, 20, 3600);
    },
  };

  r.get("/billing/plans", { config: { access: "public" }, schema: { response: { 200: ZPlansResponse } } }, async () => service.plans());

  r.post("/billing/checkout", { ...limited, schema: { body: ZCheckoutRequest, response: { 200: ZUrlResponse } } }, async (request) =>
    service.checkout(request.auth.userId, request.body.plan, request.body.interval),
  );

  r.post("/billing/cancel", { ...limited, schema: { response: { 200: ZBillingActionResponse } } }, async (request) =>
    service.cancel(request.auth.userId),
  );

  r.post("/billing/resume", { ...limited, schema: { response: { 200: ZBillingActionResponse } } }, async (request) =>
    service.resume(request.auth.userId),
  );

  r.post("/billing/change", { ...limited, schema: { body: ZCheckoutRequest, response: { 200: ZBillingActionResponse } } }, async (request) =>
    service.changePlan(request.auth.userId, request.body.plan, request.body.interval),
  );

  r.post("/billing/portal", { ...limited, schema: { response: { 200: ZUrlResponse } } }, async (request) =>
    service.portal(request.auth.userId),
  );

  r.get("/payments", { ...auth, schema: { querystring: ZPageQuery, response: { 200: ZPaymentPage } } }, async (request) =>
    service.payments(request.auth.userId, request.query),
  );

  const orderParam = z.object({ orderId: ZIdParam.shape.id });
  r.get("/billing/local-checkout/:orderId", { ...auth, schema: { params: orderParam, response: { 200: ZLocalCheckout } } }, async (request) =>
    localCheckout.show(request.auth.userId, request.params.orderId),
  );
  r.post(
    "/billing/local-checkout/:orderId/complete",
    { ...limited, schema: { params: orderParam, body: ZLocalCheckoutComplete, response: { 200: ZUrlResponse } } },
    async (request) => localCheckout.complete(request.auth.userId, request.params.orderId, request.body.card),
  );
  r.post("/billing/local-checkout/:orderId/cancel", { ...auth, schema: { params: orderParam, response: { 200: ZUrlResponse } } }, async (request) =>
    localCheckout.cancel(request.auth.userId, request.params.orderId),
  );

  r.get(
    "/billing/receipts/:ref",
    { config: { access: "public" }, schema: { params: z.object({ ref: z.string().max(200) }), querystring: z.object({ sig: z.string().max(64), kind: z.enum(["invoice", "receipt"]).default("receipt") }) } },
    async (request, reply) => {
      if (!sameSecret(request.query.sig, receiptSignature(app.serverSecret, request.params.ref))) throw new AppError("NOT_FOUND");
      const payment = await repo.findPaymentByRef(app.db, "local", request.params.ref);
      if (!payment) throw new AppError("NOT_FOUND");
      return reply.headers(app.pageSecurityHeaders).type("text/html; charset=utf-8").send(receiptHtml(payment, request.query.kind));
    },
  );

  // Deleting the account ends the subscription at once, without refund (000 §2), so the provider stops charging.
  onAccountDeletion(app, (userId) => service.endForDeletedAccount(userId));
  registerBillingJobs(app);
}
