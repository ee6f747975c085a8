import { randomUUID } from "node:crypto";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Logger } from "pino";
import type { TConfig } from "./config";
import type { TDatabase } from "./db/client";
import { openDatabase } from "./db/client";
import { migrate, MIGRATION_TIMEOUT_MS } from "./db/migrate";
import dbPlugin from "./plugins/db";
import errorsPlugin from "./plugins/errors";
import accessPlugin from "./plugins/access";
import inputPlugin from "./plugins/input";
import securityPlugin from "./plugins/security";
import rateLimitPlugin from "./plugins/rate-limit";
import mailPlugin from "./plugins/mail";
import uploadsPlugin from "./plugins/uploads";
import authPlugin from "./plugins/auth";
import impersonationPlugin from "./plugins/impersonation";
import webPlugin from "./plugins/web";
import aiPlugin from "./plugins/ai";
import accessLogPlugin from "./plugins/access-log";
import schedulerPlugin from "./shared/scheduler/scheduler";
import { registerRetentionJob } from "./shared/retention/retention.job";
import { RecentErrors } from "./shared/recent-errors";
import { resolveJwtSecret } from "./lib/jwt-secret";
import { requestLoggerOptions } from "./lib/lazy-child-logger";
import { systemClock, type TClock } from "./lib/clock";
import billingRoutes from "./features/billing/billing.routes";
import billingAdminRoutes from "./features/billing/billing.admin.routes";
import stripeWebhookRoutes from "./features/billing/billing.webhook.routes";
import { seedAdmin } from "./features/auth/seed-admin";
import healthRoutes from "./features/health/health.routes";
import contactRoutes from "./features/contact/contact.routes";
import authRoutes from "./features/auth/auth.routes";
import accountRoutes from "./features/account/account.routes";
import mealPlansRoutes from "./features/meal-plans/meal-plans.routes";
import chatRoutes from "./features/chat/chat.routes";
import dashboardRoutes from "./features/dashboard/dashboard.routes";
import trackingRoutes from "./features/tracking/tracking.routes";
import feedbackRoutes from "./features/feedback/feedback.routes";
import helpCenterRoutes from "./features/help-center/help-center.routes";
import roadmapRoutes from "./features/roadmap/roadmap.routes";
import notificationsRoutes from "./features/notifications/notifications.routes";
import messagesRoutes from "./features/messages/messages.routes";
import adminLogsRoutes from "./features/admin-logs/admin-logs.routes";
import systemHealthRoutes from "./features/system-health/system-health.routes";
import adminAiMetricsRoutes from "./features/admin-ai-metrics/admin-ai-metrics.routes";
import adminUsersRoutes from "./features/admin-users/admin-users.routes";
import adminDashboardRoutes from "./features/admin-dashboard/admin-dashboard.routes";
import adminCleanupRoutes from "./features/admin-cleanup/admin-cleanup.routes";
import adminSettingsRoutes from "./features/admin-settings/admin-settings.routes";
import adminWebhooksRoutes from "./features/admin-webhooks/admin-webhooks.routes";
import siteRoutes from "./features/site/site.routes";
import channelsRoutes from "./features/channels/channels.routes";
import visitorsRoutes from "./features/visitors/visitors.routes";
import foodsRoutes from "./features/foods/foods.routes";
import diarySharesRoutes from "./features/diary-shares/diary-shares.routes";

export type TBuildOptions = {
  config: TConfig;
  /** An already-open database (tests); otherwise one is opened from the config. */
  database?: TDatabase;
  logger?: Logger | false;
  /** Time source for plans and billing (tests move it to walk a subscription through its life). */
  clock?: TClock;
  /** Fed by the logger's error stream (server.ts); shown on the system-health page. */
  recentErrors?: RecentErrors;
};

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

