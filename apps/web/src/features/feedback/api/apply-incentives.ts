import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TApplyIncentivesResponse } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";
import { feedbackQuery } from "./get-feedback";

/** POST /api/feedback/incentives/apply {} → {success, appliedCount} */
export const applyIncentives = () => api.post<TApplyIncentivesResponse>("/api/feedback/incentives/apply", {});

export function useApplyIncentives() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyIncentives,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: feedbackQuery().queryKey });
      await client.invalidateQueries({ queryKey: ["account", "usage"] });
    },
  });
}
