import type { TDayLog } from "@nutriguia/domain";
import { localDate } from "@nutriguia/domain/calc";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const dayLogUrl = (date: string) => `/api/dashboard/calories/day?date=${encodeURIComponent(date)}`;

/** GET /api/dashboard/calories/day: today's log, under the calorie dashboard's key so both share one cache entry. */
export const todayQuery = (date = localDate()) =>
  queryOptions({
    queryKey: ["calories", "day", date],
    queryFn: () => api.get<TDayLog>(dayLogUrl(date)),
  });

export function useToday() {
  return useQuery(todayQuery());
}
