import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Single-use secrets sent by e-mail (activation codes, reset tokens), stored hashed. */
export const authCodes = pgTable(
  "auth_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"ACTIVATION" | "RESET" | "UNLOCK">().notNull(),
    codeHash: text("code_hash").notNull(),
    /** Activation only: the password of the registration this code confirms. */
    passwordHash: text("password_hash"),
    /** Activation only: the code's first digits, in clear, naming the code a guess aims at (migration 0911). */
    codeTag: text("code_tag"),
    /** Activation only: wrong guesses against this code; it dies at 5 (docs/decisions/011). */
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("auth_codes_hash_idx").on(t.kind, t.codeHash),
    index("auth_codes_tag_idx").on(t.kind, t.codeTag).where(sql`${t.usedAt} IS NULL`),
  ],
);
