import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TVisitorSummary } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

export const VISITOR_PERIODS = [7, 30, 90] as const;
export type TVisitorPeriod = (typeof VISITOR_PERIODS)[number];

const DAY_MS = 86_400_000;

/** The last `days` UTC days, today included (the server counts in UTC days). */
export function periodRange(days: TVisitorPeriod, now = new Date()) {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/** GET /api/admin/visitors/summary?from&to */
export const getVisitorSummary = (range: { from: string; to: string }) =>
  api.get<TVisitorSummary>(`/api/admin/visitors/summary?from=${range.from}&to=${range.to}`);

export const visitorSummaryQuery = (days: TVisitorPeriod) => {
  const range = periodRange(days);
  return queryOptions({ queryKey: ["admin", "visitors", range], queryFn: () => getVisitorSummary(range), retry: false });
};

export const useVisitorSummary = (days: TVisitorPeriod) => useQuery({ ...visitorSummaryQuery(days), placeholderData: keepPreviousData });
