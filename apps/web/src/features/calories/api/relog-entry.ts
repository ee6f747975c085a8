import type { TCalorieCalculation, TRelogRequest } from "@nutriguia/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateTracking } from "../../../lib/invalidate-tracking";

/** POST /api/dashboard/calories/{id}/relog: the same food again. */
export function relogEntry(id: string, request: TRelogRequest): Promise<TCalorieCalculation> {
  return api.post<TCalorieCalculation>(`/api/dashboard/calories/${encodeURIComponent(id)}/relog`, request);
}

export function useRelogEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...request }: TRelogRequest & { id: string }) => relogEntry(id, request),
    onSuccess: () => invalidateTracking(client),
  });
}
