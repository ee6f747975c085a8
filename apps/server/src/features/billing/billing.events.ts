import type { FastifyInstance } from "fastify";
import type { TBillingInterval } from "@nutriguia/domain";
import type { TBillingEffect, TProviderName } from "./billing.provider";
import { billingMail, type TBillingNotice } from "./billing.mail";
import * as repo from "./billing.repository";
import { subscriptionGivesAccess } from "./billing.usage";
import { billingContext } from "./billing.context";

/** Access kept after a failed renewal while it is retried (docs/decisions/301). */
export const GRACE_DAYS = 7;
/** Days after the first failure on which a local renewal is retried; Stripe runs its own Smart Retries. */
export const RETRY_SCHEDULE_DAYS = [1, 3, 5];
export const DAY_MS = 86400_000;

export function addInterval(date: Date, interval: TBillingInterval): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + (interval === "YEAR" ? 12 : 1));
  return next;
}

export type TNoticeFor = { userId: string; notice: TBillingNotice };

const isLive = (status: string) => status === "ACTIVE" || status === "PAST_DUE";

/**
 * The user's live subscription other than `selfId` that keeps access, so a new one must not go live; live rows
 * that no longer give access (their period and grace are over, the job has not run yet) are expired here, so the
 * one-live-subscription index (migration 0910) lets the new one in.
 */
export async function keptLiveSubscription(tx: repo.TTx, userId: string, selfId: string | null, now: Date): Promise<string | null> {
  let kept: string | null = null;
  for (const other of await repo.liveSubscriptions(tx, userId)) {
    if (other.id === selfId) continue;
    if (subscriptionGivesAccess(other, now)) kept ??= other.id;
    else await repo.updateSubscription(tx, other.id, { status: "EXPIRED", cancelAtPeriodEnd: false, nextRetryAt: null });
  }
  return kept;
}

async function usersOf(tx: repo.TTx, effects: TBillingEffect[]): Promise<string[]> {
  const ids = new Set<string>();
  for (const effect of effects) {
    if (effect.kind === "subscriptionSynced") ids.add(effect.snapshot.userId);
    else if (effect.kind === "paymentSucceeded" && effect.payment.userId) ids.add(effect.payment.userId);
    else if (effect.kind === "checkoutCompleted" || effect.kind === "checkoutExpired") {
      const order = await repo.findOrder(tx, effect.orderId);
      if (order?.userId) ids.add(order.userId);
    } else if (effect.kind === "paymentFailed") {
      const subscription = await repo.findSubscriptionByRef(tx, effect.provider, effect.providerSubscriptionId);
      if (subscription) ids.add(subscription.userId);
    }
  }
  return [...ids].sort();
}

/** What applying events leaves to do after the commit: e-mails, and extra subscriptions to cancel and refund. */
export type TEventOutcome = { notices: TNoticeFor[]; duplicates: Set<string> };

async function applyEffect(tx: repo.TTx, effect: TBillingEffect, now: Date, outcome: TEventOutcome) {
  const { notices } = outcome;
  switch (effect.kind) {
    case "checkoutCompleted": {
      const order = await repo.findOrder(tx, effect.orderId);
      if (!order) return;
      await repo.updateOrder(tx, order.id, { status: "PAID" }, ["CREATED", "PENDING", "EXPIRED", "FAILED"]);
      if (effect.customerId && order.userId) await repo.setCustomerId(tx, order.userId, effect.customerId);
      return;
    }
    case "checkoutExpired":
      await repo.updateOrder(tx, effect.orderId, { status: "EXPIRED" }, ["CREATED", "PENDING"]);
      return;
    case "subscriptionSynced": {
      const s = effect.snapshot;
      await repo.lockUserBilling(tx, s.userId);
      const existing = await repo.findSubscriptionByRef(tx, s.provider, s.providerSubscriptionId);
      const duplicateOf = existing?.duplicateOf ?? (isLive(s.status) ? await keptLiveSubscription(tx, s.userId, existing?.id ?? null, now) : null);
      const values = {
        plan: s.plan,
        interval: s.interval,
        status: s.status,
        currentPeriodStart: s.currentPeriodStart,
        endDate: s.currentPeriodEnd,
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        providerCustomerId: s.customerId,
        ...(s.status === "ACTIVE" ? { graceUntil: null, failedAttempts: 0, nextRetryAt: null } : {}),
        ...(s.status === "PAST_DUE" && !existing?.graceUntil ? { graceUntil: new Date(now.getTime() + GRACE_DAYS * DAY_MS) } : {}),
        // A second subscription never goes live: it is recorded cancelled, then cancelled and refunded at the provider.
        ...(duplicateOf ? { status: "CANCELLED" as const, endDate: existing?.endDate ?? now, cancelAtPeriodEnd: false, duplicateOf } : {}),
      };
      const row = await repo.upsertSubscription(
        tx,
        { ...values, userId: s.userId, provider: s.provider, providerSubscriptionId: s.providerSubscriptionId, startDate: s.currentPeriodStart },
        values,
      );
      if (duplicateOf) {
        if (!existing?.duplicateOf) await repo.audit(tx, { actorId: null, userId: s.userId, action: "DUPLICATE_SUBSCRIPTION", detail: { subscriptionId: row.id, keptId: duplicateOf } });
        outcome.duplicates.add(row.id);
        return;
      }
      if (s.orderId && s.status === "ACTIVE") await repo.updateOrder(tx, s.orderId, { status: "PAID" }, ["CREATED", "PENDING", "EXPIRED"]);
      return;
    }
    case "paymentSucceeded": {
      const p = effect.payment;
      const subscription = p.providerSubscriptionId ? await repo.findSubscriptionByRef(tx, p.provider, p.providerSubscriptionId) : null;
      const userId = p.userId ?? subscription?.userId ?? null;
      const row = await repo.insertPayment(tx, {
        userId,
        orderId: p.orderId,
        subscriptionId: subscription?.id ?? null,
        provider: p.provider,
        providerPaymentId: p.providerPaymentId,
        description: p.description,
        amountCents: p.amountCents,
        status: "COMPLETED",
        invoiceUrl: p.invoiceUrl,
        receiptUrl: p.receiptUrl,
        paidAt: p.paidAt,
      });
      if (!row) return;
      if (subscription?.duplicateOf) {
        outcome.duplicates.add(subscription.id);
        return;
      }
      if (subscription && !subscription.firstChargeAt) await repo.updateSubscription(tx, subscription.id, { firstChargeAt: p.paidAt });
      if (p.orderId) await repo.updateOrder(tx, p.orderId, { status: "PAID" }, ["CREATED", "PENDING", "EXPIRED", "FAILED"]);
      if (userId) notices.push({ userId, notice: { kind: "paymentReceived", description: p.description, amountCents: p.amountCents } });
      return;
    }
    case "paymentFailed": {
      const subscription = await repo.findSubscriptionByRef(tx, effect.provider, effect.providerSubscriptionId);
      if (!subscription || subscription.status === "CANCELLED" || subscription.status === "EXPIRED") return;
      const graceUntil = subscription.graceUntil ?? new Date(now.getTime() + GRACE_DAYS * DAY_MS);
      await repo.updateSubscription(tx, subscription.id, {
        status: "PAST_DUE",
        graceUntil,
        failedAttempts: subscription.failedAttempts + 1,
        nextRetryAt: effect.nextRetryAt,
      });
      notices.push({ userId: subscription.userId, notice: { kind: "paymentFailed", graceUntil, actionRequired: effect.actionRequired } });
      return;
    }
  }
}

