import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { subscriptions } from "./subscriptions";
import { users } from "./users";

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const billingOrders = pgTable("billing_orders", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  plan: text("plan").$type<"PRO" | "PRO_PLUS">().notNull(),
  interval: text("billing_interval").$type<"MONTH" | "YEAR">().notNull(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull().default("BRL"),
  provider: text("provider").notNull(),
  providerRef: text("provider_ref"),
  status: text("status").$type<"CREATED" | "PENDING" | "PAID" | "EXPIRED" | "FAILED" | "REFUNDED">().notNull().default("CREATED"),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});
export type TOrderRow = typeof billingOrders.$inferSelect;

export const payments = pgTable("payments", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  orderId: uuid("order_id").references(() => billingOrders.id, { onDelete: "set null" }),
  subscriptionId: uuid("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
  provider: text("provider").notNull(),
  providerPaymentId: text("provider_payment_id").notNull(),
  description: text("description").notNull(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull().default("BRL"),
  status: text("status").$type<"COMPLETED" | "PENDING" | "FAILED" | "REFUNDED">().notNull(),
  invoiceUrl: text("invoice_url"),
  receiptUrl: text("receipt_url"),
  paidAt: ts("paid_at").notNull(),
  refundedAt: ts("refunded_at"),
  createdAt: ts("created_at").notNull().defaultNow(),
});
export type TPaymentRow = typeof payments.$inferSelect;

export const billingEvents = pgTable(
  "billing_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    appliedAt: ts("applied_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const billingAudit = pgTable("billing_audit", {
  id: uuid("id").primaryKey().defaultRandom(),
  actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  action: text("action").notNull(),
  detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/** Who has used the right of withdrawal (full refund within 7 days) on which plan: once per user and plan. */
export const billingWithdrawals = pgTable(
  "billing_withdrawals",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan").$type<"PRO" | "PRO_PLUS">().notNull(),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.plan] })],
);
