import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZWebhookEventsPage, ZWebhookEventsQuery, ZWebhookSummary } from "@nutriguia/domain";
import { adminOnly } from "../../shared/admin-only";
import { createAdminWebhooksService } from "./admin-webhooks.service";

export default async function adminWebhooksRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = adminOnly(app);
  const service = createAdminWebhooksService(app);

  r.get("/admin/webhooks/events", { ...admin, schema: { querystring: ZWebhookEventsQuery, response: { 200: ZWebhookEventsPage } } }, async (request) =>
    service.list(request.query),
  );
  r.get("/admin/webhooks/summary", { ...admin, schema: { response: { 200: ZWebhookSummary } } }, async () => service.summary());
}
