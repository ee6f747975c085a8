import type { TSubscriptionResponse } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { SUBSCRIPTION_URL } from "../../../lib/session/session-api";

/** GET /api/account/subscription: the trial or plan in force. */
export const planStatusQuery = queryOptions({
  queryKey: ["account", "subscription"],
  queryFn: () => api.get<TSubscriptionResponse>(SUBSCRIPTION_URL),
});

export function usePlanStatus() {
  return useQuery(planStatusQuery);
}
