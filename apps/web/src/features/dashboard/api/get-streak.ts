import type { TStreak } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/dashboard/calories/streak: days in a row with a confirmed meal (refreshed with every change to the log). */
export const streakQuery = queryOptions({
  queryKey: ["calories", "streak"],
  queryFn: () => api.get<TStreak>("/api/dashboard/calories/streak"),
});

export function useStreak() {
  return useQuery(streakQuery);
}
