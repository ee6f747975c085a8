import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { AppError } from "../../lib/app-error";
import { describeOrder } from "./billing.plans";
import { billingContext } from "./billing.context";
import { applyProviderEvent } from "./billing.events";
import type { TBillingEffect } from "./billing.provider";
import { snapshotFromStripe } from "./billing.stripe-snapshot";

/** Stripe's default tolerance: a signature older than this is refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/**
 * Verifies a Stripe webhook over the raw body and applies it once. The subscription is always re-read from
 * Stripe, so events arriving late or out of order converge on Stripe's current state.
 */
export async function handleStripeWebhook(app: FastifyInstance, rawBody: Buffer, signature: string | undefined) {
  const { stripe } = billingContext(app);
  if (!stripe) throw new AppError("NOT_FOUND");
  if (!signature) throw new AppError("INVALID_WEBHOOK_SIGNATURE");
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, app.config.STRIPE_WEBHOOK_SECRET ?? "", WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new AppError("INVALID_WEBHOOK_SIGNATURE");
  }
  const sync = async (subscriptionId: string | null): Promise<TBillingEffect[]> => {
    if (!subscriptionId) return [];
    let subscription: Stripe.Subscription;
    try {
      subscription = await stripe.subscriptions.retrieve(subscriptionId);
    } catch (error) {
      // Answering 502 makes Stripe retry the event later, when the API answers again.
      app.log.warn({ err: error, eventId: event.id }, "stripe subscription re-read failed");
      throw new AppError("PAYMENT_PROVIDER_ERROR");
    }
    const snapshot = snapshotFromStripe(app.config, subscription);
    return snapshot ? [{ kind: "subscriptionSynced", snapshot }] : [];
  };
  const subscriptionOfInvoice = (invoice: Stripe.Invoice) => idOf(invoice.parent?.subscription_details?.subscription);
  let effects: TBillingEffect[] = [];
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const synced = await sync(idOf(session.subscription));
      effects = [
        ...(session.client_reference_id ? [{ kind: "checkoutCompleted" as const, orderId: session.client_reference_id, customerId: idOf(session.customer) }] : []),
        ...synced,
      ];
      break;
    }
    case "checkout.session.expired":
      if (event.data.object.client_reference_id) effects = [{ kind: "checkoutExpired", orderId: event.data.object.client_reference_id }];
      break;
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      effects = await sync(event.data.object.id);
      break;
    case "invoice.paid": {
      const invoice = event.data.object;
      const synced = await sync(subscriptionOfInvoice(invoice));
      const snapshot = synced[0]?.kind === "subscriptionSynced" ? synced[0].snapshot : null;
      if (!snapshot || !invoice.id) break;
      effects = [
        ...synced,
        {
          kind: "paymentSucceeded",
          payment: {
            provider: "stripe",
            providerPaymentId: invoice.id,
            providerSubscriptionId: snapshot.providerSubscriptionId,
            orderId: invoice.billing_reason === "subscription_create" ? snapshot.orderId : null,
            userId: snapshot.userId,
            amountCents: invoice.amount_paid,
            description: `${describeOrder(snapshot.plan, snapshot.interval)}${invoice.billing_reason === "subscription_cycle" ? " — renovação" : ""}`,
            invoiceUrl: invoice.hosted_invoice_url ?? null,
            receiptUrl: invoice.invoice_pdf ?? null,
            paidAt: new Date((invoice.status_transitions.paid_at ?? event.created) * 1000),
          },
        },
      ];
      break;
    }
    case "invoice.payment_failed":
    case "invoice.payment_action_required": {
      const invoice = event.data.object;
      const subscriptionId = subscriptionOfInvoice(invoice);
      if (!subscriptionId) break;
      effects = [
        ...(await sync(subscriptionId)),
        {
          kind: "paymentFailed",
          provider: "stripe",
          providerSubscriptionId: subscriptionId,
          nextRetryAt: invoice.next_payment_attempt ? new Date(invoice.next_payment_attempt * 1000) : null,
          actionRequired: event.type === "invoice.payment_action_required",
        },
      ];
      break;
    }
    default:
      // customer.subscription.trial_will_end and others: recorded, nothing to change (our trial needs no card).
      break;
  }
  await applyProviderEvent(app, { provider: "stripe", eventId: event.id, type: event.type, effects, now: app.clock.now() });
}
