import type { FastifyInstance } from "fastify";
import type { TBillingActionResponse, TBillingInterval, TPageQuery, TPaidPlanCode } from "@nutriguia/domain";
import { AppError } from "../../lib/app-error";
import { listPlans, PLAN_NAMES, priceCents } from "./billing.plans";
import { REFUND_WINDOW_DAYS } from "./billing.subscription-view";
import { subscriptionGivesAccess } from "./billing.usage";
import type { TOrderRow, TSubscriptionRow } from "../../db/schema";
import { billingContext } from "./billing.context";
import { DAY_MS, sendNotices } from "./billing.events";
import * as repo from "./billing.repository";

/** An order without its Checkout Session yet, younger than this, is a checkout still being opened. */
const OPENING_MS = 60_000;

export function createBillingService(app: FastifyInstance) {
  const { db } = app;
  const { provider } = billingContext(app);
  const now = () => app.clock.now();

  async function liveSubscription(userId: string): Promise<TSubscriptionRow | null> {
    const rows = await repo.liveSubscriptions(db, userId);
    return rows.find((s) => subscriptionGivesAccess(s, now())) ?? null;
  }

  async function requireLive(userId: string) {
    const live = await liveSubscription(userId);
    if (!live) throw new AppError("CONFLICT", "Você não tem uma assinatura ativa.");
    return live;
  }

  /** Refunds the first charge and ends the subscription at once (CDC art. 49, Decreto 7.962/2013 art. 5). */
  async function withdraw(subscription: TSubscriptionRow, actorId: string | null): Promise<number> {
    const charges = await repo.completedPaymentsOf(db, subscription.id);
    const first = charges[0];
    if (!first) throw new AppError("CONFLICT", "Não há pagamento a reembolsar.");
    await provider.refund({ providerPaymentId: first.providerPaymentId, amountCents: first.amountCents });
    if (subscription.provider !== "manual") await provider.cancelNow(subscription);
    const at = now();
    await db.transaction(async (tx) => {
      await repo.markPaymentRefunded(tx, first.id, at);
      if (first.orderId) await repo.updateOrder(tx, first.orderId, { status: "REFUNDED" });
      await repo.updateSubscription(tx, subscription.id, { status: "CANCELLED", endDate: at, cancelAtPeriodEnd: false });
      await repo.recordWithdrawal(tx, subscription.userId, subscription.plan, subscription.id);
      await repo.audit(tx, { actorId, userId: subscription.userId, action: "REFUND", detail: { paymentId: first.id, amountCents: first.amountCents } });
    });
    await sendNotices(app, [{ userId: subscription.userId, notice: { kind: "refunded", amountCents: first.amountCents } }]);
    return first.amountCents;
  }

  /**
   * Before a new Stripe Checkout Session opens, the user's earlier ones are expired at Stripe, so two can never be
   * paid; one that was paid meanwhile (its webhook on the way) or is still being opened refuses the new checkout.
   * Runs outside any transaction: PGlite has one connection, and Stripe may take seconds.
   */
  async function closeOpenCheckouts(earlier: TOrderRow[]) {
    for (const order of earlier) {
      if (!order.providerRef || (await provider.expireCheckout(order.providerRef)) === "complete") {
        throw new AppError(
          "CONFLICT",
          order.providerRef
            ? "Seu pagamento anterior foi concluído e está sendo confirmado. Veja Minha assinatura em instantes."
            : "Seu pagamento já está sendo aberto. Aguarde um instante.",
        );
      }
      await repo.updateOrder(db, order.id, { status: "EXPIRED" }, ["CREATED", "PENDING"]);
    }
  }

  return {
    plans: async () => ({ plans: await listPlans(db), provider: provider.name }),

    async checkout(userId: string, plan: TPaidPlanCode, interval: TBillingInterval) {
      const user = await repo.findUser(db, userId);
      if (!user) throw new AppError("UNAUTHORIZED");
      if (await liveSubscription(userId)) {
        throw new AppError("CONFLICT", "Você já tem uma assinatura ativa. Para mudar de plano, use Minha assinatura.");
      }
      const amountCents = await priceCents(db, plan, interval);
      // Stripe: one customer per user, and one open Checkout Session at a time (issue 29, docs/decisions/011).
      let customerId = provider.name === "stripe" ? user.billingCustomerId : null;
      if (provider.name === "stripe" && !customerId) {
        customerId = await provider.createCustomer({ userId, email: user.email });
        if (customerId) await repo.setCustomerId(db, userId, customerId);
      }
      const at = now();
      const { order, earlier } = await db.transaction(async (tx) => {
        await repo.lockUserBilling(tx, userId);
        let open: TOrderRow[] = [];
        if (provider.name === "stripe") {
          open = await repo.openOrders(tx, userId, provider.name, new Date(at.getTime() - DAY_MS));
          // A checkout whose session never got its reference (the process died while opening it) is given up.
          const abandoned = open.filter((o) => !o.providerRef && at.getTime() - o.createdAt.getTime() >= OPENING_MS);
          for (const o of abandoned) await repo.updateOrder(tx, o.id, { status: "FAILED" }, ["CREATED"]);
          open = open.filter((o) => !abandoned.includes(o));
        }
        return { order: await repo.insertOrder(tx, { userId, plan, interval, amountCents, provider: provider.name }), earlier: open };
      });
      try {
        await closeOpenCheckouts(earlier);
        const session = await provider.createCheckout({ orderId: order.id, userId, email: user.email, customerId, plan, interval, amountCents });
        await repo.updateOrder(db, order.id, { status: "PENDING", providerRef: session.reference });
        return { url: session.url };
      } catch (error) {
        await repo.updateOrder(db, order.id, { status: "FAILED" });
        throw error;
      }
    },

    async cancel(userId: string): Promise<TBillingActionResponse> {
      const live = await requireLive(userId);
      const firstCharge = live.firstChargeAt;
      const inWindow = !!firstCharge && live.provider !== "manual" && now().getTime() - firstCharge.getTime() <= REFUND_WINDOW_DAYS * DAY_MS;
      // The right of withdrawal is used once per plan (docs/decisions/301): buying again and cancelling ends at period end.
      if (inWindow && !(await repo.hasWithdrawn(db, userId, live.plan))) {
        await withdraw(live, userId);
        return {
          success: true,
          refunded: true,
          message: "Assinatura cancelada e valor reembolsado integralmente pelo mesmo meio de pagamento (direito de arrependimento, 7 dias).",
        };
      }
      const snapshot = await provider.setCancelAtPeriodEnd(live, true);
      await repo.updateSubscription(db, live.id, { cancelAtPeriodEnd: true, ...(snapshot ? { endDate: snapshot.currentPeriodEnd } : {}) });
      const endsAt = snapshot?.currentPeriodEnd ?? live.endDate ?? now();
      await sendNotices(app, [{ userId, notice: { kind: "cancelScheduled", endsAt } }]);
      return {
        success: true,
        refunded: false,
        message: `Assinatura cancelada. Você mantém o acesso até ${endsAt.toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" })}.`,
      };
    },

    async resume(userId: string): Promise<TBillingActionResponse> {
      const live = await requireLive(userId);
      if (!live.cancelAtPeriodEnd) throw new AppError("CONFLICT", "Sua assinatura não está cancelada.");
      await provider.setCancelAtPeriodEnd(live, false);
      await repo.updateSubscription(db, live.id, { cancelAtPeriodEnd: false });
      return { success: true, refunded: false, message: "Assinatura retomada. A renovação automática foi reativada." };
    },

    async changePlan(userId: string, plan: TPaidPlanCode, interval: TBillingInterval): Promise<TBillingActionResponse> {
      const live = await requireLive(userId);
      if (live.plan === plan && live.interval === interval) throw new AppError("CONFLICT", "Você já está neste plano.");
      const snapshot = await provider.changePlan(live, plan, interval);
      await repo.updateSubscription(db, live.id, { plan: snapshot?.plan ?? plan, interval: snapshot?.interval ?? interval });
      await repo.audit(db, { actorId: userId, userId, action: "CHANGE_PLAN", detail: { from: live.plan, to: plan, interval } });
      return { success: true, refunded: false, message: `Plano alterado para ${PLAN_NAMES[plan]}.` };
    },

    async portal(userId: string) {
      const user = await repo.findUser(db, userId);
      if (!user) throw new AppError("UNAUTHORIZED");
      return provider.createPortal(user.billingCustomerId);
    },

    payments: (userId: string, query: TPageQuery) => repo.pagePayments(db, query, userId),

    withdraw,

    async endForDeletedAccount(userId: string) {
      for (const subscription of await repo.liveSubscriptions(db, userId)) {
        if (subscription.provider !== "manual") await provider.cancelNow(subscription);
      }
    },
  };
}
export type TBillingService = ReturnType<typeof createBillingService>;
