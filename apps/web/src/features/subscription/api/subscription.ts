import type { TBillingActionResponse, TCheckoutRequest, TUrlResponse } from "@nutriguia/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { subscriptionQuery } from "../../../lib/billing/billing-api";
import { useSession } from "../../../lib/session/session-context";

type TAction = { kind: "cancel" } | { kind: "resume" } | { kind: "change"; body: TCheckoutRequest };

/** POST /api/billing/cancel | resume | change: each refreshes the subscription, the session and the payments. */
export function runSubscriptionAction(action: TAction): Promise<TBillingActionResponse> {
  if (action.kind === "change") return api.post<TBillingActionResponse>("/api/billing/change", action.body);
  return api.post<TBillingActionResponse>(`/api/billing/${action.kind}`);
}

export function useSubscriptionAction() {
  const client = useQueryClient();
  const { controller } = useSession();
  return useMutation({
    mutationFn: runSubscriptionAction,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: subscriptionQuery.queryKey });
      void client.invalidateQueries({ queryKey: ["payments"] });
      void controller.refresh();
    },
  });
}

/** POST /api/billing/portal → {url}: the provider's page for payment methods and invoices. */
export function useOpenPortal() {
  return useMutation({ mutationFn: () => api.post<TUrlResponse>("/api/billing/portal") });
}
