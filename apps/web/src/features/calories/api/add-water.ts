import type { TWaterResponse } from "@nutriguia/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateTracking } from "../../../lib/invalidate-tracking";

/** POST /api/dashboard/water: adds (or with a negative amount takes back) water for a day. */
export function addWater(ml: number, date?: string): Promise<TWaterResponse> {
  return api.post<TWaterResponse>("/api/dashboard/water", { ml, ...(date ? { date } : {}) });
}

export function useAddWater() {
  const client = useQueryClient();
  return useMutation({ mutationFn: ({ ml, date }: { ml: number; date?: string }) => addWater(ml, date), onSuccess: () => invalidateTracking(client) });
}
