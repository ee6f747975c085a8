import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export type TAiCallKind = "chat" | "vision" | "transcription";

/** One row per call to an AI provider, for the admin AI-metrics dashboard; holds no user data. */
export const aiMetrics = pgTable(
  "ai_metrics",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    model: text("model").notNull(),
    kind: text("kind").$type<TAiCallKind>().notNull(),
    latencyMs: integer("latency_ms").notNull(),
    promptTokens: integer("prompt_tokens"),
    completionTokens: integer("completion_tokens"),
    totalTokens: integer("total_tokens"),
    success: boolean("success").notNull(),
    errorCode: text("error_code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ai_metrics_created_idx").on(t.createdAt)],
);

export type TAiMetricRow = typeof aiMetrics.$inferSelect;
export type TNewAiMetric = typeof aiMetrics.$inferInsert;
