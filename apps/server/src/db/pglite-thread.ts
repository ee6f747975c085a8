import type { Worker } from "node:worker_threads";
import { DEFAULT_STATEMENT_TIMEOUT_MS } from "./faults";
import { pgliteArtifacts, startProcessHost, startThreadHost, type TPgliteArtifacts } from "./pglite-host";
import { ThreadSession, unavailable, type TConnection } from "./pglite-session";

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
