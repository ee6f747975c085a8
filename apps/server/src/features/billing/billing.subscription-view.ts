import { and, desc, eq } from "drizzle-orm";
import type { TSubscriptionResponse } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { billingWithdrawals, subscriptions, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { planLimits } from "./billing.plans";
import { readUsage, resolvePlanState } from "./billing.usage";

const DAY_MS = 86400_000;
/** CDC art. 49: a purchase made online may be withdrawn within 7 days, with a full refund. */
export const REFUND_WINDOW_DAYS = 7;
export const TRIAL_REMINDER_DAYS = 2;

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** GET /api/account/subscription: the spec's {subscription, trial} plus the allowance in force, its limits and usage. */
export async function describeSubscription(db: TDb, userId: string, now: Date): Promise<TSubscriptionResponse> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("UNAUTHORIZED");
  const state = await resolvePlanState(db, userId, now);
  const usage = await readUsage(db, userId, state.periodStart);
  const live = state.subscription;
  const [latest] = live
    ? [live]
    : await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.updatedAt)).limit(1);
  const trialActive = state.kind === "TRIAL";
  const trialDaysLeft = trialActive && user.trialEndsAt ? Math.max(0, Math.ceil((user.trialEndsAt.getTime() - now.getTime()) / DAY_MS)) : null;
  const plan = state.kind === "UNLIMITED" ? "UNLIMITED" : state.kind === "SUBSCRIPTION" ? live!.plan : trialActive ? "TRIAL" : "FREE";
  const status =
    state.kind === "UNLIMITED"
      ? "UNLIMITED"
      : live
        ? live.status === "PAST_DUE" ? "PAST_DUE" : "ACTIVE"
        : trialActive
          ? "TRIALING"
          : latest?.status === "CANCELLED"
            ? "CANCELLED"
            : latest || user.trialEndsAt
              ? "EXPIRED"
              : "FREE";
  const limits = state.limits;
  const trialLimits = await planLimits(db, "TRIAL");
  const paid = plan === "PRO" || plan === "PRO_PLUS" || plan === "UNLIMITED";
  const inRefundWindow =
    !!live?.firstChargeAt && live.provider !== "manual" && now.getTime() - live.firstChargeAt.getTime() <= REFUND_WINDOW_DAYS * DAY_MS;
  // The right of withdrawal is used once per user and plan (docs/decisions/301).
  const withdrawn =
    inRefundWindow &&
    (await db.select({ plan: billingWithdrawals.plan }).from(billingWithdrawals).where(and(eq(billingWithdrawals.userId, userId), eq(billingWithdrawals.plan, live!.plan)))).length > 0;
  return {
    subscription: live ? { plan: live.plan, status: live.status, startDate: iso(live.startDate), endDate: iso(live.endDate) } : null,
    trial: user.trialStartedAt
      ? {
          active: trialActive,
          startDate: iso(user.trialStartedAt),
          endDate: iso(user.trialEndsAt),
          messagesLimit: trialLimits.messages,
          mealPlansLimit: trialLimits.mealPlans,
        }
      : null,
    unlimited: state.kind === "UNLIMITED",
    plan,
    status,
    interval: live?.interval ?? null,
    periodEnd: live ? iso(live.endDate) : trialActive ? iso(user.trialEndsAt) : null,
    cancelAtPeriodEnd: live?.cancelAtPeriodEnd ?? false,
    graceUntil: live?.status === "PAST_DUE" ? iso(live.graceUntil) : null,
    trialDaysLeft,
    trialEndingSoon: trialDaysLeft !== null && user.trialEndsAt !== null && user.trialEndsAt.getTime() - now.getTime() <= TRIAL_REMINDER_DAYS * DAY_MS,
    refundable: inRefundWindow && !withdrawn,
    provider: live?.provider ?? null,
    limits: { messages: limits?.messages ?? null, mealPlans: limits?.mealPlans ?? null, audio: paid },
    usage,
  };
}
