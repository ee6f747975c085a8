import { Worker } from "node:worker_threads";

type TQueryResult = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
type TReply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };
type TConnection = {
  query: (sql: string, params?: unknown[], options?: { rowMode?: "array" | "object" }) => Promise<TQueryResult>;
  exec: (sql: string) => Promise<TQueryResult[]>;
};

/** A PostgreSQL error from the thread, with its code, constraint and detail, as PGlite would throw it. */
function rebuildError(fields: TReply["error"] & {}): Error {
  return Object.assign(new Error(fields.message), fields);
}

/**
 * PGlite running on a worker thread (pglite-worker.mjs), with the client surface drizzle-orm's PGlite
 * driver uses: query, exec and transaction. PGlite has one session, so statements run one at a time in
 * arrival order; a transaction holds the session from BEGIN to COMMIT or ROLLBACK.
 */
export class PGliteThread implements TConnection {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();
  /** Transactions (and what waits behind them) queued or running; while none is, statements go straight to the thread. */
  private exclusiveTasks = 0;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on("message", (reply: TReply) => {
      const waiter = this.pending.get(reply.id);
      if (!waiter) return;
      this.pending.delete(reply.id);
      if (reply.error) waiter.reject(rebuildError(reply.error));
      else waiter.resolve(reply.result);
    });
    worker.on("error", (error: Error) => {
      for (const waiter of this.pending.values()) waiter.reject(error);
      this.pending.clear();
    });
  }

  /** Starts the thread and waits until the database is open (dir undefined: in memory). */
  static async open(dir: string | undefined): Promise<PGliteThread> {
    const worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), { workerData: { dir } });
    const thread = new PGliteThread(worker);
    await new Promise((resolve, reject) => thread.pending.set(0, { resolve, reject }));
    return thread;
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
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

  private direct: TConnection = {
    query: (sql, params = [], options = {}) => this.call({ op: "query", sql, params, rowMode: options.rowMode ?? "object" }),
    exec: (sql) => this.call({ op: "exec", sql }),
  };

  /**
   * Outside transactions statements are sent without waiting for the previous answer: the thread runs
   * them in arrival order, so it never idles while a reply crosses back. Behind a transaction they wait.
   */
  query(sql: string, params: unknown[] = [], options: { rowMode?: "array" | "object" } = {}) {
    if (this.exclusiveTasks === 0) return this.direct.query(sql, params, options);
    return this.exclusive(() => this.direct.query(sql, params, options));
  }

  exec(sql: string) {
    if (this.exclusiveTasks === 0) return this.direct.exec(sql);
    return this.exclusive(() => this.direct.exec(sql));
  }

  transaction<T>(callback: (tx: TConnection) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      await this.direct.exec("BEGIN");
      try {
        const result = await callback(this.direct);
        await this.direct.exec("COMMIT");
        return result;
      } catch (error) {
        await this.direct.exec("ROLLBACK");
        throw error;
      }
    });
  }

  async close() {
    await this.exclusive(() => this.call({ op: "close" }));
    await this.worker.terminate();
  }
}
