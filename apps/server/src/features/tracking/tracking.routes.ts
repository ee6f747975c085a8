import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZCalculationItemsUpdate,
  ZCalculationSlotUpdate,
  ZCalorieCalculation,
  ZCalorieCalculationUpdate,
  ZCopyMealRequest,
  ZDayLog,
  ZDayQuery,
  ZFoodSearchQuery,
  ZFoodSearchResponse,
  ZFrequentFoods,
  ZManualEntryRequest,
  ZRelogRequest,
  ZQuickAddList,
  ZQuickAddQuery,
  ZRecipe,
  ZRecipeCreate,
  ZRecipeLog,
  ZStreak,
  ZSuccess,
} from "@nutriguia/domain";
import { followCardInReply } from "./tracking.card-reply";
import { createQuickAddService } from "./tracking.quick-add";
import { createTrackingService } from "./tracking.service";

const ZCalculationParams = z.object({ id: z.string().max(100) });

/** The daily log: the confirmed calculations (001 §7 calories calls) and the ways to add to it. */
export default async function trackingRoutes(app: FastifyInstance) {
  const service = createTrackingService(app);
  const quick = createQuickAddService(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate, config: { access: "user" as const } };

  r.get("/dashboard/calories/day", { ...auth, schema: { querystring: ZDayQuery, response: { 200: ZDayLog } } }, async (request) =>
    service.dayLog(request.auth.userId, request.query.date),
  );

  r.get("/dashboard/calories/frequent", { ...auth, schema: { response: { 200: ZFrequentFoods } } }, async (request) => ({
    foods: await service.frequent(request.auth.userId),
  }));

  r.get(
    "/dashboard/calories/quick-add",
    { ...auth, schema: { querystring: ZQuickAddQuery, response: { 200: ZQuickAddList } } },
    async (request) => quick.list(request.auth.userId, request.query.meal),
  );

  r.get("/dashboard/calories/streak", { ...auth, schema: { response: { 200: ZStreak } } }, async (request) => quick.streak(request.auth.userId));

  r.post("/recipes", { ...auth, schema: { body: ZRecipeCreate, response: { 201: ZRecipe } } }, async (request, reply) =>
    reply.status(201).send(await quick.createRecipe(request.auth.userId, request.body)),
  );

  r.post(
    "/recipes/:id/log",
    { ...auth, schema: { params: ZCalculationParams, body: ZRecipeLog, response: { 201: ZCalorieCalculation } } },
    async (request, reply) => reply.status(201).send(await quick.logRecipe(request.auth.userId, request.params.id, request.body)),
  );

  r.delete("/recipes/:id", { ...auth, schema: { params: ZCalculationParams, response: { 200: ZSuccess } } }, async (request) => {
    await quick.removeRecipe(request.auth.userId, request.params.id);
    return { success: true as const, message: "Receita excluída." };
  });

  r.post(
    "/dashboard/calories",
    { ...auth, schema: { body: ZManualEntryRequest, response: { 201: ZCalorieCalculation } } },
    async (request, reply) => reply.status(201).send(await service.addManualEntry(request.auth.userId, request.body)),
  );

  r.post(
    "/dashboard/calories/copy-meal",
    { ...auth, schema: { body: ZCopyMealRequest, response: { 200: ZDayLog } } },
    async (request) => service.copyMeal(request.auth.userId, request.body),
  );

  r.get(
    "/dashboard/calories/:id",
    { ...auth, schema: { params: ZCalculationParams, response: { 200: ZCalorieCalculation } } },
    async (request) => service.getCalculation(request.auth.userId, request.params.id),
  );

  r.put(
    "/dashboard/calories/:id",
    { ...auth, schema: { params: ZCalculationParams, body: ZCalorieCalculationUpdate, response: { 200: ZCalorieCalculation } } },
    async (request) => {
      const before = await service.getCalculation(request.auth.userId, request.params.id);
      const after = await service.updateCalculation(request.auth.userId, request.params.id, request.body);
      await followCardInReply(app.db, request.auth.userId, before, after);
      return after;
    },
  );

  r.put(
    "/dashboard/calories/:id/items",
    { ...auth, schema: { params: ZCalculationParams, body: ZCalculationItemsUpdate, response: { 200: ZCalorieCalculation } } },
    // The chat reply that showed this card is rewritten to agree with it (tracking.card-reply.ts).
    async (request) => {
      const before = await service.getCalculation(request.auth.userId, request.params.id);
      const after = await service.updateItems(request.auth.userId, request.params.id, request.body);
      await followCardInReply(app.db, request.auth.userId, before, after);
      return after;
    },
  );

  r.put(
    "/dashboard/calories/:id/slot",
    { ...auth, schema: { params: ZCalculationParams, body: ZCalculationSlotUpdate, response: { 200: ZCalorieCalculation } } },
    async (request) => service.updateSlot(request.auth.userId, request.params.id, request.body),
  );

  r.delete(
    "/dashboard/calories/:id",
    { ...auth, schema: { params: ZCalculationParams, response: { 200: ZSuccess } } },
    async (request) => {
      await service.removeCalculation(request.auth.userId, request.params.id);
      return { success: true as const, message: "Alimento removido." };
    },
  );

  r.post(
    "/dashboard/calories/:id/relog",
    { ...auth, schema: { params: ZCalculationParams, body: ZRelogRequest, response: { 201: ZCalorieCalculation } } },
    async (request, reply) => reply.status(201).send(await service.relog(request.auth.userId, request.params.id, request.body)),
  );

  r.get(
    "/foods/search",
    { ...auth, schema: { querystring: ZFoodSearchQuery, response: { 200: ZFoodSearchResponse } } },
    async (request) => ({ foods: await service.searchFoods(request.query.q, request.query.limit) }),
  );
}
