import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TUsageResponse } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

export const USAGE_URL = "/api/account/usage";

/** GET /api/account/usage: messagesUsed (and the limits). */
export const getUsage = () => api.get<TUsageResponse>(USAGE_URL);

export const usageQuery = () => queryOptions({ queryKey: ["account", "usage"], queryFn: getUsage });

export function useUsage(enabled: boolean) {
  return useQuery({ ...usageQuery(), enabled });
}
