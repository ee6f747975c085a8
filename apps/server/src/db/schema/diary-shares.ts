import { bigserial, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** A read-only link to the user's diary; the row is also the LGPD consent (what, with whom, until when). */
export const diaryShares = pgTable(
  "diary_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the link's token: the token itself is shown once and never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    recipientName: text("recipient_name"),
    days: integer("days").notNull(),
    consentText: text("consent_text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("diary_shares_user_idx").on(t.userId, t.createdAt.desc())],
);

export type TDiaryShareAccessKind = "page" | "csv" | "pdf";

/** Each opening of a shared link (page, CSV or PDF), shown to the user who shared it. */
export const diaryShareAccesses = pgTable(
  "diary_share_accesses",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    shareId: uuid("share_id")
      .notNull()
      .references(() => diaryShares.id, { onDelete: "cascade" }),
    /** The owner of the shared diary, so the openings are in the owner's LGPD export (migration 0995). */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<TDiaryShareAccessKind>().notNull(),
    accessedAt: timestamp("accessed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("diary_share_accesses_share_idx").on(t.shareId, t.accessedAt.desc()), index("diary_share_accesses_user_idx").on(t.userId, t.accessedAt.desc())],
);

export type TDiaryShareRow = typeof diaryShares.$inferSelect;
