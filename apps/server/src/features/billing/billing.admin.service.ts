import type { FastifyInstance } from "fastify";
import type { TBillingActionResponse, TGrantPlanRequest, TPageQuery } from "@nutriguia/domain";
import { AppError } from "../../lib/app-error";
import { PLAN_NAMES } from "./billing.plans";
import { billingContext } from "./billing.context";
import { DAY_MS, keptLiveSubscription, sendNotices } from "./billing.events";
import * as repo from "./billing.repository";

export function createBillingAdminService(app: FastifyInstance) {
  const { db } = app;
  const { provider } = billingContext(app);

  return {
    payments: (query: TPageQuery) => repo.pagePayments(db, query),
    orders: (query: TPageQuery) => repo.pageOrders(db, query),

    async user(id: string) {
      const user = await repo.findUser(db, id);
      if (!user) throw new AppError("NOT_FOUND", "Usuário não encontrado.");
      return { id: user.id, fullName: user.fullName, email: user.email };
    },

    /** Refunds a completed payment through its provider; a refunded subscription charge ends that subscription. */
    async refund(actorId: string, paymentId: string): Promise<TBillingActionResponse> {
      const payment = await repo.findPayment(db, paymentId);
      if (!payment) throw new AppError("NOT_FOUND", "Pagamento não encontrado.");
      if (payment.status !== "COMPLETED") throw new AppError("CONFLICT", "Só um pagamento concluído pode ser reembolsado.");
      if (payment.provider === "local" || payment.provider === "stripe") {
        await provider.refund({ providerPaymentId: payment.providerPaymentId, amountCents: payment.amountCents });
      }
      const subscription = payment.subscriptionId ? await repo.findSubscription(db, payment.subscriptionId) : null;
      const at = app.clock.now();
      if (subscription && (subscription.status === "ACTIVE" || subscription.status === "PAST_DUE") && subscription.provider !== "manual") {
        await provider.cancelNow(subscription);
      }
      await db.transaction(async (tx) => {
        await repo.markPaymentRefunded(tx, payment.id, at);
        if (payment.orderId) await repo.updateOrder(tx, payment.orderId, { status: "REFUNDED" });
        if (subscription && (subscription.status === "ACTIVE" || subscription.status === "PAST_DUE")) {
          await repo.updateSubscription(tx, subscription.id, { status: "CANCELLED", endDate: at, cancelAtPeriodEnd: false });
        }
        await repo.audit(tx, { actorId, userId: payment.userId, action: "ADMIN_REFUND", detail: { paymentId, amountCents: payment.amountCents } });
      });
      if (payment.userId) await sendNotices(app, [{ userId: payment.userId, notice: { kind: "refunded", amountCents: payment.amountCents } }]);
      return { success: true, refunded: true, message: "Pagamento reembolsado." };
    },

    /** Grants a plan by hand, or extends the live one by `days`; recorded in billing_audit. */
    async grant(actorId: string, userId: string, input: TGrantPlanRequest): Promise<TBillingActionResponse> {
      const user = await repo.findUser(db, userId);
      if (!user) throw new AppError("NOT_FOUND", "Usuário não encontrado.");
      const now = app.clock.now();
      const extend = input.days * DAY_MS;
      // Under the user's billing lock, beside a checkout completing at the same moment (one live subscription per user).
      const live = await db.transaction(async (tx) => {
        await repo.lockUserBilling(tx, userId);
        const liveId = await keptLiveSubscription(tx, userId, null, now);
        const kept = liveId ? await repo.findSubscription(tx, liveId) : null;
        if (kept) {
          const base = Math.max(kept.endDate?.getTime() ?? now.getTime(), now.getTime());
          await repo.updateSubscription(tx, kept.id, { endDate: new Date(base + extend), plan: input.plan });
        } else {
          await repo.insertSubscription(tx, {
            userId,
            plan: input.plan,
            status: "ACTIVE",
            provider: "manual",
            startDate: now,
            currentPeriodStart: now,
            endDate: new Date(now.getTime() + extend),
          });
        }
        return kept;
      });
      await repo.audit(db, { actorId, userId, action: live ? "EXTEND_PLAN" : "GRANT_PLAN", detail: { ...input } });
      return { success: true, refunded: false, message: `${PLAN_NAMES[input.plan]} concedido por ${input.days} dias.` };
    },
  };
}
