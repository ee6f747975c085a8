import type { FastifyInstance } from "fastify";
import type { TSubscriptionRow } from "../../db/schema";
import { describeOrder } from "./billing.plans";
import { billingContext } from "./billing.context";
import { addInterval, afterEvents, applyEventIn, DAY_MS, RETRY_SCHEDULE_DAYS, type TEventOutcome } from "./billing.events";
import { LOCAL_CARD_DECLINES_RENEWAL, localReceiptUrl } from "./billing.local";
import * as repo from "./billing.repository";
import { sendTrialMails } from "./billing.trial-mails";
import { registerJob } from "../../shared/scheduler/scheduler";

/** Only one instance runs the billing jobs at a time (pg_try_advisory_xact_lock; docs/decisions/302). */
export const BILLING_JOBS_LOCK_ID = 746_210_500;

type TBillingCounts = { reminders: number; trialsEnded: number; renewed: number; failed: number; downgraded: number };
export type TJobsReport = TBillingCounts & { ran: boolean };
const BILLING_JOB = "billing";
const noCounts = (): TBillingCounts => ({ reminders: 0, trialsEnded: 0, renewed: 0, failed: 0, downgraded: 0 });

/** A local renewal: charged with the price paid so far; the declining test card fails and enters dunning. */
async function renewLocal(app: FastifyInstance, tx: repo.TTx, sub: TSubscriptionRow, now: Date, outcome: TEventOutcome, report: TBillingCounts) {
  const periodEnd = sub.endDate!;
  const interval = sub.interval ?? "MONTH";
  if (sub.providerCustomerId === LOCAL_CARD_DECLINES_RENEWAL) {
    const retryDay = RETRY_SCHEDULE_DAYS[sub.failedAttempts];
    await applyEventIn(tx, {
      provider: "local",
      eventId: `local_renewal_failed_${sub.id}_${periodEnd.toISOString()}_${sub.failedAttempts}`,
      type: "invoice.payment_failed",
      now,
      effects: [
        {
          kind: "paymentFailed",
          provider: "local",
          providerSubscriptionId: sub.providerSubscriptionId!,
          nextRetryAt: retryDay === undefined ? null : new Date(periodEnd.getTime() + retryDay * DAY_MS),
          actionRequired: false,
        },
      ],
    }, outcome);
    report.failed += 1;
    return;
  }
  const [last] = (await repo.completedPaymentsOf(tx, sub.id)).slice(-1);
  const providerPaymentId = `local_pay_${sub.id}_${periodEnd.toISOString()}`;
  await applyEventIn(tx, {
    provider: "local",
    eventId: `local_renewal_${sub.id}_${periodEnd.toISOString()}`,
    type: "invoice.paid",
    now,
    effects: [
      {
        kind: "subscriptionSynced",
        snapshot: {
          provider: "local",
          providerSubscriptionId: sub.providerSubscriptionId!,
          customerId: sub.providerCustomerId,
          userId: sub.userId,
          orderId: null,
          plan: sub.plan,
          interval,
          status: "ACTIVE",
          currentPeriodStart: periodEnd,
          currentPeriodEnd: addInterval(periodEnd, interval),
          cancelAtPeriodEnd: false,
        },
      },
      {
        kind: "paymentSucceeded",
        payment: {
          provider: "local",
          providerPaymentId,
          providerSubscriptionId: sub.providerSubscriptionId,
          orderId: null,
          userId: sub.userId,
          amountCents: last?.amountCents ?? 0,
          description: `${describeOrder(sub.plan, interval)} — renovação`,
          invoiceUrl: `${localReceiptUrl(app.config, app.serverSecret, providerPaymentId)}&kind=invoice`,
          receiptUrl: localReceiptUrl(app.config, app.serverSecret, providerPaymentId),
          paidAt: now,
        },
      },
    ],
  }, outcome);
  report.renewed += 1;
}

async function subscriptionJobs(app: FastifyInstance, tx: repo.TTx, now: Date, outcome: TEventOutcome, report: TBillingCounts) {
  const { provider } = billingContext(app);
  const downgrade = async (sub: TSubscriptionRow) => {
    if (sub.provider === "stripe" && sub.status === "PAST_DUE") await provider.cancelNow(sub);
    await repo.updateSubscription(tx, sub.id, { status: "EXPIRED", cancelAtPeriodEnd: false, nextRetryAt: null });
    outcome.notices.push({ userId: sub.userId, notice: { kind: "downgraded" } });
    report.downgraded += 1;
  };
  for (const sub of await repo.pastDueSubscriptions(tx)) {
    if (sub.graceUntil && sub.graceUntil <= now) await downgrade(sub);
    else if (sub.provider === "local" && sub.nextRetryAt && sub.nextRetryAt <= now) await renewLocal(app, tx, sub, now, outcome, report);
  }
  for (const sub of await repo.subscriptionsDue(tx, now)) {
    if (sub.status !== "ACTIVE") continue;
    if (sub.cancelAtPeriodEnd || sub.provider === "manual") await downgrade(sub);
    else if (sub.provider === "local") await renewLocal(app, tx, sub, now, outcome, report);
    // Stripe renews on its side; its invoice.paid / payment_failed webhooks move the subscription.
  }
}

/** The billing job on the shared scheduler, under the same lock as before (docs/decisions/302, 510). */
export function registerBillingJobs(app: FastifyInstance) {
  registerJob(app, {
    name: BILLING_JOB,
    everySeconds: app.config.BILLING_JOBS_INTERVAL_SECONDS,
    lockKey: BILLING_JOBS_LOCK_ID,
    run: async ({ tx, now, afterCommit }) => {
      const report = noCounts();
      const outcome: TEventOutcome = { notices: [], duplicates: new Set() };
      await subscriptionJobs(app, tx, now, outcome, report);
      // Extra subscriptions whose refund failed before are retried here (docs/decisions/301).
      for (const id of await repo.duplicatesToSettle(tx)) outcome.duplicates.add(id);
      // E-mails and refunds go out after commit, so a rolled-back pass never announces what did not happen.
      afterCommit(() => afterEvents(app, outcome));
      // Trial mails go out in batches with transactions of their own, never one holding every owed user (decision 025).
      afterCommit(() => sendTrialMails(app, now));
      return report;
    },
  });
}

/** One pass of the scheduled billing work at `now`; another instance holding the lock makes this a no-op. */
export async function runBillingJobs(app: FastifyInstance, now: Date = app.clock.now()): Promise<TJobsReport> {
  const outcome = await app.scheduler.run(BILLING_JOB, now);
  if (!outcome.ok) throw new Error(outcome.error ?? "billing jobs failed");
  return { ...noCounts(), ...(outcome.summary as Partial<TBillingCounts>), ran: outcome.ran };
}
