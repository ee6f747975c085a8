import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Messages from the public "Fale Conosco" form; visitors need no account, so no user_id. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    responded: boolean("responded").notNull().default(false),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    responseMessage: text("response_message"),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);
