import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import type { TConfig } from "../../config";
import { createLocalProvider } from "./billing.local";
import type { TBillingProvider } from "./billing.provider";

export type TBillingContext = { provider: TBillingProvider; stripe: Stripe | null };

const contexts = new WeakMap<TConfig, TBillingContext>();

/**
 * One provider per app (the user, admin and webhook routes share it), chosen by BILLING_PROVIDER. The Stripe
 * library is only loaded when Stripe is configured, so the default boot does not pay for it.
 */
export async function loadBillingContext(app: FastifyInstance): Promise<TBillingContext> {
  const cached = contexts.get(app.config);
  if (cached) return cached;
  let context: TBillingContext;
  if (app.config.BILLING_PROVIDER === "stripe") {
    const { createStripeClient, createStripeProvider } = await import("./billing.stripe");
    const stripe = await createStripeClient(app.config);
    context = { stripe, provider: createStripeProvider(app.config, stripe) };
  } else {
    context = { stripe: null, provider: createLocalProvider(app.config) };
  }
  contexts.set(app.config, context);
  return context;
}

export function billingContext(app: FastifyInstance): TBillingContext {
  const context = contexts.get(app.config);
  if (!context) throw new Error("billing context used before loadBillingContext");
  return context;
}
