import type { TBillingInterval, TPaidPlanCode } from "@nutriguia/domain";
import type { TSubscriptionRow } from "../../db/schema";

export type TProviderName = "local" | "stripe";

/** A subscription as the provider says it is now (re-read, never inferred from event order). */
export type TSubscriptionSnapshot = {
  provider: TProviderName;
  providerSubscriptionId: string;
  customerId: string | null;
  userId: string;
  orderId: string | null;
  plan: TPaidPlanCode;
  interval: TBillingInterval;
  status: "ACTIVE" | "PAST_DUE" | "CANCELLED" | "EXPIRED";
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
};

export type TPaymentRecord = {
  provider: TProviderName;
  providerPaymentId: string;
  providerSubscriptionId: string | null;
  orderId: string | null;
  userId: string | null;
  amountCents: number;
  description: string;
  invoiceUrl: string | null;
  receiptUrl: string | null;
  paidAt: Date;
};

/** What one provider event means for us; a provider event yields one or more of these, applied in one transaction. */
export type TBillingEffect =
  | { kind: "checkoutCompleted"; orderId: string; customerId: string | null }
  | { kind: "checkoutExpired"; orderId: string }
  | { kind: "subscriptionSynced"; snapshot: TSubscriptionSnapshot }
  | { kind: "paymentSucceeded"; payment: TPaymentRecord }
  | { kind: "paymentFailed"; provider: TProviderName; providerSubscriptionId: string; nextRetryAt: Date | null; actionRequired: boolean };

export type TCheckoutInput = {
  orderId: string;
  userId: string;
  email: string;
  customerId: string | null;
  plan: TPaidPlanCode;
  interval: TBillingInterval;
  amountCents: number;
};

/** Both implementations (local test checkout, Stripe); a Brazilian PSP would be a third (docs/decisions/300). */
export type TBillingProvider = {
  name: TProviderName;
  createCheckout: (input: TCheckoutInput) => Promise<{ url: string; reference: string }>;
  /** The provider's customer for this user, created once (Stripe); null where the provider has none. */
  createCustomer: (input: { userId: string; email: string }) => Promise<string | null>;
  /** Closes a checkout still open; "complete" when it was paid meanwhile (then it must not be replaced). */
  expireCheckout: (reference: string) => Promise<"expired" | "complete">;
  createPortal: (customerId: string | null) => Promise<{ url: string }>;
  /** Sets or clears cancel-at-period-end; returns the provider's view when it has one. */
  setCancelAtPeriodEnd: (subscription: TSubscriptionRow, cancel: boolean) => Promise<TSubscriptionSnapshot | null>;
  cancelNow: (subscription: TSubscriptionRow) => Promise<void>;
  changePlan: (subscription: TSubscriptionRow, plan: TPaidPlanCode, interval: TBillingInterval) => Promise<TSubscriptionSnapshot | null>;
  refund: (payment: { providerPaymentId: string; amountCents: number }) => Promise<void>;
};
