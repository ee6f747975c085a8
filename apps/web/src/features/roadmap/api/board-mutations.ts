import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TFeatureRequest, TFeatureRequestCreate, TFeatureRequestDetail, TFeatureVoteResponse } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

function useInvalidateBoard() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ["roadmap"] });
}

/** POST /api/roadmap/requests */
export function useCreateRequest() {
  const invalidate = useInvalidateBoard();
  return useMutation({
    mutationFn: (input: TFeatureRequestCreate) => api.post<TFeatureRequest>("/api/roadmap/requests", input),
    onSuccess: invalidate,
  });
}

/** PUT (vote) or DELETE (take the vote back) /api/roadmap/requests/:id/vote */
export function useVote() {
  const invalidate = useInvalidateBoard();
  return useMutation({
    mutationFn: ({ id, voted }: { id: string; voted: boolean }) =>
      voted ? api.put<TFeatureVoteResponse>(`/api/roadmap/requests/${id}/vote`) : api.delete<TFeatureVoteResponse>(`/api/roadmap/requests/${id}/vote`),
    onSuccess: invalidate,
  });
}

/** POST /api/roadmap/requests/:id/comments */
export function useAddComment(id: string) {
  const invalidate = useInvalidateBoard();
  return useMutation({
    mutationFn: (body: string) => api.post<TFeatureRequestDetail>(`/api/roadmap/requests/${id}/comments`, { body }),
    onSuccess: invalidate,
  });
}
