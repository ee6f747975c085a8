import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TFeedbackRequest } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";
import { feedbackQuery } from "./get-feedback";

/** POST /api/feedback {type, rating, comment, source?, messageId?} */
export const sendFeedback = (request: TFeedbackRequest) => api.post<{ success: true; message: string }>("/api/feedback", request);

export function useSendFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackQuery().queryKey }),
  });
}
