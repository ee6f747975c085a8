import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZFeatureCommentCreate,
  ZFeatureEdit,
  ZFeatureHide,
  ZFeatureListQuery,
  ZFeatureMerge,
  ZFeatureRequest,
  ZFeatureRequestCreate,
  ZFeatureRequestDetail,
  ZFeatureRequestList,
  ZFeatureSimilar,
  ZFeatureSimilarQuery,
  ZFeatureStatusChange,
  ZFeatureVoteResponse,
  ZIdParam,
} from "@nutriguia/domain";
import { createRoadmapService } from "./roadmap.service";

/** The board is public: a valid token only adds "votedByMe"; a missing or stale one reads as a visitor. */
async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  if (!request.headers.authorization) return null;
  try {
    await app.authenticate(request);
    return request.auth.userId;
  } catch {
    return null;
  }
}

export default async function roadmapRoutes(app: FastifyInstance) {
  const service = createRoadmapService(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate, config: { access: "user" as const } };
  const admin = { preHandler: app.requireAdmin, config: { access: "admin" as const } };
  const limited = (key: string, max: number) => ({
    config: { access: "user" as const },
    onRequest: app.authenticate,
    preHandler: async (request: FastifyRequest) => {
      await app.rateLimiter.hit(`roadmap:${key}:${request.auth.userId}`, max, 3600);
    },
  });

  r.get("/roadmap/requests", { config: { access: "public" }, schema: { querystring: ZFeatureListQuery, response: { 200: ZFeatureRequestList } } }, async (request) => ({
    requests: await service.list(await viewerOf(app, request), request.query.sort, request.query.status),
  }));

  r.get("/roadmap/similar", { config: { access: "public" }, schema: { querystring: ZFeatureSimilarQuery, response: { 200: ZFeatureSimilar } } }, async (request) =>
    service.similar(request.query.q),
  );

  r.get("/roadmap/requests/:id", { config: { access: "public" }, schema: { params: ZIdParam, response: { 200: ZFeatureRequestDetail } } }, async (request) =>
    service.detail(request.params.id, await viewerOf(app, request)),
  );

  r.post(
    "/roadmap/requests",
    { ...limited("create", 10), schema: { body: ZFeatureRequestCreate, response: { 201: ZFeatureRequest } } },
    async (request, reply) => reply.status(201).send(await service.create(request.auth.userId, request.body)),
  );

  r.post(
    "/roadmap/requests/:id/comments",
    { ...limited("comment", 30), schema: { params: ZIdParam, body: ZFeatureCommentCreate, response: { 201: ZFeatureRequestDetail } } },
    async (request, reply) => reply.status(201).send(await service.comment(request.params.id, request.auth.userId, request.body.body)),
  );

  r.put("/roadmap/requests/:id/vote", { ...auth, schema: { params: ZIdParam, response: { 200: ZFeatureVoteResponse } } }, async (request) =>
    service.vote(request.params.id, request.auth.userId, true),
  );

  r.delete("/roadmap/requests/:id/vote", { ...auth, schema: { params: ZIdParam, response: { 200: ZFeatureVoteResponse } } }, async (request) =>
    service.vote(request.params.id, request.auth.userId, false),
  );

  r.get("/admin/roadmap/requests", { ...admin, schema: { querystring: ZFeatureListQuery, response: { 200: ZFeatureRequestList } } }, async (request) => ({
    requests: await service.list(null, request.query.sort, request.query.status, true),
  }));

  r.post(
    "/admin/roadmap/requests/:id/status",
    { ...admin, schema: { params: ZIdParam, body: ZFeatureStatusChange, response: { 200: ZFeatureRequest } } },
    async (request) => service.changeStatus(request.params.id, request.body.status, request.body.note),
  );

  r.post(
    "/admin/roadmap/requests/:id/merge",
    { ...admin, schema: { params: ZIdParam, body: ZFeatureMerge, response: { 200: ZFeatureRequest } } },
    async (request) => service.merge(request.params.id, request.body.targetId),
  );

  r.patch("/admin/roadmap/requests/:id", { ...admin, schema: { params: ZIdParam, body: ZFeatureEdit, response: { 200: ZFeatureRequest } } }, async (request) =>
    service.edit(request.params.id, request.body),
  );

  r.post(
    "/admin/roadmap/requests/:id/hidden",
    { ...admin, schema: { params: ZIdParam, body: ZFeatureHide, response: { 200: ZFeatureRequest } } },
    async (request) => service.hide(request.params.id, request.body.hidden),
  );
}
