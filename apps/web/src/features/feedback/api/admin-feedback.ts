import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAdminFeedback, TFeedback, TFeedbackRespondRequest } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

export type TAdminFeedbackStatus = "all" | "pending" | "responded";

/** GET /api/admin/feedback?status */
export const adminFeedbackQuery = (status: TAdminFeedbackStatus) =>
  queryOptions({ queryKey: ["admin", "feedback", status], queryFn: () => api.get<TAdminFeedback[]>(`/api/admin/feedback?status=${status}`) });

export const useAdminFeedback = (status: TAdminFeedbackStatus) => useQuery(adminFeedbackQuery(status));

/** POST /api/admin/feedback/:id/respond {adminResponse, incentive?} */
export function useRespondFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: TFeedbackRespondRequest }) => api.post<TFeedback>(`/api/admin/feedback/${id}/respond`, request),
    onSuccess: () => client.invalidateQueries({ queryKey: ["admin", "feedback"] }),
  });
}
