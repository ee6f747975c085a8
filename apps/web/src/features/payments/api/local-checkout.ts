import type { TLocalCheckout, TLocalCheckoutComplete, TUrlResponse } from "@nutriguia/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/billing/local-checkout/{orderId}: the order the local test checkout shows. */
export const localCheckoutQuery = (orderId: string) =>
  queryOptions({ queryKey: ["billing", "local-checkout", orderId], queryFn: () => api.get<TLocalCheckout>(`/api/billing/local-checkout/${encodeURIComponent(orderId)}`), retry: false });

export function completeLocalCheckout(orderId: string, body: TLocalCheckoutComplete): Promise<TUrlResponse> {
  return api.post<TUrlResponse>(`/api/billing/local-checkout/${encodeURIComponent(orderId)}/complete`, body);
}

export function cancelLocalCheckout(orderId: string): Promise<TUrlResponse> {
  return api.post<TUrlResponse>(`/api/billing/local-checkout/${encodeURIComponent(orderId)}/cancel`);
}

export function useCompleteLocalCheckout(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TLocalCheckoutComplete) => completeLocalCheckout(orderId, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: ["payments"] }),
  });
}

export function useCancelLocalCheckout(orderId: string) {
  return useMutation({ mutationFn: () => cancelLocalCheckout(orderId) });
}
