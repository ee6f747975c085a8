import { bigint, bigserial, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { TVisitorDevice } from "@nutriguia/domain";

/** One random salt per UTC day; a visitor is SHA-256(salt, IP, user agent, site), so hashes change at midnight UTC. */
export const visitorSalts = pgTable("visitor_salts", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Raw page views and engagement reports, kept 30 days; holds neither IP nor user agent. */
export const visitorEvents = pgTable(
  "visitor_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    visitor: text("visitor").notNull(),
    kind: text("kind").$type<"pageview" | "engagement">().notNull(),
    path: text("path").notNull(),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    device: text("device").$type<TVisitorDevice>().notNull(),
    country: text("country"),
    engagedMs: integer("engaged_ms").notNull().default(0),
  },
  (t) => [index("visitor_events_occurred_idx").on(t.occurredAt), index("visitor_events_visitor_idx").on(t.visitor, t.occurredAt)],
);

/** UTC days whose events are in visitor_hourly. */
export const visitorRollupDays = pgTable("visitor_rollup_days", {
  day: date("day").primaryKey(),
  rolledUpAt: timestamp("rolled_up_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Hourly rollups. Page views count in their own hour; a visitor counts once per day (its first page view's row),
 * once per page per day (page_visitors), and a visit with its bounce and duration in its first page view's row.
 */
export const visitorHourly = pgTable(
  "visitor_hourly",
  {
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    path: text("path").notNull(),
    referrerHost: text("referrer_host"),
    device: text("device").$type<TVisitorDevice>().notNull(),
    country: text("country"),
    utmSource: text("utm_source"),
    pageviews: integer("pageviews").notNull(),
    visitors: integer("visitors").notNull(),
    pageVisitors: integer("page_visitors").notNull(),
    visits: integer("visits").notNull(),
    bounces: integer("bounces").notNull(),
    durationMs: bigint("duration_ms", { mode: "number" }).notNull(),
  },
  (t) => [index("visitor_hourly_hour_idx").on(t.hour)],
);
