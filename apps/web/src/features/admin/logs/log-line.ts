import { onFirstUse } from "@nutriguia/domain/calc";
/** A pino JSON line made readable: level name, pt-BR time, message; anything else stays raw. */
export type TLogLine = { id: number; raw: string; level: TLogLevel; time: string | null; message: string };
export type TLogLevel = "trace" | "debug" | "info" | "warn" | "error" | "fatal" | "unknown";

export const LOG_LEVELS: ReadonlyArray<{ level: TLogLevel; label: string; className: string }> = [
  { level: "trace", label: "TRACE", className: "text-slate-400" },
  { level: "debug", label: "DEBUG", className: "text-sky-300" },
  { level: "info", label: "INFO", className: "text-emerald-300" },
  { level: "warn", label: "WARN", className: "text-amber-300" },
  { level: "error", label: "ERROR", className: "text-red-300" },
  { level: "fatal", label: "FATAL", className: "text-fuchsia-300" },
];

const BY_NUMBER: Record<number, TLogLevel> = { 10: "trace", 20: "debug", 30: "info", 40: "warn", 50: "error", 60: "fatal" };
const TIME = onFirstUse(() => new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "medium", timeZone: "America/Sao_Paulo" }));

export function levelClass(level: TLogLevel): string {
  return LOG_LEVELS.find((l) => l.level === level)?.className ?? "text-slate-200";
}

export function parseLogLine(raw: string, id: number): TLogLine {
  try {
    const value = JSON.parse(raw) as { level?: unknown; time?: unknown; msg?: unknown };
    const level = typeof value.level === "number" ? (BY_NUMBER[value.level] ?? "unknown") : typeof value.level === "string" ? (value.level as TLogLevel) : "unknown";
    const time = typeof value.time === "number" || typeof value.time === "string" ? TIME().format(new Date(value.time)) : null;
    const message = typeof value.msg === "string" ? value.msg : raw;
    return { id, raw, level, time, message };
  } catch {
    return { id, raw, level: "unknown", time: null, message: raw };
  }
}
