import type { TDashboardSummary } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/dashboard/summary?days=7|30. */
export function getSummary(days: 7 | 30): Promise<TDashboardSummary> {
  return api.get<TDashboardSummary>(`/api/dashboard/summary?days=${days}`);
}

export const summaryQuery = (days: 7 | 30) => queryOptions({ queryKey: ["dashboard", "summary", days], queryFn: () => getSummary(days) });

export function useSummary(days: 7 | 30) {
  return useQuery(summaryQuery(days));
}
