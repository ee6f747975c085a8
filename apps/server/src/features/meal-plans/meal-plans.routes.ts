import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZCalorieCalculation,
  ZGroceryList,
  ZMealPlan,
  ZMealPlanList,
  ZMealPlanLogRequest,
  ZMealPlanRequest,
  ZMealPlanSwapOptions,
  ZMealPlanSwapOptionsQuery,
  ZMealPlanSwapRequest,
  ZSuccess,
} from "@nutriguia/domain";
import { createMealPlansService } from "./meal-plans.service";

const ZPlanParams = z.object({ id: z.string().max(100) });

/** Meal plans (decision 201). */
export default async function mealPlansRoutes(app: FastifyInstance) {
  const service = createMealPlansService(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate, config: { access: "user" as const } };

  r.post("/meal-plans", { ...auth, schema: { body: ZMealPlanRequest, response: { 201: ZMealPlan } } }, async (request, reply) =>
    reply.status(201).send(await service.create(request.auth.userId, request.body)),
  );

  r.get("/meal-plans", { ...auth, schema: { response: { 200: ZMealPlanList } } }, async (request) => ({
    plans: await service.list(request.auth.userId),
  }));

  r.get("/meal-plans/:id", { ...auth, schema: { params: ZPlanParams, response: { 200: ZMealPlan } } }, async (request) =>
    service.get(request.auth.userId, request.params.id),
  );

  r.delete("/meal-plans/:id", { ...auth, schema: { params: ZPlanParams, response: { 200: ZSuccess } } }, async (request) => {
    await service.remove(request.auth.userId, request.params.id);
    return { success: true as const, message: "Plano alimentar excluído." };
  });

  r.get("/meal-plans/:id/grocery-list", { ...auth, schema: { params: ZPlanParams, response: { 200: ZGroceryList } } }, async (request) =>
    service.groceryList(request.auth.userId, request.params.id),
  );

  r.get(
    "/meal-plans/:id/swap-options",
    { ...auth, schema: { params: ZPlanParams, querystring: ZMealPlanSwapOptionsQuery, response: { 200: ZMealPlanSwapOptions } } },
    async (request) => service.swapOptions(request.auth.userId, request.params.id, request.query),
  );

  r.post(
    "/meal-plans/:id/swap",
    { ...auth, schema: { params: ZPlanParams, body: ZMealPlanSwapRequest, response: { 200: ZMealPlan } } },
    async (request) => service.swap(request.auth.userId, request.params.id, request.body),
  );

  r.post(
    "/meal-plans/:id/log",
    { ...auth, schema: { params: ZPlanParams, body: ZMealPlanLogRequest, response: { 201: ZCalorieCalculation } } },
    async (request, reply) => reply.status(201).send(await service.logMeal(request.auth.userId, request.params.id, request.body)),
  );
}
