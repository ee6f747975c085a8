import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { createLogger, flushLogs } from "./logger";
import { RecentErrors } from "./shared/recent-errors";
import { keepDataPrivate, tightenTree } from "./lib/private-files";

/**
 * Boots the server: configuration, logs, the app, graceful shutdown, listen. `extend` adds routes before listening;
 * only the browser journeys' server (test/e2e-server.ts) passes one — server.ts, the production entry, never does.
 */
export async function serve(extend?: (app: FastifyInstance) => Promise<void>) {
  const config = loadConfig();
  keepDataPrivate(config.DATA_DIR);
  const recentErrors = new RecentErrors();
  const logger = await createLogger({ level: config.LOG_LEVEL, dir: config.logsDir, toFiles: config.LOG_TO_FILES, recentErrors });
  const app = await buildApp({ config, logger, recentErrors });
  // The database has opened: its files too (PGlite creates them 0666 whatever the umask).
  tightenTree(config.dbDir);
  if (extend) await extend(app);

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    // app.close() stops accepting connections, waits for in-flight requests, then runs onClose hooks (pool close).
    await app.close();
    logger.info("shutdown complete");
    flushLogs(logger);
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  logger.info({ url: config.PUBLIC_URL, database: app.database.kind }, "NutriGuia is running");
}
