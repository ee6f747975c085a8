import type Stripe from "stripe";
import type { TBillingInterval, TPaidPlanCode } from "@nutriguia/domain";
import type { TConfig } from "../../config";
import type { TSubscriptionSnapshot } from "./billing.provider";

export function stripePriceIds(config: TConfig): Record<TPaidPlanCode, Record<TBillingInterval, string>> {
  return {
    PRO: { MONTH: config.STRIPE_PRICE_PRO_MONTH ?? "", YEAR: config.STRIPE_PRICE_PRO_YEAR ?? "" },
    PRO_PLUS: { MONTH: config.STRIPE_PRICE_PRO_PLUS_MONTH ?? "", YEAR: config.STRIPE_PRICE_PRO_PLUS_YEAR ?? "" },
  };
}

function planOfPrice(config: TConfig, priceId: string | undefined) {
  const ids = stripePriceIds(config);
  for (const plan of ["PRO", "PRO_PLUS"] as const) {
    for (const interval of ["MONTH", "YEAR"] as const) if (ids[plan][interval] === priceId) return { plan, interval };
  }
  return null;
}

const STATUS: Record<string, TSubscriptionSnapshot["status"]> = {
  active: "ACTIVE",
  trialing: "ACTIVE",
  past_due: "PAST_DUE",
  unpaid: "PAST_DUE",
  canceled: "CANCELLED",
  incomplete: "EXPIRED",
  incomplete_expired: "EXPIRED",
  paused: "EXPIRED",
};

/** Our view of a Stripe subscription; null when it is not one of ours (no userId metadata or unknown price). */
export function snapshotFromStripe(config: TConfig, sub: Stripe.Subscription): TSubscriptionSnapshot | null {
  const item = sub.items.data[0];
  const known = planOfPrice(config, item?.price.id);
  const metaPlan = sub.metadata.plan === "PRO" || sub.metadata.plan === "PRO_PLUS" ? sub.metadata.plan : null;
  const metaInterval = sub.metadata.interval === "MONTH" || sub.metadata.interval === "YEAR" ? sub.metadata.interval : null;
  const plan = known?.plan ?? metaPlan;
  const interval = known?.interval ?? metaInterval;
  const userId = sub.metadata.userId;
  if (!item || !plan || !interval || !userId) return null;
  return {
    provider: "stripe",
    providerSubscriptionId: sub.id,
    customerId: typeof sub.customer === "string" ? sub.customer : sub.customer.id,
    userId,
    orderId: sub.metadata.orderId ?? null,
    plan,
    interval,
    status: STATUS[sub.status] ?? "EXPIRED",
    currentPeriodStart: new Date(item.current_period_start * 1000),
    currentPeriodEnd: new Date(item.current_period_end * 1000),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
  };
}
