import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TFeedbackListResponse } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

/** GET /api/feedback: the user's feedback and the incentives summary. */
export const getFeedback = () => api.get<TFeedbackListResponse>("/api/feedback");

export const feedbackQuery = () => queryOptions({ queryKey: ["feedback"], queryFn: getFeedback });

export function useFeedback() {
  return useQuery(feedbackQuery());
}
