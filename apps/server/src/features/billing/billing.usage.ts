import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { saoPauloInstant, saoPauloWallClock, type TLimitPlan, type TQuotaKind, type TQuotaLimits } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { subscriptions, usageCounters, users, type TSubscriptionRow } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { planLimits } from "./billing.plans";

/** Which plan applies to a user now (bypass, subscription, trial, free) and the atomic metering of its allowances. */

export type TPlanState = {
  kind: "UNLIMITED" | "TRIAL" | "SUBSCRIPTION" | "NONE";
  plan: TLimitPlan | null;
  periodStart: Date;
  /** null: no limit at all; a null inside: that quota is unlimited. */
  limits: TQuotaLimits | null;
  subscription: TSubscriptionRow | null;
};

const EPOCH = new Date(0);
/** A renewal's payment may land a little after the period ends (Stripe finalises invoices about an hour later). */
export const RENEWAL_LEEWAY_MS = 3 * 86400_000;
/** The free month starts on the 1st at 00:00 on São Paulo's clock, whatever the zone's offset then. */
export function freePeriodStart(now: Date): Date {
  const local = saoPauloWallClock(now);
  return saoPauloInstant(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1));
}

/**
 * The month of a subscription's period that `now` falls in: a paid plan's fair-use ceiling is per month, an annual plan
 * included (docs/decisions/303). Month k starts on the period start's day, clamped to the month's last day.
 */
export function subscriptionMonthStart(periodStart: Date, now: Date): Date {
  let start = periodStart;
  for (let k = 1; k <= 1200; k += 1) {
    const next = new Date(periodStart);
    const day = periodStart.getUTCDate();
    next.setUTCDate(1);
    next.setUTCMonth(periodStart.getUTCMonth() + k);
    const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
    next.setUTCDate(Math.min(day, lastDay));
    if (next > now) break;
    start = next;
  }
  return start;
}

/** Whether a subscription row gives access at `now` (active period, renewal leeway, or dunning grace). */
export function subscriptionGivesAccess(s: TSubscriptionRow, now: Date): boolean {
  if (s.status === "ACTIVE") {
    if (!s.endDate) return true;
    const leeway = s.cancelAtPeriodEnd || s.provider === "manual" ? 0 : RENEWAL_LEEWAY_MS;
    return s.endDate.getTime() + leeway > now.getTime();
  }
  if (s.status === "PAST_DUE") return !!s.graceUntil && s.graceUntil > now;
  return false;
}

/** A bypass grant gives unlimited access until its expiry (none = for good). */
export function bypassActive(user: { unlimited: boolean; unlimitedExpiresAt: Date | null }, now: Date): boolean {
  return user.unlimited && (!user.unlimitedExpiresAt || user.unlimitedExpiresAt > now);
}

/** Which allowance applies now: admins and live bypass users are unlimited, then a live subscription, then the trial, then FREE. */
export async function resolvePlanState(db: TDb, userId: string, now: Date = new Date()): Promise<TPlanState> {
  const [user] = await db
    .select({
      roles: users.roles,
      unlimited: users.unlimited,
      unlimitedExpiresAt: users.unlimitedExpiresAt,
      trialStartedAt: users.trialStartedAt,
      trialEndsAt: users.trialEndsAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError("UNAUTHORIZED");
  if (bypassActive(user, now) || user.roles.includes("ADMIN")) {
    return { kind: "UNLIMITED", plan: null, periodStart: EPOCH, limits: null, subscription: null };
  }
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ["ACTIVE", "PAST_DUE"])))
    .orderBy(desc(subscriptions.startDate));
  const subscription = rows.find((s) => subscriptionGivesAccess(s, now));
  if (subscription) {
    return {
      kind: "SUBSCRIPTION",
      plan: subscription.plan,
      periodStart: subscriptionMonthStart(subscription.currentPeriodStart ?? subscription.startDate, now),
      limits: await planLimits(db, subscription.plan),
      subscription,
    };
  }
  if (user.trialStartedAt && user.trialEndsAt && user.trialEndsAt > now) {
    return { kind: "TRIAL", plan: "TRIAL", periodStart: user.trialStartedAt, limits: await planLimits(db, "TRIAL"), subscription: null };
  }
  return { kind: "NONE", plan: "FREE", periodStart: freePeriodStart(now), limits: await planLimits(db, "FREE"), subscription: null };
}

const column = (kind: TQuotaKind) => (kind === "messages" ? usageCounters.messagesUsed : usageCounters.mealPlansUsed);

export async function readUsage(db: TDb, userId: string, periodStart: Date) {
  const [row] = await db
    .select()
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.periodStart, periodStart)));
  return { messagesUsed: row?.messagesUsed ?? 0, mealPlansUsed: row?.mealPlansUsed ?? 0, bonusMessages: row?.bonusMessages ?? 0 };
}

/** Raises this period's message allowance (a feedback incentive); counted on top of the plan limit. */
export async function grantBonusMessages(db: TDb, userId: string, amount: number) {
  const state = await resolvePlanState(db, userId);
  await db
    .insert(usageCounters)
    .values({ userId, periodStart: state.periodStart, bonusMessages: amount })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.periodStart],
      set: { bonusMessages: sql`${usageCounters.bonusMessages} + ${amount}` },
    });
}

/**
 * Counts one use atomically, refusing past the limit: a single upsert whose update only
 * happens below the limit, so concurrent sends can never overshoot or lose a count.
 */
export async function consumeQuota(db: TDb, userId: string, kind: TQuotaKind): Promise<TPlanState> {
  const state = await resolvePlanState(db, userId);
  const limit = state.limits?.[kind] ?? undefined;
  const col = column(kind);
  const field = kind === "messages" ? "messagesUsed" : "mealPlansUsed";
  if (limit !== undefined && limit <= 0) throw new AppError(state.kind === "SUBSCRIPTION" ? "SUBSCRIPTION_LIMIT_REACHED" : "TRIAL_LIMIT_REACHED");
  const rows = await db
    .insert(usageCounters)
    .values({ userId, periodStart: state.periodStart, [field]: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.periodStart],
      set: { [field]: sql`${col} + 1` },
      ...(limit !== undefined
        ? { setWhere: kind === "messages" ? sql`${col} < ${limit}::int + ${usageCounters.bonusMessages}` : sql`${col} < ${limit}` }
        : {}),
    })
    .returning({ used: col });
  if (rows.length === 0) {
    throw new AppError(state.kind === "SUBSCRIPTION" ? "SUBSCRIPTION_LIMIT_REACHED" : "TRIAL_LIMIT_REACHED");
  }
  return state;
}

/** Gives back a use that produced nothing (e.g. every AI provider failed). */
export async function refundQuota(db: TDb, userId: string, kind: TQuotaKind, periodStart: Date) {
  const col = column(kind);
  await db
    .update(usageCounters)
    .set({ [kind === "messages" ? "messagesUsed" : "mealPlansUsed"]: sql`GREATEST(${col} - 1, 0)` })
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.periodStart, periodStart)));
}
