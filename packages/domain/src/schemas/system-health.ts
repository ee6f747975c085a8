import { z } from "zod";

/** A scheduled job and its newest run (docs/decisions/510). */
export const ZJobRun = z.object({
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** null while the run is in progress. */
  ok: z.boolean().nullable(),
  summary: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])),
  error: z.string().nullable(),
});
export type TJobRun = z.infer<typeof ZJobRun>;
export const ZJobStatus = z.object({
  name: z.string(),
  everySeconds: z.number().int(),
  /** false when its interval (or JOBS_INTERVAL_SECONDS) is 0. */
  scheduled: z.boolean(),
  running: z.boolean(),
  lastRun: ZJobRun.nullable(),
  nextRunAt: z.string().nullable(),
});
export type TJobStatus = z.infer<typeof ZJobStatus>;

/** A live check of one configured AI provider: `error` is a short code (TIMEOUT, CONNECTION_ERROR, HTTP_401). */
export const ZAiProviderHealth = z.object({
  name: z.string(),
  model: z.string().nullable(),
  visionModel: z.string().nullable(),
  transcriptionModel: z.string().nullable(),
  ok: z.boolean(),
  latencyMs: z.number().nullable(),
  error: z.string().nullable(),
});
export type TAiProviderHealth = z.infer<typeof ZAiProviderHealth>;
export const ZAiProvidersHealth = z.object({ providers: z.array(ZAiProviderHealth) });
export type TAiProvidersHealth = z.infer<typeof ZAiProvidersHealth>;

export const ZMailHealth = z.object({
  kind: z.enum(["smtp", "outbox"]),
  ok: z.boolean(),
  latencyMs: z.number().nullable(),
  error: z.string().nullable(),
});
export type TMailHealth = z.infer<typeof ZMailHealth>;

export const ZWebhookHealth = z.object({
  provider: z.enum(["whatsapp", "telegram", "stripe"]),
  configured: z.boolean(),
  lastReceivedAt: z.string().nullable(),
  last24h: z.number().int(),
  /** null where failures are not recorded (Stripe keeps only the events it applied). */
  failed24h: z.number().int().nullable(),
});
export type TWebhookHealth = z.infer<typeof ZWebhookHealth>;

export const ZAccessLogHealth = z.object({
  enabled: z.boolean(),
  buffered: z.number().int(),
  written: z.number().int(),
  dropped: z.number().int(),
  failedFlushes: z.number().int(),
});

/** An error-level log entry, already redacted; never a stack, body or credential. */
export const ZRecentError = z.object({
  level: z.enum(["error", "fatal"]),
  time: z.string(),
  message: z.string(),
  error: z.string().nullable(),
  requestId: z.string().nullable(),
  route: z.string().nullable(),
  job: z.string().nullable(),
});
export type TRecentError = z.infer<typeof ZRecentError>;

export const ZSystemHealth = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({ kind: z.enum(["pglite", "postgres"]), latencyMs: z.number(), ok: z.boolean(), sizeBytes: z.number().nullable() }),
  memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number(), heapTotalBytes: z.number() }),
  eventLoopDelayMs: z.object({ p50: z.number(), p99: z.number(), max: z.number() }),
  disk: z.object({ path: z.string(), freeBytes: z.number().nullable(), totalBytes: z.number().nullable() }),
  jobs: z.array(ZJobStatus),
  aiProviders: z.array(ZAiProviderHealth),
  mail: ZMailHealth,
  webhooks: z.array(ZWebhookHealth),
  accessLog: ZAccessLogHealth,
  recentErrors: z.array(ZRecentError),
});
export type TSystemHealth = z.infer<typeof ZSystemHealth>;
