import type { TPaymentPage, TPlansResponse, TSubscriptionResponse } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client";

/** GET /api/billing/plans (public): the pricing table with BRL prices from the admin settings. */
export const plansQuery = queryOptions({
  queryKey: ["billing", "plans"],
  queryFn: () => api.get<TPlansResponse>("/api/billing/plans", { auth: false }),
  staleTime: 5 * 60_000,
});
export const usePlans = () => useQuery(plansQuery);

/** GET /api/account/subscription: plan, status, period end, limits and usage, read fresh by every screen that shows them. */
export const subscriptionQuery = queryOptions({
  queryKey: ["account", "subscription"],
  queryFn: () => api.get<TSubscriptionResponse>("/api/account/subscription"),
});

export const PAYMENTS_PAGE_SIZE = 10;

/** GET /api/payments or /api/admin/payments?page&size&sortDirection=desc (001 §7, §9: 10 a page, newest first). */
export function paymentsQuery(scope: "mine" | "admin", page: number) {
  const base = scope === "admin" ? "/api/admin/payments" : "/api/payments";
  return queryOptions({
    queryKey: ["payments", scope, page],
    queryFn: () => api.get<TPaymentPage>(`${base}?page=${page}&size=${PAYMENTS_PAGE_SIZE}&sortDirection=desc`),
  });
}
