import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export type TJobSummary = Record<string, number | string | boolean | null>;

/** One pass of a scheduled job that held its lock (docs/decisions/510); ok is null while it runs. */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    job: text("job").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ok: boolean("ok"),
    summary: jsonb("summary").$type<TJobSummary>().notNull().default({}),
    error: text("error"),
  },
  (t) => [index("job_runs_job_started_idx").on(t.job, t.startedAt)],
);
export type TJobRunRow = typeof jobRuns.$inferSelect;

/** Marco Civil da Internet art. 15 access records: who (IP, port when direct, user) called which route when. */
export const accessLogs = pgTable(
  "access_logs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    ip: text("ip").notNull(),
    port: integer("port"),
    userId: uuid("user_id"),
    method: text("method").notNull(),
    /** The route pattern (`/api/chat/:id`), never the raw URL with its query; null when no route matched. */
    route: text("route"),
    status: smallint("status").notNull(),
  },
  (t) => [index("access_logs_occurred_idx").on(t.occurredAt)],
);
export type TNewAccessLog = typeof accessLogs.$inferInsert;

/** State every instance behind a load balancer must see (migration 0940, docs/decisions/023). */
export const logStreamTickets = pgTable(
  "log_stream_tickets",
  {
    ticketHash: text("ticket_hash").primaryKey(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenVersion: integer("token_version").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("log_stream_tickets_expires_idx").on(t.expiresAt)],
);

export const logStreams = pgTable(
  "log_streams",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("log_streams_admin_idx").on(t.adminId)],
);

export const recentErrors = pgTable("recent_errors", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  level: text("level").$type<"error" | "fatal">().notNull(),
  loggedAt: timestamp("logged_at", { withTimezone: true }).notNull(),
  message: text("message").notNull(),
  error: text("error"),
  requestId: text("request_id"),
  route: text("route"),
  job: text("job"),
});
