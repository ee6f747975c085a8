import fs from "node:fs";
import pino, { type Logger } from "pino";
import pinoRoll from "pino-roll";
import type { RecentErrors } from "./shared/recent-errors";
import { REDACTED_PATHS, REDACTION_CENSOR, serializeError } from "./log-redaction";

/**
 * JSON lines to stdout and, unless disabled, to daily/size-rotated files read by the admin log viewer.
 * Both destinations are asynchronous (buffered, written off the request path); flush before exiting.
 */
export async function createLogger(options: { level: string; dir: string; toFiles: boolean; recentErrors?: RecentErrors }): Promise<Logger> {
  const streams: pino.StreamEntry[] = [{ stream: pino.destination({ dest: 1, sync: false }), level: options.level as pino.Level }];
  // The system-health page's last errors, whatever the configured level (silent excepted).
  if (options.recentErrors && options.level !== "silent") streams.push({ stream: options.recentErrors, level: "error" });
  if (options.toFiles && options.level !== "silent") {
    fs.mkdirSync(options.dir, { recursive: true, mode: 0o700 });
    // Logs may still name users and routes: readable by the service account only.
    for (const name of fs.readdirSync(options.dir)) fs.chmodSync(`${options.dir}/${name}`, 0o600);
    const file = await pinoRoll({
      file: `${options.dir}/nutriguia`,
      extension: ".log",
      frequency: "daily",
      size: "20m",
      mkdir: true,
      limit: { count: 14 },
      mode: 0o600,
      sync: false,
    });
    streams.push({ stream: file, level: options.level as pino.Level });
  }
  return pino(
    {
      level: options.level,
      redact: { paths: REDACTED_PATHS, censor: REDACTION_CENSOR },
      serializers: { err: serializeError },
    },
    pino.multistream(streams),
  );
}

/** Writes out what the asynchronous destinations still hold; call before process.exit. */
export function flushLogs(logger: Logger) {
  const stream = (logger as unknown as Record<symbol, { flushSync?: () => void }>)[pino.symbols.streamSym];
  try {
    stream?.flushSync?.();
  } catch {
    // A destination still opening has nothing buffered to lose.
  }
}
