import type { TRecentError } from "@nutriguia/domain";
import type { TDb } from "../db/client";
import { insertRecentErrors, listRecentErrors } from "./recent-errors.repository";

/** The system-health page lists this many of the newest error-level log entries. */
export const RECENT_ERRORS_KEPT = 20;
const TEXT_MAX_CHARS = 300;

/** Credentials that could ride in an error's text (a connection URL, an Authorization header) never reach the page. */
function scrub(text: string): string {
  return text
    .split("\n")[0]!
    .replace(/\/\/[^/\s:@]+:[^/\s@]+@/g, "//[redigido]@")
    .replace(/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, "$1 [redigido]")
    .slice(0, TEXT_MAX_CHARS);
}

const text = (value: unknown) => (typeof value === "string" && value ? scrub(value) : null);

const newestFirst = (a: TRecentError, b: TRecentError) => b.time.localeCompare(a.time);

/**
 * A pino destination for the error level and above, parsed from the already-redacted JSON lines, so what it shows
 * passed the same redaction as the log files. Entries go to the database once one is attached (the system-health feature), so the
 * system-health page of any instance lists the errors of all of them (docs/decisions/023); until then, or while the
 * database refuses them, the newest wait here and are written with the next entry or the next listing.
 */
export class RecentErrors {
  private pending: TRecentError[] = [];
  private db: TDb | null = null;
  private writing: Promise<void> | null = null;

  attach(db: TDb) {
    this.db = db;
    void this.flush();
  }

  write(line: string) {
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      const err = entry.err as { type?: unknown; message?: unknown } | undefined;
      const errorText = err ? text(`${typeof err.type === "string" ? `${err.type}: ` : ""}${String(err.message ?? "")}`) : null;
      this.pending.push({
        level: Number(entry.level) >= 60 ? "fatal" : "error",
        time: new Date(typeof entry.time === "number" ? entry.time : Date.now()).toISOString(),
        message: text(entry.msg) ?? "",
        error: errorText,
        requestId: text(entry.reqId),
        route: text(entry.route),
        job: text(entry.job),
      });
      if (this.pending.length > RECENT_ERRORS_KEPT) this.pending.shift();
    } catch {
      // Not a JSON line (cannot happen with pino's own output): nothing to keep.
      return;
    }
    void this.flush();
  }

  /** Writes the waiting entries, one batch at a time; a refused batch waits for the next try (never logged: it would loop). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
    const db = this.db;
    if (!db || this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    this.writing = insertRecentErrors(db, batch, RECENT_ERRORS_KEPT)
      .catch(() => {
        this.pending = [...batch, ...this.pending].slice(-RECENT_ERRORS_KEPT);
      })
      .finally(() => {
        this.writing = null;
      });
    await this.writing;
  }

  /** Newest first: the shared list, with whatever could not be written yet. */
  async list(): Promise<TRecentError[]> {
    await this.flush();
    const stored = this.db ? await listRecentErrors(this.db, RECENT_ERRORS_KEPT).catch(() => []) : [];
    return [...[...this.pending].reverse(), ...stored].sort(newestFirst).slice(0, RECENT_ERRORS_KEPT);
  }
}
