import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZAiProvidersHealth, ZSystemHealth } from "@nutriguia/domain";
import { adminOnly } from "../../shared/admin-only";
import { createSystemHealthService } from "./system-health.service";

/** The detailed admin view; /api/health stays cheap. */
export default async function systemHealthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = adminOnly(app);
  const service = createSystemHealthService(app);

  r.get("/admin/system-health", { ...admin, schema: { response: { 200: ZSystemHealth } } }, async () => service.report());

  /** Always live (the settings tab's "test providers" button); the health page reuses a recent check. */
  r.get("/admin/ai-providers/health", { ...admin, schema: { response: { 200: ZAiProvidersHealth } } }, async () => ({
    providers: await service.aiProviders(),
  }));
}
