import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import fastifyMultipart from "@fastify/multipart";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Logger } from "pino";
import type { TConfig } from "./config";
import type { TDatabase } from "./db/client";
import { openDatabase } from "./db/client";
import { migrate } from "./db/migrate";
import dbPlugin from "./plugins/db";
import errorsPlugin from "./plugins/errors";
import securityPlugin from "./plugins/security";
import rateLimitPlugin from "./plugins/rate-limit";
import mailPlugin from "./plugins/mail";
import uploadsPlugin from "./plugins/uploads";
import authPlugin from "./plugins/auth";
import webPlugin from "./plugins/web";
import aiPlugin from "./plugins/ai";
import { resolveJwtSecret } from "./lib/jwt-secret";
import { seedAdmin } from "./features/auth/seed-admin";
import healthRoutes from "./features/health/health.routes";
import contactRoutes from "./features/contact/contact.routes";
import authRoutes from "./features/auth/auth.routes";
import accountRoutes from "./features/account/account.routes";
import mealPlansRoutes from "./features/meal-plans/meal-plans.routes";
import chatRoutes from "./features/chat/chat.routes";
import dashboardRoutes from "./features/dashboard/dashboard.routes";
import trackingRoutes from "./features/tracking/tracking.routes";
import channelsRoutes from "./features/channels/channels.routes";

export type TBuildOptions = {
  config: TConfig;
  /** An already-open database (tests); otherwise one is opened from the config. */
  database?: TDatabase;
  logger?: Logger | false;
};

export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export async function buildApp({ config, database, logger = false }: TBuildOptions): Promise<FastifyInstance> {
  const db =
    database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dir: config.dbDir,
      onPoolError: (error) => {
        if (logger) logger.error({ err: error }, "idle database connection failed");
      },
    }));
  await migrate(db);

  const app = Fastify({
    ...(logger ? { loggerInstance: logger as unknown as FastifyBaseLogger } : { logger: false }),
    bodyLimit: MAX_JSON_BODY_BYTES,
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { publicUrl: config.PUBLIC_URL, corsOrigin: config.CORS_ORIGIN });
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });
  await app.register(dbPlugin, { database: db });
  await app.register(rateLimitPlugin, { redisUrl: config.REDIS_URL });
  await app.register(mailPlugin, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.outboxDir });
  await app.register(uploadsPlugin, { dir: config.uploadsDir, s3: config.s3 });
  await app.register(aiPlugin, { providers: config.AI_PROVIDERS });
  const secret = config.JWT_SECRET ?? resolveJwtSecret(config.DATA_DIR);
  app.decorate("serverSecret", secret);
  await app.register(authPlugin, {
    secret,
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    sessionMaxAgeDays: config.SESSION_MAX_AGE_DAYS,
  });
  app.decorate("config", config);

  await app.register(healthRoutes, { prefix: "/api" });
  await app.register(authRoutes, { prefix: "/api" });
  await app.register(accountRoutes, { prefix: "/api" });
  await app.register(contactRoutes, { prefix: "/api" });
  await app.register(chatRoutes, { prefix: "/api" });
  await app.register(trackingRoutes, { prefix: "/api" });
  await app.register(dashboardRoutes, { prefix: "/api" });
  await app.register(mealPlansRoutes, { prefix: "/api" });
  await app.register(channelsRoutes, { prefix: "/api" });
  await app.register(webPlugin, { distDir: config.WEB_DIST_DIR });

  await seedAdmin(app);
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    config: TConfig;
    /** Keys HMACs of short secrets (activation codes); the JWT signing secret. */
    serverSecret: string;
  }
}