export async function buildApp({ config, database, logger = false, clock = systemClock, recentErrors = new RecentErrors() }: TBuildOptions): Promise<FastifyInstance> {
  const db =
    database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dir: config.dbDir,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      onPoolError: (error) => {
        if (logger) logger.error({ err: error }, "database connection failed");
      },
    }));
  if (database || !config.DATABASE_URL) await migrate(db);
  else {
    // On PostgreSQL, migrations run on a pool of their own without the requests' timeouts: a backfill of a big table
    // (users at 100,000) outlasts a request's 15 s, was cancelled at every start and the server never came up (decision 024).
    const migrations = await openDatabase({ url: config.DATABASE_URL, dir: config.dbDir, connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS, statementTimeoutMs: MIGRATION_TIMEOUT_MS });
    try {
      await migrate(migrations);
    } finally {
      await migrations.close();
    }
  }

  const app = Fastify({
    ...(logger ? requestLoggerOptions(logger as unknown as FastifyBaseLogger) : { logger: false }),
    bodyLimit: MAX_JSON_BODY_BYTES,
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    // Requests arriving while the server drains get our 503 envelope (plugins/errors.ts), not Fastify's English body.
    return503OnClosing: false,
    // The audit log keeps request ids: Fastify's default counter starts again at every boot.
    genReqId: () => randomUUID(),
  });
  if (logger) app.log = logger as unknown as FastifyBaseLogger;
  // One line per request at debug level only: at the default level the hot path writes no log.
  if (logger && logger.isLevelEnabled("debug")) {
    app.addHook("onResponse", async (request, reply) => {
      request.log.debug({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: reply.elapsedTime }, "request completed");
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(accessPlugin);
  await app.register(errorsPlugin);
  await app.register(inputPlugin);
  await app.register(securityPlugin, { publicUrl: config.PUBLIC_URL, corsOrigin: config.CORS_ORIGIN });
  await app.register(dbPlugin, { database: db });
  await app.register(rateLimitPlugin, { redisUrl: config.REDIS_URL });
  await app.register(mailPlugin, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.outboxDir });
  const secret = config.JWT_SECRET ?? resolveJwtSecret(config.DATA_DIR);
  await app.register(uploadsPlugin, { dir: config.uploadsDir, s3: config.s3, secret });
  await app.register(aiPlugin, { providers: config.AI_PROVIDERS });
  app.decorate("serverSecret", secret);
  await app.register(authPlugin, {
    secret,
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    sessionMaxAgeDays: config.SESSION_MAX_AGE_DAYS,
  });
  await app.register(impersonationPlugin, { secret });
  app.decorate("config", config);
  app.decorate("clock", clock);
  app.decorate("recentErrors", recentErrors);
  await app.register(schedulerPlugin, { checkEverySeconds: config.JOBS_INTERVAL_SECONDS });
  await app.register(accessLogPlugin, { enabled: config.ACCESS_LOG_ENABLED });
  registerRetentionJob(app);

  await app.register(healthRoutes, { prefix: "/api" });
  await app.register(authRoutes, { prefix: "/api" });
  await app.register(accountRoutes, { prefix: "/api" });
  await app.register(contactRoutes, { prefix: "/api" });
  await app.register(chatRoutes, { prefix: "/api" });
  await app.register(trackingRoutes, { prefix: "/api" });
  await app.register(adminLogsRoutes, { prefix: "/api" });
  await app.register(systemHealthRoutes, { prefix: "/api" });
  await app.register(adminAiMetricsRoutes, { prefix: "/api" });
  await app.register(adminUsersRoutes, { prefix: "/api" });
  await app.register(adminDashboardRoutes, { prefix: "/api" });
  await app.register(adminCleanupRoutes, { prefix: "/api" });
  await app.register(adminSettingsRoutes, { prefix: "/api" });
  await app.register(adminWebhooksRoutes, { prefix: "/api" });
  await app.register(siteRoutes, { prefix: "/api" });
  await app.register(visitorsRoutes, { prefix: "/api" });
  await app.register(dashboardRoutes, { prefix: "/api" });
  await app.register(diarySharesRoutes, { prefix: "/api" });
  await app.register(mealPlansRoutes, { prefix: "/api" });
  await app.register(feedbackRoutes, { prefix: "/api" });
  await app.register(helpCenterRoutes, { prefix: "/api" });
  await app.register(roadmapRoutes, { prefix: "/api" });
  await app.register(notificationsRoutes, { prefix: "/api" });
  await app.register(messagesRoutes, { prefix: "/api" });
  await app.register(billingRoutes, { prefix: "/api" });
  await app.register(billingAdminRoutes, { prefix: "/api" });
  await app.register(stripeWebhookRoutes, { prefix: "/api" });
  await app.register(channelsRoutes, { prefix: "/api" });
  await app.register(foodsRoutes, { prefix: "/api" });
  await app.register(webPlugin, { distDir: config.WEB_DIST_DIR });

  await seedAdmin(app);
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    config: TConfig;
    clock: TClock;
    recentErrors: RecentErrors;
    /** Keys HMACs of short secrets (activation codes); the JWT signing secret. */
    serverSecret: string;
  }
}
