import { and, desc, eq, sql } from "drizzle-orm";
import type { TDb } from "../db/client";
import { subscriptions, usageCounters, users } from "../db/schema";
import { AppError } from "../lib/app-error";

export type TQuotaKind = "messages" | "mealPlans";

/** Trial limits from the FAQ (001 §9); paid plans are "unlimited" under a fair-use ceiling. */
export const PLAN_LIMITS = {
  TRIAL: { messages: 30, mealPlans: 3 },
  PRO: { messages: 3000, mealPlans: 60 },
  PRO_PLUS: { messages: 10000, mealPlans: 300 },
} as const;

export type TPlanState = {
  kind: "UNLIMITED" | "TRIAL" | "SUBSCRIPTION" | "NONE";
  plan: keyof typeof PLAN_LIMITS | null;
  periodStart: Date;
  limits: { messages: number; mealPlans: number } | null;
};

const EPOCH = new Date(0);

/** Which allowance applies now: admins and bypass users are unlimited, then an active subscription, then the trial. */
export async function resolvePlanState(db: TDb, userId: string): Promise<TPlanState> {
  const [user] = await db
    .select({ roles: users.roles, unlimited: users.unlimited, trialStartedAt: users.trialStartedAt, trialEndsAt: users.trialEndsAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError("UNAUTHORIZED");
  if (user.unlimited || user.roles.includes("ADMIN")) return { kind: "UNLIMITED", plan: null, periodStart: EPOCH, limits: null };
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "ACTIVE")))
    .orderBy(desc(subscriptions.startDate))
    .limit(1);
  if (subscription && (!subscription.endDate || subscription.endDate > new Date())) {
    return { kind: "SUBSCRIPTION", plan: subscription.plan, periodStart: subscription.startDate, limits: PLAN_LIMITS[subscription.plan] };
  }
  if (user.trialStartedAt && user.trialEndsAt && user.trialEndsAt > new Date()) {
    return { kind: "TRIAL", plan: "TRIAL", periodStart: user.trialStartedAt, limits: PLAN_LIMITS.TRIAL };
  }
  return { kind: "NONE", plan: null, periodStart: user.trialStartedAt ?? EPOCH, limits: { messages: 0, mealPlans: 0 } };
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
  const limit = state.limits?.[kind];
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
