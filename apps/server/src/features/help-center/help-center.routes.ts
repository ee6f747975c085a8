import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZHelpArticleParams, ZHelpArticleStats, ZHelpArticleVote, ZHelpArticleVoteRequest } from "@nutriguia/domain";
import * as repo from "./help-center.repository";

/** Only the "Este artigo ajudou?" counts live on the server; the articles themselves are data in the web app. */
export default async function helpCenterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate, config: { access: "user" as const } };

  r.get("/help/articles/:slug/vote", { ...auth, schema: { params: ZHelpArticleParams, response: { 200: ZHelpArticleVote } } }, async (request) => ({
    slug: request.params.slug,
    helpful: await repo.findVote(app.db, request.auth.userId, request.params.slug),
  }));

  r.post(
    "/help/articles/:slug/vote",
    { ...auth, schema: { params: ZHelpArticleParams, body: ZHelpArticleVoteRequest, response: { 200: ZHelpArticleVote } } },
    async (request) => {
      await repo.upsertVote(app.db, request.auth.userId, request.params.slug, request.body.helpful);
      return { slug: request.params.slug, helpful: request.body.helpful };
    },
  );

  r.get("/admin/help/articles", { preHandler: app.requireAdmin, config: { access: "admin" }, schema: { response: { 200: z.array(ZHelpArticleStats) } } }, async () =>
    repo.articleStats(app.db),
  );
}
