import pg from "pg";
import { mayChangeReads, type ReadCache } from "./read-cache";

/** The channel the tables' triggers notify (migration 0900). */
export const READS_CHANGED_CHANNEL = "nutriguia_reads_changed";
const RECONNECT_MS = 1_000;

type TQuery = (...args: unknown[]) => unknown;

/** Every statement of this process that may change data forgets the remembered reads, when issued and when done. */
export function forgetOnWrites(pool: pg.Pool, cache: ReadCache) {
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as TQuery;
    (client as unknown as { query: TQuery }).query = (...args: unknown[]) => {
      const [config] = args;
      const text = typeof config === "string" ? config : (config as { text?: unknown } | undefined)?.text;
      if (typeof text === "string" && !mayChangeReads(text)) return query(...args);
      cache.forget();
      const result = query(...args);
      if (result instanceof Promise) result.then(() => cache.forget(), () => cache.forget());
      return result;
    };
  });
}

/**
 * Writes by other instances arrive as notifications. While the listening connection is down the cache
 * answers nothing from memory, and the connection is retried every second until close.
 */
export function listenForWrites(url: string, cache: ReadCache, onError: (error: Error) => void) {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  // One report per outage, not one per retry.
  let reported = false;

  const connect = async () => {
    const listener = new pg.Client({ connectionString: url, keepAlive: true });
    const lost = (error?: Error) => {
      if (client !== listener) return;
      client = null;
      cache.suspend();
      if (error && !reported) onError(error);
      reported = true;
      listener.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
    };
    listener.on("error", lost);
    listener.on("end", () => lost());
    listener.on("notification", () => cache.forget());
    client = listener;
    try {
      await listener.connect();
      await listener.query(`LISTEN ${READS_CHANGED_CHANNEL}`);
      if (client !== listener) return;
      reported = false;
      cache.resume();
    } catch (error) {
      lost(error as Error);
    }
  };

  cache.suspend();
  void connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const listener = client;
      client = null;
      await listener?.end().catch(() => undefined);
    },
  };
}
