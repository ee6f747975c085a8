import type { FastifyInstance } from "fastify";
import type { TLocalCheckout } from "@nutriguia/domain";
import { AppError } from "../../lib/app-error";
import { describeOrder, PLAN_NAMES } from "./billing.plans";
import { subscriptionGivesAccess } from "./billing.usage";
import { addInterval, afterEvents, applyEventIn, applyProviderEvent, type TEventOutcome, type TProviderEvent } from "./billing.events";
import { LOCAL_CARD_APPROVED, LOCAL_CARD_DECLINES_RENEWAL, localReceiptUrl } from "./billing.local";
import * as repo from "./billing.repository";

/** The local provider's checkout page ("Ambiente de teste — nenhuma cobrança real"): show, pay, cancel an order. */
export function createLocalCheckoutService(app: FastifyInstance) {
  const { db, config } = app;
  const now = () => app.clock.now();

  return {
    async show(userId: string, orderId: string): Promise<TLocalCheckout> {
      const order = await repo.findOrder(db, orderId);
      if (!order || order.userId !== userId || order.provider !== "local") throw new AppError("NOT_FOUND", "Pedido não encontrado.");
      return {
        orderId: order.id,
        plan: order.plan,
        planName: PLAN_NAMES[order.plan],
        interval: order.interval,
        amount: order.amountCents / 100,
        currency: "BRL",
        status: order.status,
      };
    },

    /** The local checkout's "Pagar": the same event path a Stripe webhook takes. */
    async complete(userId: string, orderId: string, card: "approved" | "declines-renewal") {
      const order = await repo.findOrder(db, orderId);
      if (!order || order.userId !== userId || order.provider !== "local") throw new AppError("NOT_FOUND", "Pedido não encontrado.");
      const at = now();
      const customerId = card === "approved" ? LOCAL_CARD_APPROVED : LOCAL_CARD_DECLINES_RENEWAL;
      const providerSubscriptionId = `local_sub_${order.id}`;
      const providerPaymentId = `local_pay_${order.id}`;
      const event = {
        provider: "local" as const,
        eventId: `local_checkout_${order.id}`,
        type: "checkout.completed",
        now: at,
        effects: [
          { kind: "checkoutCompleted", orderId: order.id, customerId: null },
          {
            kind: "subscriptionSynced",
            snapshot: {
              provider: "local",
              providerSubscriptionId,
              customerId,
              userId,
              orderId: order.id,
              plan: order.plan,
              interval: order.interval,
              status: "ACTIVE",
              currentPeriodStart: at,
              currentPeriodEnd: addInterval(at, order.interval),
              cancelAtPeriodEnd: false,
            },
          },
          {
            kind: "paymentSucceeded",
            payment: {
              provider: "local",
              providerPaymentId,
              providerSubscriptionId,
              orderId: order.id,
              userId,
              amountCents: order.amountCents,
              description: describeOrder(order.plan, order.interval),
              invoiceUrl: localReceiptUrl(config, app.serverSecret, providerPaymentId) + "&kind=invoice",
              receiptUrl: localReceiptUrl(config, app.serverSecret, providerPaymentId),
              paidAt: at,
            },
          },
        ],
      } satisfies TProviderEvent;
      // Under the user's billing lock, so two orders paid at once cannot both start a subscription (issue 29): the
      // second finds the first live and is refused before anything is charged.
      const outcome: TEventOutcome = { notices: [], duplicates: new Set() };
      const applied = await db.transaction(async (tx) => {
        await repo.lockUserBilling(tx, userId);
        const current = await repo.findOrder(tx, order.id);
        if (current?.status !== "PENDING" && current?.status !== "PAID") throw new AppError("CONFLICT", "Este pedido não pode mais ser pago.");
        if (current.status === "PENDING") {
          const live = (await repo.liveSubscriptions(tx, userId)).some((s) => subscriptionGivesAccess(s, at));
          if (live) throw new AppError("CONFLICT", "Você já tem uma assinatura ativa. Para mudar de plano, use Minha assinatura.");
        }
        return applyEventIn(tx, event, outcome);
      });
      if (applied) await afterEvents(app, outcome);
      return { url: `${config.PUBLIC_URL}/payment/success?order=${order.id}` };
    },

    async cancel(userId: string, orderId: string) {
      const order = await repo.findOrder(db, orderId);
      if (!order || order.userId !== userId || order.provider !== "local") throw new AppError("NOT_FOUND", "Pedido não encontrado.");
      await applyProviderEvent(app, {
        provider: "local",
        eventId: `local_checkout_cancel_${order.id}`,
        type: "checkout.expired",
        now: now(),
        effects: [{ kind: "checkoutExpired", orderId: order.id }],
      });
      return { url: `${config.PUBLIC_URL}/payment/cancel` };
    },

  };
}
