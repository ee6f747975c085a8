import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZContactMessage, ZContactRequest, ZContactResponseRequest, ZIdParam, ZSuccess } from "@nutriguia/domain";
import { rateLimitSubject } from "../../lib/client-address";
import { createContactService } from "./contact.service";

export default async function contactRoutes(app: FastifyInstance) {
  const service = createContactService(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { preHandler: app.requireAdmin, config: { access: "admin" as const } };

  r.post(
    "/contact",
    {
      schema: { body: ZContactRequest, response: { 201: ZSuccess } },
      preHandler: async (request) => app.rateLimiter.hit(`contact:ip:${rateLimitSubject(request.ip)}`, 5, 3600),
      config: { access: "public" },
    },
    async (request, reply) => {
      await service.receive(request.body);
      return reply.status(201).send({ success: true, message: "Recebemos sua mensagem e retornaremos em breve." });
    },
  );

  r.get("/contact", { ...admin, schema: { response: { 200: z.array(ZContactMessage) } } }, async () => service.list(false));

  r.get("/contact/unanswered", { ...admin, schema: { response: { 200: z.array(ZContactMessage) } } }, async () =>
    service.list(true),
  );

  r.post(
    "/contact/:id/respond",
    { ...admin, schema: { params: ZIdParam, body: ZContactResponseRequest, response: { 200: ZContactMessage } } },
    async (request) => service.respond(request.params.id, request.body.responseMessage),
  );
}
