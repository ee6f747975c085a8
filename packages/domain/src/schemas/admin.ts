import { z } from "zod";

/** 001 §3 Log file response; §9: 500 lines by default. */
export const LOG_DEFAULT_LINES = 500;
export const LOG_MAX_LINES = 10_000;
export const LOG_LIVE_BUFFER_LINES = 1000;
export const LOG_NO_DATA_WARNING_MS = 5000;

export const ZLogFiles = z.object({ status: z.literal("success"), logFiles: z.array(z.string()) });
export type TLogFiles = z.infer<typeof ZLogFiles>;
export const ZLogContent = z.object({ status: z.literal("success"), content: z.string() });
export type TLogContent = z.infer<typeof ZLogContent>;
export const ZLogFileParam = z.object({ file: z.string().min(1).max(200) });
export const ZLogLinesQuery = z.object({ lines: z.coerce.number().int().min(1).max(LOG_MAX_LINES).default(LOG_DEFAULT_LINES) });
export const ZLogStreamTicket = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });
export type TLogStreamTicket = z.infer<typeof ZLogStreamTicket>;
export const ZLogStreamQuery = z.object({ token: z.string().max(4096).optional() });

/** 001 §7 cleanup endpoints, §5 validation and §9 defaults. */
export const CLEANUP_DATA_TARGETS = ["conversations", "calories", "mealplans", "ai-metrics"] as const;
export const CLEANUP_WEBHOOK_PROVIDERS = ["whatsapp", "telegram", "stripe"] as const;
export const CLEANUP_TIME_UNITS = ["minutes", "hours", "days"] as const;
export type TCleanupTarget = (typeof CLEANUP_DATA_TARGETS)[number] | (typeof CLEANUP_WEBHOOK_PROVIDERS)[number];
export type TCleanupUnit = (typeof CLEANUP_TIME_UNITS)[number];
export const CLEANUP_DEFAULTS: Record<TCleanupTarget, { value: number; unit: TCleanupUnit }> = {
  whatsapp: { value: 30, unit: "days" },
  telegram: { value: 30, unit: "days" },
  stripe: { value: 30, unit: "days" },
  conversations: { value: 365, unit: "days" },
  calories: { value: 730, unit: "days" },
  mealplans: { value: 730, unit: "days" },
  "ai-metrics": { value: 24, unit: "hours" },
};
export const ZCleanupDataParam = z.object({ target: z.enum(CLEANUP_DATA_TARGETS) });
export const ZCleanupWebhookParam = z.object({ provider: z.enum(CLEANUP_WEBHOOK_PROVIDERS) });
export const ZCleanupQuery = z.object({
  timeValue: z.coerce.number().int().min(1).max(1_000_000).optional(),
  timeUnit: z.enum(CLEANUP_TIME_UNITS).optional(),
  dryRun: z.enum(["true", "false"]).optional(),
});
export const ZCleanupResult = z.object({ deletedCount: z.number().int(), dryRun: z.boolean() });
export type TCleanupResult = z.infer<typeof ZCleanupResult>;

/** 001 §3 Dashboard stats, with 30-day daily trends. */
export const ZDashboardTrendPoint = z.object({ day: z.string(), users: z.number().int(), messages: z.number().int() });
export const ZDashboardStats = z.object({
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  totalOrders: z.number().int(),
  pendingOrders: z.number().int(),
  totalRevenue: z.number(),
  totalMessages: z.number().int(),
  averageRating: z.number(),
  trend: z.array(ZDashboardTrendPoint),
});
export type TDashboardStats = z.infer<typeof ZDashboardStats>;


export const ZAiMetricsGroup = z.object({
  provider: z.string(),
  model: z.string(),
  kind: z.string(),
  calls: z.number().int(),
  failureRate: z.number(),
  p50: z.number(),
  p95: z.number(),
  p99: z.number(),
});
export const ZAiMetricsSummary = z.object({ groups: z.array(ZAiMetricsGroup) });
export type TAiMetricsSummary = z.infer<typeof ZAiMetricsSummary>;
