import type { TDailyTargets } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/dashboard/targets: the daily targets the profile produces (or the user's own). */
export const targetsQuery = queryOptions({
  queryKey: ["dashboard", "targets"],
  queryFn: () => api.get<{ targets: TDailyTargets | null }>("/api/dashboard/targets"),
});

export function useTargets(enabled: boolean) {
  return useQuery({ ...targetsQuery, enabled });
}
