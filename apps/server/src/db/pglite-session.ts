import type { THost, TReply } from "./pglite-host";
import { decodeRows, valueParsers, type TField, type TParsers, type TQueryResult } from "./pglite-rows";

export type TConnection = {
  query: (sql: string, params?: unknown[], options?: { rowMode?: "array" | "object" }) => Promise<TQueryResult>;
  exec: (sql: string) => Promise<TQueryResult[]>;
};
type TWaiter = { resolve: (value: unknown) => void; reject: (error: Error) => void; rowMode?: "array" | "object" };

/** Statement texts numbered per thread; SQL built per call (an IN list of varying length) stops being numbered here. */
const MAX_TEXTS = 2_000;

/** A PostgreSQL error from the thread, with its code, constraint and detail, as PGlite would throw it. */
function rebuildError(fields: TReply["error"] & {}): Error {
  return Object.assign(new Error(fields.message), fields);
}

/**
 * Why a call failed without reaching the database, with the SQLSTATE PostgreSQL would use (connection
 * failure, or statement cancelled), so the API answers 503 as it does for a lost PostgreSQL session.
 */
export function unavailable(message: string, code: "08006" | "57014", cause?: unknown): Error {
  return Object.assign(new Error(message, { cause }), { code });
}

/**
 * One worker thread (or process) running PGlite and the calls waiting on it. Once dead (exited, crashed,
 * or hung past the statement timeout) every waiting and later call fails at once.
 */
export class ThreadSession implements TConnection {
  readonly ready: Promise<void>;
  readonly exited: Promise<void>;
  dead: Error | null = null;
  private readonly pending = new Map<number, TWaiter>();
  private opening: TWaiter | null = null;
  private nextId = 1;
  /** When the thread last answered, or was given work while idle. */
  private lastProgressAt = 0;
  private watchdog: NodeJS.Timeout | undefined;
  /** How the thread's types are parsed, from its ready message; the columns of each prepared statement, from its first answer. */
  private parsers: TParsers = {};
  private readonly statementFields = new Map<string, TField[]>();
  private readonly textIds = new Map<string, number>();

  constructor(
    readonly host: THost,
    private readonly statementTimeoutMs: number,
    private readonly onDeath: (session: ThreadSession, error: Error) => void,
  ) {
    this.ready = new Promise<void>((resolve, reject) => {
      this.opening = { resolve: () => resolve(), reject };
    });
    this.exited = new Promise<void>((resolve) => host.onExit(() => resolve()));
    host.onMessage((reply) => this.answer(reply));
    host.onError((error) => this.die(unavailable(`The embedded database's thread failed: ${error.message}`, "08006", error)));
    host.onExit((code) => this.die(unavailable(`The embedded database's thread stopped (exit code ${code})`, "08006")));
  }

  private answer(reply: TReply) {
    if (reply.id === 0) {
      const opening = this.opening;
      this.opening = null;
      if (reply.error) {
        opening?.reject(rebuildError(reply.error));
        void this.host.terminate();
      } else {
        if (reply.types) this.parsers = valueParsers(reply.types);
        opening?.resolve(undefined);
      }
      return;
    }
    const waiter = this.pending.get(reply.id);
    if (!waiter) return;
    this.pending.delete(reply.id);
    this.lastProgressAt = performance.now();
    if (reply.error) waiter.reject(rebuildError(reply.error));
    else if (reply.raw) waiter.resolve(this.rows(reply as TReply & { raw: Uint8Array; statement: string }, waiter.rowMode ?? "object"));
    else waiter.resolve(reply.result);
  }

  /** A prepared SELECT's answer, decoded here from the bytes the thread handed over. */
  private rows(reply: TReply & { raw: Uint8Array; statement: string }, rowMode: "array" | "object") {
    if (reply.fields) this.statementFields.set(reply.statement, reply.fields);
    return decodeRows(reply.raw, this.statementFields.get(reply.statement) ?? [], this.parsers, rowMode);
  }

  call<T>(message: Record<string, unknown>, rowMode?: "array" | "object"): Promise<T> {
    if (this.dead) return Promise.reject(unavailable("The embedded database's thread is not running", "08006", this.dead));
    const id = this.nextId++;
    if (this.pending.size === 0) this.lastProgressAt = performance.now();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, rowMode });
      this.host.post({ ...message, id });
      this.armWatchdog();
    });
  }

  /** A statement's text crosses to the thread once, with a number; after that only the number does (decision 026). */
  query(sql: string, params: unknown[] = [], options: { rowMode?: "array" | "object" } = {}) {
    const rowMode = options.rowMode ?? "object";
    const textId = this.textIds.get(sql);
    if (textId !== undefined) return this.call<TQueryResult>({ op: "query", textId, params, rowMode }, rowMode);
    if (this.textIds.size >= MAX_TEXTS) return this.call<TQueryResult>({ op: "query", sql, params, rowMode }, rowMode);
    this.textIds.set(sql, this.textIds.size + 1);
    return this.call<TQueryResult>({ op: "query", sql, textId: this.textIds.size, params, rowMode }, rowMode);
  }

  exec(sql: string) {
    return this.call<TQueryResult[]>({ op: "exec", sql });
  }

  /** The thread answers in order, so no answer for a whole timeout while work waits means one statement ran that long. */
  private armWatchdog() {
    if (this.watchdog || this.dead) return;
    const wait = Math.max(0, this.statementTimeoutMs - (performance.now() - this.lastProgressAt));
    this.watchdog = setTimeout(() => {
      this.watchdog = undefined;
      if (this.pending.size === 0 || this.dead) return;
      if (performance.now() - this.lastProgressAt >= this.statementTimeoutMs) {
        this.kill(unavailable(`The embedded database did not answer within ${this.statementTimeoutMs} ms`, "57014"));
      } else this.armWatchdog();
    }, wait);
    this.watchdog.unref();
  }

  /** Ends the thread; its calls fail with error. */
  kill(error: Error) {
    this.die(error);
    void this.host.terminate();
  }

  private die(error: Error) {
    if (this.dead) return;
    this.dead = error;
    clearTimeout(this.watchdog);
    this.opening?.reject(error);
    this.opening = null;
    for (const waiter of this.pending.values()) waiter.reject(error);
    this.pending.clear();
    this.onDeath(this, error);
  }

  async close() {
    if (!this.dead) await this.call({ op: "close" }).catch(() => undefined);
    this.dead ??= unavailable("The embedded database is closed", "08006");
    await this.host.terminate();
  }
}
