import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { TThreadStatus } from "@nutriguia/domain";
import { users } from "./users";

export type TMessageSender = "USER" | "TEAM";

export const messageThreads = pgTable(
  "message_threads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    status: text("status").$type<TThreadStatus>().notNull().default("OPEN"),
    lastSender: text("last_sender").$type<TMessageSender>().notNull().default("USER"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("message_threads_user_idx").on(t.userId, t.updatedAt)],
);

export const threadMessages = pgTable(
  "thread_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => messageThreads.id, { onDelete: "cascade" }),
    sender: text("sender").$type<TMessageSender>().notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull().default(""),
    imageUrl: text("image_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
  },
  (t) => [index("thread_messages_thread_idx").on(t.threadId, t.createdAt)],
);
