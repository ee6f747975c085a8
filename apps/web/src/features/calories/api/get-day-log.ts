import type { TDayLog } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/dashboard/calories/day?date= : the confirmed foods of one day, by meal. */
export function getDayLog(date: string): Promise<TDayLog> {
  return api.get<TDayLog>(`/api/dashboard/calories/day?date=${encodeURIComponent(date)}`);
}

export const dayLogQuery = (date: string) => queryOptions({ queryKey: ["calories", "day", date], queryFn: () => getDayLog(date) });

export function useDayLog(date: string) {
  return useQuery(dayLogQuery(date));
}
