import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { TOrder, TPageQuery, TPayment } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { billingAudit, billingEvents, billingOrders, billingWithdrawals, payments, subscriptions, users, type TOrderRow, type TPaymentRow } from "../../db/schema";

export type TTx = Parameters<Parameters<TDb["transaction"]>[0]>[0];
export type TQ = TDb | TTx;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toPaymentContract(row: TPaymentRow): TPayment {
  return {
    id: row.id,
    userId: row.userId,
    paymentDate: iso(row.paidAt),
    description: row.description,
    amount: row.amountCents / 100,
    currency: row.currency,
    status: row.status,
    provider: row.provider,
    invoiceUrl: row.invoiceUrl,
    receiptUrl: row.receiptUrl,
  };
}

export function toOrderContract(row: TOrderRow): TOrder {
  return {
    id: row.id,
    userId: row.userId,
    plan: row.plan,
    interval: row.interval,
    amount: row.amountCents / 100,
    currency: row.currency,
    provider: row.provider,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function pageResult<T>(content: T[], total: number, query: TPageQuery) {
  return {
    content,
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    size: query.size,
    number: query.page,
    pageable: { pageNumber: query.page, pageSize: query.size },
  };
}

export async function pagePayments(db: TQ, query: TPageQuery, userId?: string) {
  const where = userId ? eq(payments.userId, userId) : undefined;
  const order = query.sortDirection === "asc" ? [asc(payments.paidAt), asc(payments.id)] : [desc(payments.paidAt), desc(payments.id)];
  const [rows, [total]] = await Promise.all([
    db.select().from(payments).where(where).orderBy(...order).limit(query.size).offset(query.page * query.size),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return pageResult(rows.map(toPaymentContract), total?.n ?? 0, query);
}

export async function pageOrders(db: TQ, query: TPageQuery) {
  const order = query.sortDirection === "asc" ? [asc(billingOrders.createdAt), asc(billingOrders.id)] : [desc(billingOrders.createdAt), desc(billingOrders.id)];
  const [rows, [total]] = await Promise.all([
    db.select().from(billingOrders).orderBy(...order).limit(query.size).offset(query.page * query.size),
    db.select({ n: count() }).from(billingOrders),
  ]);
  return pageResult(rows.map(toOrderContract), total?.n ?? 0, query);
}

export async function findUser(db: TQ, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function setCustomerId(db: TQ, userId: string, customerId: string) {
  await db.update(users).set({ billingCustomerId: customerId }).where(eq(users.id, userId));
}

export async function insertOrder(db: TQ, values: typeof billingOrders.$inferInsert) {
  const [row] = await db.insert(billingOrders).values(values).returning();
  return row!;
}

/** The user's checkouts of this provider that may still be open (Stripe keeps a session open 24 h). */
export async function openOrders(db: TQ, userId: string, provider: string, since: Date) {
  return db
    .select()
    .from(billingOrders)
    .where(and(eq(billingOrders.userId, userId), eq(billingOrders.provider, provider), inArray(billingOrders.status, ["CREATED", "PENDING"]), gt(billingOrders.createdAt, since)));
}

export async function findOrder(db: TQ, orderId: string) {
  const [row] = await db.select().from(billingOrders).where(eq(billingOrders.id, orderId));
  return row ?? null;
}

export async function updateOrder(db: TQ, orderId: string, set: Partial<typeof billingOrders.$inferInsert>, onlyFrom?: TOrderRow["status"][]) {
  const conditions: SQL[] = [eq(billingOrders.id, orderId)];
  if (onlyFrom) conditions.push(inArray(billingOrders.status, onlyFrom));
  await db.update(billingOrders).set({ ...set, updatedAt: new Date() }).where(and(...conditions));
}

export async function findSubscriptionByRef(db: TQ, provider: string, ref: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, ref)));
  return row ?? null;
}

export async function findSubscription(db: TQ, id: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row ?? null;
}

export async function insertSubscription(db: TQ, values: typeof subscriptions.$inferInsert) {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row!;
}

/** Insert or update by the provider's id, so two events racing on a new subscription both land on one row. */
export async function upsertSubscription(db: TQ, values: typeof subscriptions.$inferInsert, update: Partial<typeof subscriptions.$inferInsert>) {
  const [row] = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: [subscriptions.provider, subscriptions.providerSubscriptionId], set: { ...update, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function updateSubscription(db: TQ, id: string, set: Partial<typeof subscriptions.$inferInsert>) {
  const [row] = await db.update(subscriptions).set({ ...set, updatedAt: new Date() }).where(eq(subscriptions.id, id)).returning();
  return row!;
}

/** The user's subscriptions still holding a status that can give access, newest first. */
export async function liveSubscriptions(db: TQ, userId: string) {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ["ACTIVE", "PAST_DUE"])))
    .orderBy(desc(subscriptions.startDate));
}

/** True when this event was not seen before; the row commits or rolls back with the event's effect. */
export async function claimEvent(db: TQ, provider: string, eventId: string, type: string) {
  const rows = await db.insert(billingEvents).values({ provider, eventId, type }).onConflictDoNothing().returning({ id: billingEvents.eventId });
  return rows.length === 1;
}

export async function insertPayment(db: TQ, values: typeof payments.$inferInsert) {
  const rows = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findPayment(db: TQ, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

export async function completedPaymentsOf(db: TQ, subscriptionId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.status, "COMPLETED")))
    .orderBy(asc(payments.paidAt));
}

export async function markPaymentRefunded(db: TQ, paymentId: string, at: Date) {
  await db.update(payments).set({ status: "REFUNDED", refundedAt: at }).where(eq(payments.id, paymentId));
}

