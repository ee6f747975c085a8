import fs from "node:fs";
import pino, { type Logger } from "pino";
import pinoRoll from "pino-roll";
import { REDACTED_PATHS, REDACTION_CENSOR, serializeError } from "./log-redaction";

/** JSON lines to stdout and, unless disabled, to daily/size-rotated files read by the admin log viewer. */
export async function createLogger(options: { level: string; dir: string; toFiles: boolean }): Promise<Logger> {
  const streams: pino.StreamEntry[] = [{ stream: process.stdout, level: options.level as pino.Level }];
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
