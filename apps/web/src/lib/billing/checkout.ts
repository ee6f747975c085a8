import type { TCheckoutRequest, TUrlResponse } from "@nutriguia/domain";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api } from "../api-client";
import { toast } from "../toast-store";
import { followBillingUrl } from "./provider-url";

/** POST /api/billing/checkout {plan, interval} → {url}: the provider's checkout (or our local test page). */
export function startCheckout(input: TCheckoutRequest): Promise<TUrlResponse> {
  return api.post<TUrlResponse>("/api/billing/checkout", input);
}

/** Starts a checkout and goes there; a refusal (already subscribed, checkout still opening) is shown as a toast. */
export function useCheckout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => followBillingUrl(url, (to) => void navigate(to)),
    onError: (error) => toast({ title: "Não foi possível iniciar o pagamento", description: error.message, variant: "destructive" }),
  });
}
