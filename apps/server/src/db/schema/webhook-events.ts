import { index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

/** Inbound webhook deliveries (WhatsApp, Telegram, Stripe): idempotency by (provider, event_id) and retention cleanup. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    status: text("status").notNull().default("received"),
    error: text("error"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [unique().on(t.provider, t.eventId), index("webhook_events_provider_received_idx").on(t.provider, t.receivedAt)],
);
