import type { TSystemHealth } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/system-health: the page refreshes it every 30 s (live checks are reused server-side for 60 s). */
export const systemHealthQuery = () =>
  queryOptions({ queryKey: ["admin", "system-health"], queryFn: () => api.get<TSystemHealth>("/api/admin/system-health"), refetchInterval: 30_000, retry: false });

export const useSystemHealth = () => useQuery(systemHealthQuery());
