import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { TMealSlot } from "@nutriguia/domain";
import { users } from "./users";

export type TChannel = "WHATSAPP" | "TELEGRAM";

/** A user's WhatsApp number (digits, as Meta sends it) or Telegram chat id. */
export const channelLinks = pgTable(
  "channel_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel").$type<TChannel>().notNull(),
    externalId: text("external_id").notNull(),
    lastInboundAt: timestamp("last_inbound_at", { withTimezone: true }),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.channel, t.externalId), unique().on(t.userId, t.channel)],
);

/** Single-use linking secrets (Telegram deep-link token, WhatsApp code), stored hashed. */
export const channelLinkCodes = pgTable(
  "channel_link_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel").$type<TChannel>().notNull(),
    codeHash: text("code_hash").notNull(),
    /** The code's first 4 characters, in clear: which codes a guess aims at (migration 0912). */
    codeTag: text("code_tag"),
    /** Wrong guesses aimed at this code; it dies at 5 (docs/decisions/011). */
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("channel_link_codes_hash_idx").on(t.channel, t.codeHash),
    index("channel_link_codes_tag_idx").on(t.channel, t.codeTag).where(sql`${t.usedAt} IS NULL`),
  ],
);

/** One row per provider event (message, status, update): ids and outcome only, never the payload. */
export const channelWebhookEvents = pgTable(
  "channel_webhook_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").$type<"whatsapp" | "telegram">().notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    status: text("status").$type<"RECEIVED" | "PROCESSED" | "IGNORED" | "FAILED">().notNull(),
    error: text("error"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [unique().on(t.provider, t.eventId), index("channel_webhook_events_received_idx").on(t.receivedAt)],
);

/** Which meals get a reminder and when ("HH:MM", São Paulo); a meal absent or null gets none. */
export type TReminderSlots = Partial<Record<TMealSlot, string | null>>;

/** A user's reminder choices (issue 31, migration 0970): opt-in per linked channel, times, summary, quiet hours. */
export const reminderSettings = pgTable(
  "reminder_settings",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    whatsapp: boolean("whatsapp").notNull().default(false),
    telegram: boolean("telegram").notNull().default(false),
    slots: jsonb("slots").$type<TReminderSlots>().notNull().default({}),
    weeklySummary: boolean("weekly_summary").notNull().default(true),
    quietStart: text("quiet_start"),
    quietEnd: text("quiet_end"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("reminder_settings_opted_in_idx").on(t.userId).where(sql`${t.whatsapp} OR ${t.telegram}`)],
);

export type TReminderKind = TMealSlot | "WEEKLY_SUMMARY";

/** One row per reminder or summary sent (or tried): at most one per user, channel, kind and São Paulo day. */
export const reminderSends = pgTable(
  "reminder_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel").$type<TChannel>().notNull(),
    kind: text("kind").$type<TReminderKind>().notNull(),
    localDay: date("local_day", { mode: "string" }).notNull(),
    status: text("status").$type<"PENDING" | "SENT" | "FAILED">().notNull(),
    /** WhatsApp: TEMPLATE outside the 24-hour window, TEXT inside; Telegram: TEXT. */
    mode: text("mode").$type<"TEMPLATE" | "TEXT">(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [unique().on(t.userId, t.channel, t.kind, t.localDay), index("reminder_sends_user_idx").on(t.userId, t.createdAt.desc())],
);
