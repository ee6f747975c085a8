import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFeedbackPromptKind, TFeedbackPromptResponse } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

/** GET /api/feedback/prompt: the server decides whether an in-app prompt is due. */
export const getFeedbackPrompt = () => api.get<TFeedbackPromptResponse>("/api/feedback/prompt");
export const feedbackPromptQuery = () => queryOptions({ queryKey: ["feedback", "prompt"], queryFn: getFeedbackPrompt, staleTime: 10 * 60_000 });

export function useFeedbackPrompt() {
  return useQuery(feedbackPromptQuery());
}

/** POST /api/feedback/prompt/dismiss: "agora não". */
export function useDismissFeedbackPrompt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (prompt: TFeedbackPromptKind) => api.post("/api/feedback/prompt/dismiss", { prompt }),
    onSuccess: () => client.setQueryData(feedbackPromptQuery().queryKey, { prompt: null }),
  });
}
