import type { FastifyInstance } from "fastify";
import {
  FEATURE_STATUS_LABELS,
  isVotingOpen,
  type TFeatureRequestCreate,
  type TFeatureSort,
  type TFeatureStatus,
} from "@nutriguia/domain";
import { AppError } from "../../lib/app-error";
import { notifyUsers } from "../../shared/notifications";
import * as repo from "./roadmap.repository";
import { keywords, similarityScore } from "./similarity";

const SIMILAR_LIMIT = 5;
const SIMILAR_MIN_SCORE = 0.34;
const link = (id: string) => `/roadmap?pedido=${id}`;

export function createRoadmapService(app: FastifyInstance) {
  const { db } = app;

  async function requireVisible(id: string, viewerId: string | null) {
    const request = await repo.findRequest(db, id, viewerId);
    if (!request || request.hidden) throw new AppError("NOT_FOUND", "Pedido não encontrado.");
    return request;
  }

  async function requireAny(id: string) {
    const request = await repo.findRequest(db, id, null);
    if (!request) throw new AppError("NOT_FOUND", "Pedido não encontrado.");
    return request;
  }

  return {
    list: (viewerId: string | null, sort: TFeatureSort, status: TFeatureStatus | undefined, includeHidden = false) =>
      repo.listRequests(db, { viewerId, sort, status, includeHidden }),

    async detail(id: string, viewerId: string | null) {
      const request = await requireVisible(id, viewerId);
      return { ...request, comments: await repo.listComments(db, id) };
    },

    async similar(q: string) {
      const query = keywords(q);
      const scored = (await repo.visibleTitles(db))
        .map((r) => ({ r, score: similarityScore(query, r.title, r.description) }))
        .filter((s) => s.score >= SIMILAR_MIN_SCORE)
        .sort((a, b) => b.score - a.score || b.r.voteCount - a.r.voteCount)
        .slice(0, SIMILAR_LIMIT);
      return { requests: scored.map(({ r }) => ({ id: r.id, title: r.title, status: r.status, voteCount: r.voteCount })) };
    },

    async create(userId: string, input: TFeatureRequestCreate) {
      const id = await repo.insertRequest(db, userId, input);
      return (await repo.findRequest(db, id, userId))!;
    },

    async comment(id: string, userId: string, body: string) {
      await requireVisible(id, userId);
      await repo.insertComment(db, id, userId, body);
      return { ...(await requireVisible(id, userId)), comments: await repo.listComments(db, id) };
    },

    async vote(id: string, userId: string, voted: boolean) {
      const request = await requireVisible(id, userId);
      if (!isVotingOpen(request.status)) throw new AppError("CONFLICT", "A votação está encerrada para este pedido.");
      if (voted) await repo.addVote(db, id, userId);
      else await repo.removeVote(db, id, userId);
      return { voted, voteCount: await repo.countVotes(db, id) };
    },

    async changeStatus(id: string, status: TFeatureStatus, note: string) {
      const before = await requireAny(id);
      await repo.updateRequest(db, id, { status, statusNote: note || null });
      if (before.status !== status) {
        await notifyUsers(
          app,
          await repo.followers(db, id),
          {
            title: `Pedido "${before.title}": ${FEATURE_STATUS_LABELS[status]}`,
            body: `O pedido "${before.title}" mudou de ${FEATURE_STATUS_LABELS[before.status]} para ${FEATURE_STATUS_LABELS[status]}.${note ? `\n\nNota da equipe: ${note}` : ""}`,
            link: link(id),
          },
          { optInOnly: true },
        );
      }
      return requireAny(id);
    },

    async merge(sourceId: string, targetId: string) {
      if (sourceId === targetId) throw new AppError("CONFLICT", "Um pedido não pode ser mesclado nele mesmo.");
      const source = await requireAny(sourceId);
      const target = await requireAny(targetId);
      if (target.status === "DUPLICATE") throw new AppError("CONFLICT", "O pedido de destino também é um duplicado.");
      const toNotify = await repo.followers(db, sourceId);
      const note = `Unido ao pedido "${target.title}".`;
      await repo.mergeInto(db, sourceId, targetId, note);
      await notifyUsers(
        app,
        toNotify,
        {
          title: `Pedido "${source.title}": ${FEATURE_STATUS_LABELS.DUPLICATE}`,
          body: `O pedido "${source.title}" foi unido a "${target.title}". Seu voto foi transferido para ele.`,
          link: link(targetId),
        },
        { optInOnly: true },
      );
      return requireAny(targetId);
    },

    async edit(id: string, changes: Partial<TFeatureRequestCreate>) {
      await requireAny(id);
      await repo.updateRequest(db, id, changes);
      return requireAny(id);
    },

    async hide(id: string, hidden: boolean) {
      await requireAny(id);
      await repo.updateRequest(db, id, { hidden });
      return requireAny(id);
    },
  };
}
