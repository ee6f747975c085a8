import type { FastifyInstance } from "fastify";
import type { TBillingInterval } from "@nutriguia/domain";
import type { TBillingEffect, TProviderName } from "./billing.provider";
import { billingMail, type TBillingNotice } from "./billing.mail";
import * as repo from "./billing.repository";

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

async function applyEffect(tx: repo.TTx, effect: TBillingEffect, now: Date, notices: TNoticeFor[]) {
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
      const existing = await repo.findSubscriptionByRef(tx, s.provider, s.providerSubscriptionId);
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
      };
      await repo.upsertSubscription(
        tx,
        { ...values, userId: s.userId, provider: s.provider, providerSubscriptionId: s.providerSubscriptionId, startDate: s.currentPeriodStart },
        values,
      );
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
export async function applyEventIn(tx: repo.TTx, input: TProviderEvent, notices: TNoticeFor[]): Promise<boolean> {
  if (!(await repo.claimEvent(tx, input.provider, input.eventId, input.type))) return false;
  for (const effect of input.effects) await applyEffect(tx, effect, input.now, notices);
  return true;
}

/**
 * The one path every provider event takes (Stripe webhooks and the local checkout alike): the event id is
 * claimed in the same transaction as its effects, so an event applies exactly once; a replay changes nothing.
 */
export async function applyProviderEvent(app: FastifyInstance, input: TProviderEvent): Promise<boolean> {
  const notices: TNoticeFor[] = [];
  const applied = await app.db.transaction((tx) => applyEventIn(tx, input, notices));
  if (applied) await sendNotices(app, notices);
  return applied;
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
