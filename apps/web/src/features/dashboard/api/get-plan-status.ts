import type { TSubscriptionResponse } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/account/subscription: the trial or plan in force. */
export const planStatusQuery = queryOptions({
  queryKey: ["account", "subscription"],
  queryFn: () => api.get<TSubscriptionResponse>("/api/account/subscription"),
});

export function usePlanStatus() {
  return useQuery(planStatusQuery);
}
