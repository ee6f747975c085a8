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
type TQuery = (...args: unknown[]) => unknown;

/** Per pooled connection: the error that broke it, and how to hand the current checkout back with it. */
type TGuard = { broken: Error | null; discard: ((error: Error) => void) | null };
const guards = new WeakMap<pg.PoolClient, TGuard>();

/**
 * Wraps a new pooled connection's `query` once, for its whole life: a connection whose query fails
 * with a lost session is marked broken, the checkout holding it hands it back with that error (the pool
 * then drops it), and every later query on it fails fast with the same error. Wrapping per checkout
 * instead would nest one wrapper per transaction until the stack overflows.
 */
function guardConnection(client: pg.PoolClient) {
  if (guards.has(client)) return;
  const guard: TGuard = { broken: null, discard: null };
  guards.set(client, guard);
  const query = client.query.bind(client) as TQuery;
  client.query = ((...args: unknown[]) => {
    if (guard.broken) {
      const callback = args[args.length - 1];
      if (typeof callback !== "function") return Promise.reject(guard.broken);
      process.nextTick(callback, guard.broken);
      return undefined;
    }
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) {
        guard.broken ??= error as Error;
        guard.discard?.(guard.broken);
      }
      throw error;
    });
  }) as typeof client.query;
}

/**
 * Arms one checkout: it is released once, with the connection's error if it broke meanwhile, so a
 * transaction (whose BEGIN or ROLLBACK may be the failing query) never hangs, never returns a broken
 * connection to the pool and never leaks one. pg-pool gives every checkout a fresh `release`, so this
 * wrapper replaces the last one instead of nesting in it.
 */
function armCheckout(client: TReleasable): pg.PoolClient {
  guardConnection(client);
  const guard = guards.get(client)!;
  const release = client.release;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    guard.discard = null;
    release(guard.broken ?? error);
  };
  guard.discard = releaseOnce;
  client.release = releaseOnce;
  return client;
}

/** The node-postgres pool with errors of checked-out clients handled and broken clients discarded. */
export class ResilientPool extends pg.Pool {
  constructor(config: pg.PoolConfig, onError: (error: Error) => void) {
    super(config);
    this.on("error", onError);
    this.on("connect", (client) => {
      // A client in use emits 'error' when its connection drops; unhandled, that would end the process.
      client.on("error", onError);
      guardConnection(client);
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void) {
    if (callback) return super.connect(callback);
    return super.connect().then((client) => armCheckout(client as TReleasable));
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
