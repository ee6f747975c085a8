import type { Worker } from "node:worker_threads";
import { DEFAULT_STATEMENT_TIMEOUT_MS } from "./faults";
import { pgliteArtifacts, startProcessHost, startThreadHost, type THost, type TPgliteArtifacts, type TReply } from "./pglite-host";
import { decodeRows, valueParsers, type TField, type TParsers, type TQueryResult } from "./pglite-rows";

type TConnection = {
  query: (sql: string, params?: unknown[], options?: { rowMode?: "array" | "object" }) => Promise<TQueryResult>;
  exec: (sql: string) => Promise<TQueryResult[]>;
};
type TWaiter = { resolve: (value: unknown) => void; reject: (error: Error) => void; rowMode?: "array" | "object" };

export type TThreadOptions = {
  /** A statement the thread has not answered within this time ends the thread (PGlite cannot cancel one). */
  statementTimeoutMs?: number;
  /** The thread stopped, hung or could not be started again: reported, never fatal. */
  onError?: (error: Error) => void;
  /**
   * Run PGlite in a child process instead of a thread (a one-off instance whose memory must leave with
   * it, such as the one that creates and migrates a new data folder). It is not restarted.
   */
  separateProcess?: boolean;
  /** In memory only: start from this data folder, as PGlite's dumpDataDir() wrote it, instead of an empty one. */
  loadDataDir?: Uint8Array;
};

/** Restarts after deaths within a minute of each other wait longer and longer: a crash at open must not spin. */
const RESTART_DELAYS_MS = [0, 1_000, 5_000, 30_000];
const RESTART_WINDOW_MS = 60_000;
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
function unavailable(message: string, code: "08006" | "57014", cause?: unknown): Error {
  return Object.assign(new Error(message, { cause }), { code });
}

/**
 * One worker thread (or process) running PGlite and the calls waiting on it. Once dead (exited, crashed,
 * or hung past the statement timeout) every waiting and later call fails at once.
 */
class ThreadSession implements TConnection {
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

/**
 * PGlite running on a worker thread (pglite-worker.mjs), with the client surface drizzle-orm's PGlite
 * driver uses: query, exec and transaction. PGlite has one session, so statements run one at a time in
 * arrival order; a transaction holds the session from BEGIN to COMMIT or ROLLBACK.
 *
 * When the thread exits, crashes or hangs past the statement timeout, every waiting call fails as
 * unavailable (503), calls fail at once until a new thread has opened the same data folder, and then
 * it serves again. An in-memory database (tests) went with its thread: it stays unavailable.
 */
export class PGliteThread implements TConnection {
  private session: ThreadSession;
  private closed = false;
  private restartTimer: NodeJS.Timeout | undefined;
  private starting: ThreadSession | null = null;
  private deaths: number[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  /** Transactions (and what waits behind them) queued or running; while none is, statements go straight to the thread. */
  private exclusiveTasks = 0;
  private readonly statementTimeoutMs: number;
  private readonly onError: (error: Error) => void;

  private readonly separateProcess: boolean;
  private readonly loadDataDir: Uint8Array | undefined;

  private constructor(
    private readonly dir: string | undefined,
    options: TThreadOptions,
    private readonly prebuilt: TPgliteArtifacts | undefined,
  ) {
    this.statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    this.onError = options.onError ?? (() => {});
    this.separateProcess = options.separateProcess === true && dir !== undefined;
    this.loadDataDir = dir === undefined ? options.loadDataDir : undefined;
    this.session = this.startSession();
  }

  /** Starts the thread and waits until the database is open (dir undefined: in memory). */
  static async open(dir: string | undefined, options: TThreadOptions = {}): Promise<PGliteThread> {
    // In memory (tests open many): the compiled WebAssembly is shared by every such thread of the process.
    const thread = new PGliteThread(dir, options, dir === undefined ? await pgliteArtifacts() : undefined);
    try {
      await thread.session.ready;
    } catch (error) {
      thread.closed = true;
      await thread.session.close();
      throw error;
    }
    return thread;
  }

  /** The thread serving now (diagnostics and tests); none in a separate process. */
  get worker(): Worker | undefined {
    return this.session.host.worker;
  }

  private startSession(): ThreadSession {
    const host = this.separateProcess && this.dir !== undefined ? startProcessHost(this.dir) : startThreadHost(this.dir, this.loadDataDir, this.prebuilt);
    return new ThreadSession(host, this.statementTimeoutMs, (session, error) => this.lost(session, error));
  }

  private lost(session: ThreadSession, error: Error) {
    if (this.closed || (session !== this.session && session !== this.starting)) return;
    if (session === this.starting) this.starting = null;
    this.onError(error);
    if (this.dir === undefined || this.separateProcess || this.restartTimer) return;
    const now = performance.now();
    this.deaths = [...this.deaths.filter((at) => now - at < RESTART_WINDOW_MS), now];
    const delay = RESTART_DELAYS_MS[Math.min(this.deaths.length, RESTART_DELAYS_MS.length) - 1] ?? 0;
    this.restartTimer = setTimeout(() => void this.restart(session), delay);
    this.restartTimer.unref();
  }

  /** Opens the data folder on a new thread once the dead one has exited; until it is open, calls keep failing fast. */
  private async restart(dead: ThreadSession) {
    await dead.exited;
    this.restartTimer = undefined;
    if (this.closed) return;
    const next = this.startSession();
    this.starting = next;
    // A thread that fails to open exits, and lost() schedules the next attempt.
    if (!(await next.ready.then(() => true, () => false))) return;
    this.starting = null;
    if (this.closed) {
      await next.close();
      return;
    }
    this.session = next;
  }

  /** Runs task alone on the session, after everything queued before it. */
  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    this.exclusiveTasks += 1;
    const run = this.queue.then(task, task).finally(() => {
      this.exclusiveTasks -= 1;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Outside transactions statements are sent without waiting for the previous answer: the thread runs
   * them in arrival order, so it never idles while a reply crosses back. Behind a transaction they wait.
   */
  query(sql: string, params: unknown[] = [], options: { rowMode?: "array" | "object" } = {}) {
    if (this.exclusiveTasks === 0) return this.session.query(sql, params, options);
    return this.exclusive(() => this.session.query(sql, params, options));
  }

  exec(sql: string) {
    if (this.exclusiveTasks === 0) return this.session.exec(sql);
    return this.exclusive(() => this.session.exec(sql));
  }

  /** A transaction stays on the thread it began on: if that thread dies, its remaining statements fail. */
  transaction<T>(callback: (tx: TConnection) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      const session = this.session;
      await session.exec("BEGIN");
      try {
        const result = await callback(session);
        await session.exec("COMMIT");
        return result;
      } catch (error) {
        await session.exec("ROLLBACK").catch((rollbackError: Error) => {
          // A live session that cannot roll back would run later statements inside this transaction.
          if (!session.dead) session.kill(unavailable("The embedded database could not roll back", "08006", rollbackError));
        });
        throw error;
      }
    });
  }

  async close() {
    this.closed = true;
    clearTimeout(this.restartTimer);
    await this.starting?.close();
    await this.exclusive(() => this.session.close());
  }
}
