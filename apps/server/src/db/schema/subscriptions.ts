import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per paid (or admin-granted) subscription; the trial lives on the user (users.trial_*).
 * At most one row per user is live (ACTIVE or PAST_DUE): migration 0910, docs/decisions/301.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan").$type<"PRO" | "PRO_PLUS">().notNull(),
    status: text("status").$type<"ACTIVE" | "PAST_DUE" | "CANCELLED" | "EXPIRED">().notNull(),
    startDate: ts("start_date").notNull(),
    /** End of the paid period (renewal date); null means open-ended. */
    endDate: ts("end_date"),
    interval: text("billing_interval").$type<"MONTH" | "YEAR">(),
    provider: text("provider").notNull().default("manual"),
    providerSubscriptionId: text("provider_subscription_id"),
    providerCustomerId: text("provider_customer_id"),
    currentPeriodStart: ts("current_period_start"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    graceUntil: ts("grace_until"),
    firstChargeAt: ts("first_charge_at"),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    nextRetryAt: ts("next_retry_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    /** On a subscription that arrived while another was live: that one's id; this one is cancelled and refunded. */
    duplicateOf: uuid("duplicate_of"),
  },
  (t) => [
    uniqueIndex("subscriptions_one_live_per_user_idx").on(t.userId).where(sql`${t.status} IN ('ACTIVE', 'PAST_DUE')`),
    index("subscriptions_duplicates_idx").on(t.duplicateOf).where(sql`${t.duplicateOf} IS NOT NULL`),
  ],
);
export type TSubscriptionRow = typeof subscriptions.$inferSelect;
