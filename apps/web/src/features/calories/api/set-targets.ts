import type { TDailyTargets, TTargetsOverrideRequest } from "@nutriguia/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateTracking } from "../../../lib/invalidate-tracking";

type TTargetsResponse = { targets: TDailyTargets | null };

/** PUT /api/dashboard/targets (manual override) or, with null, DELETE to go back to the calculated targets. */
export function setTargets(targets: TTargetsOverrideRequest | null): Promise<TTargetsResponse> {
  return targets ? api.put<TTargetsResponse>("/api/dashboard/targets", targets) : api.delete<TTargetsResponse>("/api/dashboard/targets");
}

export function useSetTargets() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setTargets, onSuccess: () => invalidateTracking(client) });
}