export type TProviderEvent = { provider: TProviderName; eventId: string; type: string; effects: TBillingEffect[]; now: Date };

/** Applies an event inside an open transaction (the scheduler's); false when it was applied before. */
export async function applyEventIn(tx: repo.TTx, input: TProviderEvent, outcome: TEventOutcome): Promise<boolean> {
  if (!(await repo.claimEvent(tx, input.provider, input.eventId, input.type))) return false;
  // Every user the event touches is locked before any row is written, always in the same order, so two events of
  // one user queue up instead of deadlocking on the order, user and subscription rows they share.
  for (const userId of await usersOf(tx, input.effects)) await repo.lockUserBilling(tx, userId);
  for (const effect of input.effects) await applyEffect(tx, effect, input.now, outcome);
  return true;
}

/**
 * The one path every provider event takes (Stripe webhooks and the local checkout alike): the event id is
 * claimed in the same transaction as its effects, so an event applies exactly once; a replay changes nothing.
 */
export async function applyProviderEvent(app: FastifyInstance, input: TProviderEvent): Promise<boolean> {
  const outcome: TEventOutcome = { notices: [], duplicates: new Set() };
  const applied = await app.db.transaction((tx) => applyEventIn(tx, input, outcome));
  if (applied) await afterEvents(app, outcome);
  return applied;
}

export async function afterEvents(app: FastifyInstance, outcome: TEventOutcome) {
  await sendNotices(app, outcome.notices);
  for (const id of outcome.duplicates) await settleDuplicate(app, id);
}

/**
 * Cancels an extra subscription at its provider and refunds every charge it made, so a user who completed two
 * checkouts pays once. Failures are logged and the billing job tries again (its charges stay COMPLETED until then).
 */
export async function settleDuplicate(app: FastifyInstance, subscriptionId: string) {
  const { provider } = billingContext(app);
  const subscription = await repo.findSubscription(app.db, subscriptionId);
  if (!subscription?.duplicateOf) return;
  try {
    if (subscription.provider !== "manual") await provider.cancelNow(subscription);
  } catch (error) {
    // Already cancelled at the provider (a retry) answers an error too; the refund below still matters most.
    app.log.warn({ err: error, subscriptionId }, "extra subscription not cancelled at the provider");
  }
  for (const charge of await repo.duplicateChargesToRefund(app.db, subscription)) {
    try {
      if (charge.provider === "local" || charge.provider === "stripe") {
        await provider.refund({ providerPaymentId: charge.providerPaymentId, amountCents: charge.amountCents });
      }
    } catch (error) {
      app.log.warn({ err: error, subscriptionId, paymentId: charge.id }, "extra subscription's charge not refunded yet");
      continue;
    }
    const at = app.clock.now();
    const first = await app.db.transaction(async (tx) => {
      if (!(await repo.markCompletedPaymentRefunded(tx, charge.id, at))) return false;
      if (charge.orderId) await repo.updateOrder(tx, charge.orderId, { status: "REFUNDED" });
      await repo.audit(tx, { actorId: null, userId: subscription.userId, action: "DUPLICATE_REFUND", detail: { paymentId: charge.id, amountCents: charge.amountCents } });
      return true;
    });
    if (first) await sendNotices(app, [{ userId: subscription.userId, notice: { kind: "refunded", amountCents: charge.amountCents } }]);
  }
}

export async function sendNotices(app: FastifyInstance, notices: TNoticeFor[]) {
  for (const { userId, notice } of notices) {
    const user = await repo.findUser(app.db, userId);
    if (!user) continue;
    try {
      await app.mailer.send(billingMail(user.email, user.fullName, notice, app.config.PUBLIC_URL));
    } catch (error) {
      app.log.warn({ err: error, userId, notice: notice.kind }, "billing e-mail not sent");
    }
  }
}
