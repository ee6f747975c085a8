import { bigint, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

/** Exact row counts kept by statement triggers (migration 0930): `users`. */
export const rowCounts = pgTable("row_counts", {
  name: text("name").primaryKey(),
  n: bigint("n", { mode: "number" }).notNull(),
});

/** The back-office dashboard's scanned figures as of `computedAt` (one row, id 1), written by the admin-stats job. */
export const adminStatsSnapshots = pgTable("admin_stats_snapshots", {
  id: smallint("id").primaryKey(),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
  stats: jsonb("stats").$type<unknown>().notNull(),
});
