import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZCalendarMonth,
  ZCalendarQuery,
  ZDashboardSummary,
  ZSummaryQuery,
  ZTargetsOverrideRequest,
  ZTargetsResponse,
  ZWaterRequest,
  ZWaterResponse,
  ZWeightHistory,
  ZWeightQuery,
  ZWeightRequest,
} from "@nutriguia/domain";
import { createDashboardService } from "./dashboard.service";

/** The calorie dashboard and the calendar (decision 202). */
export default async function dashboardRoutes(app: FastifyInstance) {
  const service = createDashboardService(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate, config: { access: "user" as const } };

  r.get("/dashboard/summary", { ...auth, schema: { querystring: ZSummaryQuery, response: { 200: ZDashboardSummary } } }, async (request) =>
    service.summary(request.auth.userId, request.query.days),
  );

  r.get("/dashboard/calendar", { ...auth, schema: { querystring: ZCalendarQuery, response: { 200: ZCalendarMonth } } }, async (request) =>
    service.calendar(request.auth.userId, request.query.month),
  );

  r.post("/dashboard/water", { ...auth, schema: { body: ZWaterRequest, response: { 200: ZWaterResponse } } }, async (request) =>
    service.addWater(request.auth.userId, request.body.ml, request.body.date),
  );

  r.get("/dashboard/weight", { ...auth, schema: { querystring: ZWeightQuery, response: { 200: ZWeightHistory } } }, async (request) =>
    service.weightHistory(request.auth.userId, request.query.days),
  );

  r.post("/dashboard/weight", { ...auth, schema: { body: ZWeightRequest, response: { 200: ZWeightHistory } } }, async (request) =>
    service.logWeight(request.auth.userId, request.body),
  );

  r.get("/dashboard/targets", { ...auth, schema: { response: { 200: ZTargetsResponse } } }, async (request) => ({
    targets: await service.targets(request.auth.userId),
  }));

  r.put("/dashboard/targets", { ...auth, schema: { body: ZTargetsOverrideRequest, response: { 200: ZTargetsResponse } } }, async (request) => ({
    targets: await service.setTargets(request.auth.userId, request.body),
  }));

  r.delete("/dashboard/targets", { ...auth, schema: { response: { 200: ZTargetsResponse } } }, async (request) => ({
    targets: await service.clearTargets(request.auth.userId),
  }));
}
