import pg from "pg";

/** Defaults for DATABASE_CONNECT_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
/** SQLSTATE of a lost or refused session: class 08, shutdowns, too many connections, statement time-out. */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1-4]|53300|57014)$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|Query read timeout|timeout exceeded when trying to connect|not queryable|Connection ended|connection failure|terminating connection/i;

/** True when the database could not be reached or dropped the session: the request may succeed later (503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === "string" && (NETWORK_CODES.has(e.code) || UNAVAILABLE_SQLSTATES.test(e.code))) return true;
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}

type TReleasable = pg.PoolClient & { release: (error?: Error | boolean) => void };

/**
 * A checked-out client whose connection fails is removed from the pool at once and every later query
 * on it fails fast with the same error, so a transaction (whose BEGIN or ROLLBACK may be the failing
 * query) never hangs, never returns a broken connection to the pool and never leaks one.
 */
function guard(client: TReleasable): pg.PoolClient {
  const release = client.release.bind(client);
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let broken: Error | null = null;
  let released = false;
  const discard = (error: Error) => {
    broken ??= error;
    if (released) return;
    released = true;
    release(error);
  };
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    release(broken ?? error);
  };
  client.query = ((...args: unknown[]) => {
    if (broken) return Promise.reject(broken);
    if (typeof args[args.length - 1] === "function") return query(...args);
    return query(...args).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) discard(error as Error);
      throw error;
    });
  }) as typeof client.query;
  return client;
}

/** The node-postgres pool with errors of checked-out clients handled and broken clients discarded. */
export class ResilientPool extends pg.Pool {
  constructor(config: pg.PoolConfig, onError: (error: Error) => void) {
    super(config);
    this.on("error", onError);
    // A client in use emits 'error' when its connection drops; unhandled, that would end the process.
    this.on("connect", (client) => client.on("error", onError));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void) {
    if (callback) return super.connect(callback);
    return super.connect().then((client) => guard(client as TReleasable));
  }
}

export function poolConfig(url: string, timeouts: { connectMs: number; statementMs: number }, max: number): pg.PoolConfig {
  return {
    connectionString: url,
    max,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    // A hung network is noticed on the client side too, a little after the server would have cancelled.
    query_timeout: timeouts.statementMs + 1_000,
    idle_in_transaction_session_timeout: timeouts.statementMs * 2,
    keepAlive: true,
  };
}
