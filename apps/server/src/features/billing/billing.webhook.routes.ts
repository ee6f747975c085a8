import type { FastifyInstance } from "fastify";
import { loadBillingContext } from "./billing.context";
import { handleStripeWebhook } from "./billing.webhook";

/** POST /api/webhooks/stripe: the body stays raw bytes in this plugin only, as signature checks need them. */
export default async function stripeWebhookRoutes(app: FastifyInstance) {
  await loadBillingContext(app);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post("/webhooks/stripe", { config: { access: "public" } }, async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const header = request.headers["stripe-signature"];
    await handleStripeWebhook(app, raw, typeof header === "string" ? header : undefined);
    return reply.send({ received: true });
  });
}
