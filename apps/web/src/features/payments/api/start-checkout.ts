import type { TCheckoutRequest, TUrlResponse } from "@nutriguia/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /api/billing/checkout {plan, interval} → {url}: the provider's checkout (or our local test page). */
export function startCheckout(input: TCheckoutRequest): Promise<TUrlResponse> {
  return api.post<TUrlResponse>("/api/billing/checkout", input);
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
