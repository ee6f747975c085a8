import { z } from "zod";

/** Feature board statuses (issue 16): em análise, planejado, em desenvolvimento, lançado, recusado, duplicado. */
export const ZFeatureStatus = z.enum(["UNDER_REVIEW", "PLANNED", "IN_PROGRESS", "RELEASED", "DECLINED", "DUPLICATE"]);
export type TFeatureStatus = z.infer<typeof ZFeatureStatus>;
export const FEATURE_STATUS_LABELS: Record<TFeatureStatus, string> = {
  UNDER_REVIEW: "Em análise",
  PLANNED: "Planejado",
  IN_PROGRESS: "Em desenvolvimento",
  RELEASED: "Lançado",
  DECLINED: "Recusado",
  DUPLICATE: "Duplicado",
};
/** Voting closes once a request is released, declined or marked duplicate. */
export const CLOSED_FEATURE_STATUSES: readonly TFeatureStatus[] = ["RELEASED", "DECLINED", "DUPLICATE"];
export const isVotingOpen = (status: TFeatureStatus) => !CLOSED_FEATURE_STATUSES.includes(status);

export const ZFeatureSort = z.enum(["trending", "votes", "newest"]);
export type TFeatureSort = z.infer<typeof ZFeatureSort>;
export const FEATURE_SORT_LABELS: Record<TFeatureSort, string> = { trending: "Em alta", votes: "Mais votados", newest: "Mais recentes" };

export const ZFeatureListQuery = z.object({
  sort: ZFeatureSort.optional().default("trending"),
  status: ZFeatureStatus.optional(),
});

export const ZFeatureRequestCreate = z
  .object({
    title: z.string().trim().min(5, "O título precisa ter pelo menos 5 caracteres").max(120, "O título pode ter no máximo 120 caracteres"),
    description: z
      .string()
      .trim()
      .min(10, "A descrição precisa ter pelo menos 10 caracteres")
      .max(2000, "A descrição pode ter no máximo 2000 caracteres"),
  })
  .strict();
export type TFeatureRequestCreate = z.infer<typeof ZFeatureRequestCreate>;

export const ZFeatureComment = z.object({
  id: z.string(),
  authorName: z.string(),
  isTeam: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type TFeatureComment = z.infer<typeof ZFeatureComment>;
export const ZFeatureCommentCreate = z
  .object({ body: z.string().trim().min(2, "Escreva um comentário").max(1000, "O comentário pode ter no máximo 1000 caracteres") })
  .strict();

export const ZFeatureRequest = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: ZFeatureStatus,
  statusNote: z.string().nullable(),
  mergedIntoId: z.string().nullable(),
  authorName: z.string(),
  voteCount: z.number(),
  commentCount: z.number(),
  votedByMe: z.boolean(),
  votingOpen: z.boolean(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type TFeatureRequest = z.infer<typeof ZFeatureRequest>;
export const ZFeatureRequestList = z.object({ requests: z.array(ZFeatureRequest) });
export type TFeatureRequestList = z.infer<typeof ZFeatureRequestList>;
export const ZFeatureRequestDetail = ZFeatureRequest.extend({ comments: z.array(ZFeatureComment) });
export type TFeatureRequestDetail = z.infer<typeof ZFeatureRequestDetail>;

export const ZFeatureSimilarQuery = z.object({ q: z.string().trim().max(200).optional().default("") });
export const ZFeatureSimilar = z.object({ requests: z.array(ZFeatureRequest.pick({ id: true, title: true, status: true, voteCount: true })) });
export type TFeatureSimilar = z.infer<typeof ZFeatureSimilar>;

export const ZFeatureVoteResponse = z.object({ voted: z.boolean(), voteCount: z.number() });
export type TFeatureVoteResponse = z.infer<typeof ZFeatureVoteResponse>;

/** Admin (features tab). */
export const ZFeatureStatusChange = z
  .object({ status: ZFeatureStatus, note: z.string().trim().max(1000).optional().default("") })
  .strict()
  .refine((v) => v.status !== "DUPLICATE", { message: "Para marcar como duplicado, use a mesclagem com o pedido original" });
export const ZFeatureMerge = z.object({ targetId: z.string().uuid("Escolha o pedido original") }).strict();
export const ZFeatureEdit = ZFeatureRequestCreate.partial().strict();
export const ZFeatureHide = z.object({ hidden: z.boolean() }).strict();
