import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZBarcodeParams, ZLabelEntryRequest, ZPackagedFood } from "@nutriguia/domain";
import { createFoodsService } from "./foods.service";

/** Packaged foods by barcode: Open Food Facts, then our copy; a label typed once when neither knows the product. */
export default async function foodsRoutes(app: FastifyInstance) {
  const service = createFoodsService(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate, config: { access: "user" as const } };

  r.get("/foods/barcode/:ean", { ...auth, schema: { params: ZBarcodeParams, response: { 200: ZPackagedFood } } }, async (request) =>
    service.lookUp(request.auth.userId, request.params.ean),
  );

  r.post(
    "/foods/barcode/:ean",
    { ...auth, schema: { params: ZBarcodeParams, body: ZLabelEntryRequest, response: { 201: ZPackagedFood } } },
    async (request, reply) => reply.status(201).send(await service.enterLabel(request.auth.userId, request.params.ean, request.body)),
  );
}
