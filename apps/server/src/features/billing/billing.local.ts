import { createHmac } from "node:crypto";
import type { TConfig } from "../../config";
import type { TBillingProvider } from "./billing.provider";

/** Card choices on the local test checkout: the second lets anyone rehearse a failed renewal (dunning). */
export const LOCAL_CARD_APPROVED = "local-card-approved";
export const LOCAL_CARD_DECLINES_RENEWAL = "local-card-declines-renewal";

export const receiptSignature = (secret: string, providerPaymentId: string) =>
  createHmac("sha256", secret).update(`receipt:${providerPaymentId}`).digest("base64url").slice(0, 32);

export const localReceiptUrl = (config: TConfig, secret: string, providerPaymentId: string) =>
  `${config.PUBLIC_URL}/api/billing/receipts/${encodeURIComponent(providerPaymentId)}?sig=${receiptSignature(secret, providerPaymentId)}`;

/**
 * The default provider: our own checkout page labelled "Ambiente de teste — nenhuma cobrança real". Nothing leaves
 * the process; completing the page feeds the same event path as a Stripe webhook (billing.events.ts).
 */
export function createLocalProvider(config: TConfig): TBillingProvider {
  return {
    name: "local",
    createCheckout: async (input) => ({ url: `${config.PUBLIC_URL}/checkout/local/${input.orderId}`, reference: `local_cs_${input.orderId}` }),
    createPortal: async () => ({ url: `${config.PUBLIC_URL}/subscription` }),
    createCustomer: async () => null,
    // The local page is paid under the user's lock (billing.service.ts), so an open one needs no closing.
    expireCheckout: async () => "expired",
    setCancelAtPeriodEnd: async () => null,
    cancelNow: async () => {},
    changePlan: async () => null,
    refund: async () => {},
  };
}
