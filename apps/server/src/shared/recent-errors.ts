/** The system-health page lists this many of the newest error-level log entries. */
export const RECENT_ERRORS_KEPT = 20;
const TEXT_MAX_CHARS = 300;

export type TRecentError = {
  level: "error" | "fatal";
  time: string;
  message: string;
  error: string | null;
  requestId: string | null;
  route: string | null;
  job: string | null;
};

/** Credentials that could ride in an error's text (a connection URL, an Authorization header) never reach the page. */
function scrub(text: string): string {
  return text
    .split("\n")[0]!
    .replace(/\/\/[^/\s:@]+:[^/\s@]+@/g, "//[redigido]@")
    .replace(/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, "$1 [redigido]")
    .slice(0, TEXT_MAX_CHARS);
}

const text = (value: unknown) => (typeof value === "string" && value ? scrub(value) : null);

/**
 * A pino destination for the error level and above: keeps the newest entries in memory, parsed from the
 * already-redacted JSON lines, so what it shows passed the same redaction as the log files.
 */
export class RecentErrors {
  private readonly entries: TRecentError[] = [];

  write(line: string) {
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      const err = entry.err as { type?: unknown; message?: unknown } | undefined;
      const errorText = err ? text(`${typeof err.type === "string" ? `${err.type}: ` : ""}${String(err.message ?? "")}`) : null;
      this.entries.push({
        level: Number(entry.level) >= 60 ? "fatal" : "error",
        time: new Date(typeof entry.time === "number" ? entry.time : Date.now()).toISOString(),
        message: text(entry.msg) ?? "",
        error: errorText,
        requestId: text(entry.reqId),
        route: text(entry.route),
        job: text(entry.job),
      });
      if (this.entries.length > RECENT_ERRORS_KEPT) this.entries.shift();
    } catch {
      // Not a JSON line (cannot happen with pino's own output): nothing to keep.
    }
  }

  /** Newest first. */
  list(): TRecentError[] {
    return [...this.entries].reverse();
  }
}
