import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { THelpArticleSlug, THelpArticleVote } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

/** GET/POST /api/help/articles/:slug/vote — "Este artigo ajudou?" */
export const getArticleVote = (slug: THelpArticleSlug) => api.get<THelpArticleVote>(`/api/help/articles/${slug}/vote`);
export const articleVoteQuery = (slug: THelpArticleSlug) =>
  queryOptions({ queryKey: ["help", "vote", slug], queryFn: () => getArticleVote(slug) });

export function useArticleVote(slug: THelpArticleSlug) {
  return useQuery(articleVoteQuery(slug));
}

export function useVoteArticle(slug: THelpArticleSlug) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (helpful: boolean) => api.post<THelpArticleVote>(`/api/help/articles/${slug}/vote`, { helpful }),
    onSuccess: (vote) => client.setQueryData(articleVoteQuery(slug).queryKey, vote),
  });
}
