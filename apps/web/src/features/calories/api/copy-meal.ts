import type { TCopyMealRequest, TDayLog } from "@nutriguia/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateTracking } from "../../../lib/invalidate-tracking";

/** POST /api/dashboard/calories/copy-meal: one meal of the day before into this day. */
export function copyMeal(request: TCopyMealRequest): Promise<TDayLog> {
  return api.post<TDayLog>("/api/dashboard/calories/copy-meal", request);
}

export function useCopyMeal() {
  const client = useQueryClient();
  return useMutation({ mutationFn: copyMeal, onSuccess: () => invalidateTracking(client) });
}
