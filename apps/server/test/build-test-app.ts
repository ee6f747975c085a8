import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app";
import { loadConfig, type TEnv } from "../src/config";
import type { TDatabase } from "../src/db/client";
import { openTestDatabase } from "./test-database";
import type { TClock } from "../src/lib/clock";
import type { Logger } from "pino";
import type { RecentErrors } from "../src/shared/recent-errors";

export const TEST_ADMIN = { email: "admin@nutriguia.test", password: "admin-test-password-9" };

export type TTestApp = FastifyInstance & { dataDir: string };

/** The real app on a fresh database and a temporary data folder; close() removes both. */
export async function buildTestApp(
  env: Partial<Record<keyof TEnv, string>> = {},
  options: { onClose?: () => Promise<void>; clock?: TClock; database?: TDatabase; logger?: Logger; recentErrors?: RecentErrors } = {},
): Promise<TTestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nutriguia-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    LOG_TO_FILES: "false",
    JWT_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_URL: "http://localhost:3000",
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    WEB_DIST_DIR: path.join(dataDir, "no-web"),
    // Tests run scheduled jobs themselves (app.scheduler.run), never on a timer that could fire mid-test.
    JOBS_INTERVAL_SECONDS: "0",
    ...env,
  });
  const app = (await buildApp({
    config,
    database: options.database ?? (await openTestDatabase()),
    clock: options.clock,
    logger: options.logger,
    recentErrors: options.recentErrors,
  })) as TTestApp;
  app.dataDir = dataDir;
  app.addHook("onClose", async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await options.onClose?.();
  });
  await app.ready();
  return app;
}