/** False when another refund of this charge got there first. */
export async function markCompletedPaymentRefunded(db: TQ, paymentId: string, at: Date) {
  const rows = await db
    .update(payments)
    .set({ status: "REFUNDED", refundedAt: at })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "COMPLETED")))
    .returning({ id: payments.id });
  return rows.length === 1;
}

export async function audit(db: TQ, values: typeof billingAudit.$inferInsert) {
  await db.insert(billingAudit).values(values);
}

/** Subscriptions whose period ended at `now` (for the scheduler). */
export async function subscriptionsDue(db: TQ, now: Date) {
  return db
    .select()
    .from(subscriptions)
    .where(and(inArray(subscriptions.status, ["ACTIVE", "PAST_DUE"]), lte(subscriptions.endDate, now)));
}

export async function pastDueSubscriptions(db: TQ) {
  return db.select().from(subscriptions).where(eq(subscriptions.status, "PAST_DUE"));
}

/**
 * Claims up to `limit` users owed a trial mail at `now` and marks them in the same statement: the ended trial's notice
 * (trial over, not yet notified) or the reminder (trial ends by `soon`, not yet reminded). Rows another transaction is
 * claiming are skipped and the claimed rows stay locked until commit, so two passes never claim one user twice.
 */
export async function claimTrialMails(db: TQ, now: Date, soon: Date, limit: number) {
  const owed = and(
    lte(users.trialEndsAt, soon),
    isNotNull(users.activatedAt),
    isNull(users.trialEndedNotifiedAt),
    or(lte(users.trialEndsAt, now), isNull(users.trialReminderSentAt)),
    // A bypass that has expired (docs/decisions/540) no longer spares the account these mails.
    or(eq(users.unlimited, false), lte(users.unlimitedExpiresAt, soon)),
    sql`NOT ('ADMIN' = ANY(${users.roles}))`,
  );
  // Locked first, marked second: as one statement (`id IN (SELECT … LIMIT n FOR UPDATE)`) the planner may run the
  // subquery again after the first rows are marked, and each run finds the next n (a test caught 21 claimed for 7).
  const batch = await db.select({ id: users.id }).from(users).where(owed).orderBy(asc(users.trialEndsAt), asc(users.id)).limit(limit).for("update", { skipLocked: true });
  if (batch.length === 0) return [];
  const at = sql`${now.toISOString()}::timestamptz`;
  return db
    .update(users)
    .set({
      trialEndedNotifiedAt: sql`CASE WHEN ${users.trialEndsAt} <= ${at} THEN ${at} END`,
      trialReminderSentAt: sql`CASE WHEN ${users.trialEndsAt} <= ${at} THEN ${users.trialReminderSentAt} ELSE ${at} END`,
    })
    .where(and(inArray(users.id, batch.map((row) => row.id)), owed))
    .returning({ id: users.id, trialEndsAt: users.trialEndsAt });
}

/** The live (active or past-due) subscriptions of these users. */
export async function liveSubscriptionsOf(db: TQ, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db.select().from(subscriptions).where(and(inArray(subscriptions.userId, userIds), inArray(subscriptions.status, ["ACTIVE", "PAST_DUE"])));
}

export async function findPaymentByRef(db: TQ, provider: string, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
  return row ?? null;
}

/**
 * Serialises the billing changes of one user (two checkouts completing at once, a webhook racing a local
 * completion) until the transaction ends; the statements after it see what the other one committed.
 */
export async function lockUserBilling(tx: TTx, userId: string) {
  await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR NO KEY UPDATE`);
}

/**
 * A duplicate's charges to refund: those paid from a day before the kept subscription started. An older
 * subscription that came back to life after the user bought a new one keeps its earlier, legitimate charges.
 */
export async function duplicateChargesToRefund(db: TQ, duplicate: { id: string; duplicateOf: string | null }) {
  const kept = duplicate.duplicateOf ? await findSubscription(db, duplicate.duplicateOf) : null;
  const from = kept ? kept.startDate.getTime() - 86400_000 : 0;
  return (await completedPaymentsOf(db, duplicate.id)).filter((p) => p.paidAt.getTime() >= from);
}

/** Extra subscriptions (duplicate_of set) that still hold a charge to refund. */
export async function duplicatesToSettle(db: TQ) {
  const rows = await db
    .selectDistinct({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(payments, and(eq(payments.subscriptionId, subscriptions.id), eq(payments.status, "COMPLETED")))
    .where(
      and(
        sql`${subscriptions.duplicateOf} IS NOT NULL`,
        sql`${payments.paidAt} >= (SELECT kept.start_date - interval '1 day' FROM subscriptions kept WHERE kept.id = ${subscriptions.duplicateOf})`,
      ),
    );
  return rows.map((r) => r.id);
}

export async function hasWithdrawn(db: TQ, userId: string, plan: "PRO" | "PRO_PLUS") {
  const rows = await db
    .select({ plan: billingWithdrawals.plan })
    .from(billingWithdrawals)
    .where(and(eq(billingWithdrawals.userId, userId), eq(billingWithdrawals.plan, plan)));
  return rows.length > 0;
}

/** Records the use of the right of withdrawal; false when it was used already (a concurrent cancel). */
export async function recordWithdrawal(db: TQ, userId: string, plan: "PRO" | "PRO_PLUS", subscriptionId: string) {
  const rows = await db.insert(billingWithdrawals).values({ userId, plan, subscriptionId }).onConflictDoNothing().returning({ plan: billingWithdrawals.plan });
  return rows.length === 1;
}
