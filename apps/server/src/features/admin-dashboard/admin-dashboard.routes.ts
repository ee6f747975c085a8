import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZDashboardStats } from "@nutriguia/domain";
import { adminOnly } from "../../shared/admin-only";
import { loadDashboardStats } from "./admin-dashboard.service";

export default async function adminDashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/admin/dashboard/stats", { ...adminOnly(app), schema: { response: { 200: ZDashboardStats } } }, async () => loadDashboardStats(app.db));
}
