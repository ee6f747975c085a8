import type { TFrequentFood } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const RECENT_MEALS_URL = "/api/dashboard/calories/frequent";

/** GET /api/dashboard/calories/frequent: the meals most logged in 90 days, for one-tap re-logging. */
export const recentMealsQuery = queryOptions({
  queryKey: ["calories", "frequent"],
  queryFn: async () => (await api.get<{ foods: TFrequentFood[] }>(RECENT_MEALS_URL)).foods,
});

export function useRecentMeals() {
  return useQuery(recentMealsQuery);
}
