import type { TCalendarMonth } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/dashboard/calendar?month=YYYY-MM. */
export function getCalendar(month: string): Promise<TCalendarMonth> {
  return api.get<TCalendarMonth>(`/api/dashboard/calendar?month=${encodeURIComponent(month)}`);
}

export const calendarQuery = (month: string) => queryOptions({ queryKey: ["calendar", month], queryFn: () => getCalendar(month) });

export function useCalendar(month: string) {
  return useQuery(calendarQuery(month));
}
