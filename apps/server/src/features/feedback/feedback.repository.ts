import { and, count, desc, eq, gte, isNotNull, isNull, sql, sum } from "drizzle-orm";
import {
  describeIncentive,
  type TAdminFeedback,
  type TFeedback,
  type TFeedbackInput,
  type TFeedbackPromptKind,
  type TIncentiveKind,
} from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { accountDiscounts, calorieCalculations, chatMessages, feedback, feedbackPrompts, mealPlans, users } from "../../db/schema";

type TRow = typeof feedback.$inferSelect;

const toContract = (row: TRow): TFeedback => ({
  id: row.id,
  type: row.type,
  source: row.source,
  rating: row.rating,
  comment: row.comment,
  npsScore: row.npsScore,
  messageId: row.messageId,
  createdAt: row.createdAt.toISOString(),
  awardedIncentive: row.incentiveKind !== null,
  incentiveApplied: row.incentiveAppliedAt !== null,
  adminResponse: row.adminResponse,
  adminResponseDate: row.adminResponseAt?.toISOString() ?? null,
  incentiveDetails: row.incentiveKind && row.incentiveAmount ? describeIncentive(row.incentiveKind, row.incentiveAmount) : null,
});

/** Inserts one feedback; a second thumbs-down on the same answer is ignored (null). */
export async function insertFeedback(db: TDb, userId: string, input: TFeedbackInput): Promise<TFeedback | null> {
  const [row] = await db
    .insert(feedback)
    .values({
      userId,
      type: input.type,
      source: input.source,
      rating: input.rating,
      comment: input.comment,
      npsScore: input.npsScore ?? null,
      messageId: input.messageId ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return row ? toContract(row) : null;
}

export async function isOwnAssistantMessage(db: TDb, userId: string, messageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.userId, userId), eq(chatMessages.direction, "OUTGOING")));
  return !!row;
}

export async function listUserFeedback(db: TDb, userId: string): Promise<TFeedback[]> {
  const rows = await db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(desc(feedback.createdAt));
  return rows.map(toContract);
}

export async function pendingDiscountPercent(db: TDb, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(accountDiscounts.percent) })
    .from(accountDiscounts)
    .where(and(eq(accountDiscounts.userId, userId), isNull(accountDiscounts.consumedAt)));
  return Math.min(100, Number(row?.total ?? 0));
}

export type TAppliedIncentive = { id: string; kind: TIncentiveKind; amount: number };

/**
 * Marks every awarded, not yet applied incentive as applied and hands back exactly those rows;
 * the effect callback runs in the same transaction, so each incentive takes effect once.
 */
export async function applyPendingIncentives(
  db: TDb,
  userId: string,
  effect: (tx: TDb, incentive: TAppliedIncentive) => Promise<void>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(feedback)
      .set({ incentiveAppliedAt: new Date() })
      .where(and(eq(feedback.userId, userId), isNotNull(feedback.incentiveKind), isNull(feedback.incentiveAppliedAt)))
      .returning({ id: feedback.id, kind: feedback.incentiveKind, amount: feedback.incentiveAmount });
    for (const row of rows) {
      if (row.kind && row.amount) await effect(tx as unknown as TDb, { id: row.id, kind: row.kind, amount: row.amount });
    }
    return rows.length;
  });
}

export async function extendTrial(db: TDb, userId: string, days: number) {
  await db
    .update(users)
    .set({ trialEndsAt: sql`GREATEST(COALESCE(${users.trialEndsAt}, now()), now()) + make_interval(days => ${days}::int)` })
    .where(eq(users.id, userId));
}

export async function addDiscount(db: TDb, userId: string, percent: number, feedbackId: string) {
  await db.insert(accountDiscounts).values({ userId, percent, feedbackId });
}

export async function lastPromptAt(db: TDb, userId: string, prompt: TFeedbackPromptKind): Promise<Date | null> {
  const [row] = await db
    .select({ lastAt: feedbackPrompts.lastAt })
    .from(feedbackPrompts)
    .where(and(eq(feedbackPrompts.userId, userId), eq(feedbackPrompts.prompt, prompt)));
  return row?.lastAt ?? null;
}

export async function touchPrompt(db: TDb, userId: string, prompt: TFeedbackPromptKind, at: Date) {
  await db
    .insert(feedbackPrompts)
    .values({ userId, prompt, lastAt: at })
    .onConflictDoUpdate({ target: [feedbackPrompts.userId, feedbackPrompts.prompt], set: { lastAt: at } });
}

/** What the prompts need to know about a user: milestones reached and recent activity. */
export async function activitySnapshot(db: TDb, userId: string, since: Date) {
  const [meals] = await db
    .select({ n: count() })
    .from(calorieCalculations)
    .where(and(eq(calorieCalculations.userId, userId), isNotNull(calorieCalculations.confirmedAt)));
  const [plans] = await db.select({ n: count() }).from(mealPlans).where(eq(mealPlans.userId, userId));
  const [recent] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), gte(chatMessages.createdAt, since)));
  const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  return {
    confirmedMeals: meals?.n ?? 0,
    mealPlans: plans?.n ?? 0,
    recentMessages: recent?.n ?? 0,
    accountCreatedAt: user?.createdAt ?? new Date(),
  };
}

export async function listAllFeedback(
  db: TDb,
  filter: { type?: TFeedback["type"]; status: "all" | "pending" | "responded" },
): Promise<TAdminFeedback[]> {
  const conditions = [
    filter.type ? eq(feedback.type, filter.type) : undefined,
    filter.status === "pending" ? isNull(feedback.adminResponseAt) : undefined,
    filter.status === "responded" ? isNotNull(feedback.adminResponseAt) : undefined,
  ];
  const rows = await db
    .select({ row: feedback, userName: users.fullName, userEmail: users.email })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(and(...conditions))
    .orderBy(desc(feedback.createdAt))
    .limit(500);
  return rows.map((r) => ({ ...toContract(r.row), userId: r.row.userId, userName: r.userName, userEmail: r.userEmail }));
}

/** Records the answer (and incentive) once: an already answered feedback is left as it was (null). */
export async function respondToFeedback(
  db: TDb,
  id: string,
  adminResponse: string,
  incentive: { kind: TIncentiveKind; amount: number } | undefined,
): Promise<TFeedback | null> {
  const [row] = await db
    .update(feedback)
    .set({
      adminResponse,
      adminResponseAt: new Date(),
      incentiveKind: incentive?.kind ?? null,
      incentiveAmount: incentive?.amount ?? null,
    })
    .where(and(eq(feedback.id, id), isNull(feedback.adminResponseAt)))
    .returning();
  return row ? toContract(row) : null;
}

export async function feedbackOwner(db: TDb, id: string): Promise<{ userId: string; email: string; fullName: string } | null> {
  const [row] = await db
    .select({ userId: feedback.userId, email: users.email, fullName: users.fullName })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, id));
  return row ?? null;
}
