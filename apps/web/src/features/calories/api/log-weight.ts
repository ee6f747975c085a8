import type { TWeightHistory, TWeightRequest } from "@nutriguia/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateTracking } from "../../../lib/invalidate-tracking";

/** POST /api/dashboard/weight: one weight per day; the targets may adapt. */
export function logWeight(request: TWeightRequest): Promise<TWeightHistory> {
  return api.post<TWeightHistory>("/api/dashboard/weight", request);
}

export function useLogWeight() {
  const client = useQueryClient();
  return useMutation({ mutationFn: logWeight, onSuccess: () => invalidateTracking(client) });
}
