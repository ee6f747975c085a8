import { integer, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Messages and meal plans used per user and period (trial or billing period), incremented atomically. */
export const usageCounters = pgTable(
  "usage_counters",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    messagesUsed: integer("messages_used").notNull().default(0),
    mealPlansUsed: integer("meal_plans_used").notNull().default(0),
    /** Extra messages granted in this period (feedback incentives); they raise the limit. */
    bonusMessages: integer("bonus_messages").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.periodStart] })],
);
