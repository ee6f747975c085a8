import type Stripe from "stripe";
import type { TConfig } from "../../config";
import { AppError } from "../../lib/app-error";
import type { TBillingProvider } from "./billing.provider";
import { snapshotFromStripe, stripePriceIds } from "./billing.stripe-snapshot";

/** The library is imported here, not at the top: a bundle would otherwise load it at every boot. */
export async function createStripeClient(config: TConfig): Promise<Stripe> {
  const { default: StripeClient } = await import("stripe");
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  return new StripeClient(config.STRIPE_SECRET_KEY ?? "", {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "NutriGuia" },
    ...(api ? { host: api.hostname, port: api.port || (api.protocol === "https:" ? 443 : 80), protocol: api.protocol === "https:" ? "https" : "http" } : {}),
  });
}

/** Every error the Stripe library throws carries a `type` starting with "Stripe" (StripeAPIError, StripeConnectionError…). */
function isStripeError(error: unknown): boolean {
  const type = error instanceof Error ? (error as Error & { type?: unknown }).type : undefined;
  return typeof type === "string" && type.startsWith("Stripe");
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isStripeError(error)) throw new AppError("PAYMENT_PROVIDER_ERROR");
    throw error;
  }
}

/** Checkout Sessions (subscription mode), Customer Portal, and subscription changes through the Stripe API. */
export function createStripeProvider(config: TConfig, stripe: Stripe): TBillingProvider {
  const prices = stripePriceIds(config);
  const snapshot = (sub: Stripe.Subscription) => snapshotFromStripe(config, sub);
  return {
    name: "stripe",
    createCheckout: (input) =>
      call(async () => {
        // No payment_method_types: the methods enabled on the account (cards, and boleto where allowed) are offered.
        const session = await stripe.checkout.sessions.create(
          {
            mode: "subscription",
            line_items: [{ price: prices[input.plan][input.interval], quantity: 1 }],
            ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
            client_reference_id: input.orderId,
            locale: "pt-BR",
            success_url: `${config.PUBLIC_URL}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${config.PUBLIC_URL}/payment/cancel`,
            metadata: { userId: input.userId, orderId: input.orderId },
            subscription_data: { metadata: { userId: input.userId, orderId: input.orderId, plan: input.plan, interval: input.interval } },
          },
          { idempotencyKey: `checkout-${input.orderId}` },
        );
        if (!session.url) throw new AppError("PAYMENT_PROVIDER_ERROR");
        return { url: session.url, reference: session.id };
      }),
    createCustomer: (input) =>
      call(async () => {
        // The idempotency key makes two racing first checkouts get the same customer (one customer per user).
        const customer = await stripe.customers.create(
          { email: input.email, metadata: { userId: input.userId } },
          { idempotencyKey: `customer-${input.userId}` },
        );
        return customer.id;
      }),
    expireCheckout: (reference) =>
      call(async () => {
        const session = await stripe.checkout.sessions.retrieve(reference);
        if (session.status === "complete") return "complete";
        if (session.status === "open") await stripe.checkout.sessions.expire(reference);
        return "expired";
      }),
    createPortal: (customerId) =>
      call(async () => {
        if (!customerId) throw new AppError("CONFLICT", "Você ainda não tem uma assinatura paga para gerenciar.");
        const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: `${config.PUBLIC_URL}/subscription` });
        return { url: session.url };
      }),
    setCancelAtPeriodEnd: (subscription, cancel) =>
      call(async () => snapshot(await stripe.subscriptions.update(subscription.providerSubscriptionId ?? "", { cancel_at_period_end: cancel }))),
    cancelNow: (subscription) =>
      call(async () => {
        await stripe.subscriptions.cancel(subscription.providerSubscriptionId ?? "");
      }),
    changePlan: (subscription, plan, interval) =>
      call(async () => {
        const current = await stripe.subscriptions.retrieve(subscription.providerSubscriptionId ?? "");
        const item = current.items.data[0];
        if (!item) throw new AppError("PAYMENT_PROVIDER_ERROR");
        const updated = await stripe.subscriptions.update(current.id, {
          items: [{ id: item.id, price: prices[plan][interval] }],
          proration_behavior: "create_prorations",
          metadata: { ...current.metadata, plan, interval },
        });
        return snapshot(updated);
      }),
    refund: (payment) =>
      call(async () => {
        const list = await stripe.invoicePayments.list({ invoice: payment.providerPaymentId, limit: 1 });
        const paymentIntent = list.data[0]?.payment.payment_intent;
        const id = typeof paymentIntent === "string" ? paymentIntent : paymentIntent?.id;
        if (!id) throw new AppError("PAYMENT_PROVIDER_ERROR");
        await stripe.refunds.create({ payment_intent: id, amount: payment.amountCents, reason: "requested_by_customer" }, { idempotencyKey: `refund-${payment.providerPaymentId}` });
      }),
  };
}
