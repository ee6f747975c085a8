import type { FastifyInstance } from "fastify";
import { ZWebhookProvider, type TWebhookEventsPage, type TWebhookEventsQuery, type TWebhookSummary } from "@nutriguia/domain";
import * as repo from "./admin-webhooks.repository";

const DAY_MS = 86_400_000;

/** The webhook events received from WhatsApp, Telegram and Stripe: type, id and outcome only, never a payload. */
export function createAdminWebhooksService(app: FastifyInstance) {
  return {
    async list(q: TWebhookEventsQuery): Promise<TWebhookEventsPage> {
      const { rows, total } = await repo.listEvents(app.db, q);
      return { rows, total, page: q.page, size: q.size };
    },

    async summary(): Promise<TWebhookSummary> {
      const counts = await repo.countSince(app.db, new Date(app.clock.now().getTime() - DAY_MS));
      return {
        last24h: ZWebhookProvider.options.map(
          (provider) => counts.find((c) => c.provider === provider) ?? { provider, total: 0, failed: 0, lastReceivedAt: null },
        ),
      };
    },
  };
}
