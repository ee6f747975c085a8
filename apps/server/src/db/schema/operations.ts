import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
