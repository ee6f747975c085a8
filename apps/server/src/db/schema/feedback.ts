import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { TFeedbackPromptKind, TFeedbackSource, TFeedbackType, TIncentiveKind } from "@nutriguia/domain";
import { users } from "./users";

const userId = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const feedback = pgTable(
  "feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId(),
    type: text("type").$type<TFeedbackType>().notNull(),
    source: text("source").$type<TFeedbackSource>().notNull(),
    rating: smallint("rating"),
    comment: text("comment").notNull().default(""),
    npsScore: smallint("nps_score"),
    messageId: uuid("message_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    adminResponse: text("admin_response"),
    adminResponseAt: timestamp("admin_response_at", { withTimezone: true }),
    incentiveKind: text("incentive_kind").$type<TIncentiveKind>(),
    incentiveAmount: integer("incentive_amount"),
    incentiveAppliedAt: timestamp("incentive_applied_at", { withTimezone: true }),
  },
  (t) => [index("feedback_user_created_idx").on(t.userId, t.createdAt)],
);

export const feedbackPrompts = pgTable(
  "feedback_prompts",
  {
    userId: userId(),
    prompt: text("prompt").$type<TFeedbackPromptKind>().notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.prompt] })],
);

export const accountDiscounts = pgTable("account_discounts", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: userId(),
  percent: integer("percent").notNull(),
  feedbackId: uuid("feedback_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  consumedAt: timestamp("consumed_at", { withTimezone: true }),
});
