import type { TCalorieCalculation, TManualEntryRequest } from "@nutriguia/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateTracking } from "../../../lib/invalidate-tracking";

/** POST /api/dashboard/calories: a food from the database, in grams or a household measure. */
export function addManualEntry(entry: TManualEntryRequest): Promise<TCalorieCalculation> {
  return api.post<TCalorieCalculation>("/api/dashboard/calories", entry);
}

export function useAddManualEntry() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addManualEntry, onSuccess: () => invalidateTracking(client) });
}
