import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZAdminSettings, ZChannelFlags, ZLegalVersionsUpdate, ZPlanSettingsUpdate, ZSiteContact } from "@nutriguia/domain";
import { adminOnly } from "../../shared/admin-only";
import { createAdminSettingsService } from "./admin-settings.service";

export default async function adminSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = adminOnly(app);
  const service = createAdminSettingsService(app);
  const response = { 200: ZAdminSettings };

  r.get("/admin/settings", { ...admin, schema: { response } }, async () => service.read());
  r.put("/admin/settings/legal", { ...admin, schema: { body: ZLegalVersionsUpdate, response } }, async (request) =>
    service.updateLegal(request, request.body),
  );
  r.put("/admin/settings/plans", { ...admin, schema: { body: ZPlanSettingsUpdate, response } }, async (request) =>
    service.updatePlans(request, request.body),
  );
  r.put("/admin/settings/contact", { ...admin, schema: { body: ZSiteContact, response } }, async (request) =>
    service.updateContact(request, request.body),
  );
  r.put("/admin/settings/channels", { ...admin, schema: { body: ZChannelFlags, response } }, async (request) =>
    service.updateChannels(request, request.body),
  );
}
