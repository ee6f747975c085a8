import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  FEEDBACK_MESSAGES,
  ZAdminFeedback,
  ZAdminFeedbackQuery,
  ZApplyIncentivesResponse,
  ZFeedback,
  ZFeedbackListResponse,
  ZFeedbackPromptDismiss,
  ZFeedbackPromptResponse,
  ZFeedbackRequest,
  ZFeedbackRespondRequest,
  ZIdParam,
  ZSuccess,
} from "@nutriguia/domain";
import { createFeedbackService } from "./feedback.service";

export default async function feedbackRoutes(app: FastifyInstance) {
  const service = createFeedbackService(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate, config: { access: "user" as const } };
  const admin = { preHandler: app.requireAdmin, config: { access: "admin" as const } };

  r.post(
    "/feedback",
    {
      schema: { body: ZFeedbackRequest, response: { 201: ZSuccess } },
      config: { access: "user" as const },
      onRequest: app.authenticate,
      preHandler: async (request) => {
        await app.rateLimiter.hit(`feedback:user:${request.auth.userId}`, 30, 3600);
      },
    },
    async (request, reply) => {
      await service.submit(request.auth.userId, request.body);
      return reply.status(201).send({ success: true, message: FEEDBACK_MESSAGES.sent });
    },
  );

  r.get("/feedback", { ...auth, schema: { response: { 200: ZFeedbackListResponse } } }, async (request) =>
    service.list(request.auth.userId),
  );

  r.post(
    "/feedback/incentives/apply",
    { ...auth, schema: { body: z.object({}).strict().optional(), response: { 200: ZApplyIncentivesResponse } } },
    async (request) => service.applyIncentives(request.auth.userId),
  );

  r.get("/feedback/prompt", { ...auth, schema: { response: { 200: ZFeedbackPromptResponse } } }, async (request) => ({
    prompt: await service.promptFor(request.auth.userId),
  }));

  r.post(
    "/feedback/prompt/dismiss",
    { ...auth, schema: { body: ZFeedbackPromptDismiss, response: { 200: ZSuccess } } },
    async (request) => {
      await service.dismissPrompt(request.auth.userId, request.body.prompt);
      return { success: true as const };
    },
  );

  r.get(
    "/admin/feedback",
    { ...admin, schema: { querystring: ZAdminFeedbackQuery, response: { 200: z.array(ZAdminFeedback) } } },
    async (request) => service.listAll(request.query),
  );

  r.post(
    "/admin/feedback/:id/respond",
    { ...admin, schema: { params: ZIdParam, body: ZFeedbackRespondRequest, response: { 200: ZFeedback } } },
    async (request) => service.respond(request.params.id, request.body),
  );
}
