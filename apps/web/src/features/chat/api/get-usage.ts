import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TUsageResponse } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

/** GET /api/account/usage: messagesUsed (and the limits). */
export const getUsage = () => api.get<TUsageResponse>("/api/account/usage");

export const usageQuery = () => queryOptions({ queryKey: ["account", "usage"], queryFn: getUsage });

export function useUsage(enabled: boolean) {
  return useQuery({ ...usageQuery(), enabled });
}
