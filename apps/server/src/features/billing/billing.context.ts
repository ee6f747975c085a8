import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import type { TConfig } from "../../config";
import { createLocalProvider } from "./billing.local";
import type { TBillingProvider } from "./billing.provider";
import { createStripeClient, createStripeProvider } from "./billing.stripe";

export type TBillingContext = { provider: TBillingProvider; stripe: Stripe | null };

const contexts = new WeakMap<TConfig, TBillingContext>();

/** One provider per app (the user, admin and webhook routes share it), chosen by BILLING_PROVIDER. */
export function billingContext(app: FastifyInstance): TBillingContext {
  const cached = contexts.get(app.config);
  if (cached) return cached;
  const stripe = app.config.BILLING_PROVIDER === "stripe" ? createStripeClient(app.config) : null;
  const context = { stripe, provider: stripe ? createStripeProvider(app.config, stripe) : createLocalProvider(app.config) };
  contexts.set(app.config, context);
  return context;
}
