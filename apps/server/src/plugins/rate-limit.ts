import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";

export type TRateLimiter = {
  /** Counts one event for key; throws RATE_LIMITED once more than `limit` happened in the window. */
  hit: (key: string, limit: number, windowSeconds: number) => Promise<void>;
  /** Throws RATE_LIMITED if key already reached `limit` in its window, without counting. */
  check: (key: string, limit: number) => Promise<void>;
  /** Counts one event without refusing (e.g. a failed login); returns the count in the window. */
  record: (key: string, windowSeconds: number) => Promise<number>;
  /** The events counted so far in key's window. */
  count: (key: string) => Promise<number>;
  reset: (key: string) => Promise<void>;
};

declare module "fastify" {
  interface FastifyInstance {
    rateLimiter: TRateLimiter;
  }
}

type TCounterStore = {
  increment: (key: string, windowSeconds: number) => Promise<number>;
  get: (key: string) => Promise<number>;
  delete: (key: string) => Promise<void>;
  close: () => Promise<void>;
};

/** Keys the in-process store holds at most; past it the least recently counted key goes first (issue 29). */
export const MEMORY_STORE_MAX_KEYS = 100_000;
const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window counters in a Map kept in write order: a key counted again moves to the end, expired keys are swept
 * every minute (so memory returns once windows end), and past `maxKeys` the oldest entries are dropped, so a client
 * inventing keys (new addresses) cannot grow the process without bound.
 */
export function memoryStore(options: { maxKeys?: number; now?: () => number } = {}): TCounterStore & { size: () => number; sweep: () => void } {
  const maxKeys = options.maxKeys ?? MEMORY_STORE_MAX_KEYS;
  const now = options.now ?? (() => Date.now());
  const counters = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.resetAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  };
  let sweptAt = 0;
  const sweep = () => {
    const at = now();
    sweptAt = at;
    for (const [key, entry] of counters) if (entry.resetAt <= at) counters.delete(key);
  };
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return {
    increment: async (key, windowSeconds) => {
      const entry = live(key) ?? { count: 0, resetAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      counters.delete(key);
      counters.set(key, entry);
      // A full sweep at most once a second; otherwise the oldest entries make room.
      if (counters.size > maxKeys && now() - sweptAt >= 1000) sweep();
      while (counters.size > maxKeys) counters.delete(counters.keys().next().value!);
      return entry.count;
    },
    get: async (key) => live(key)?.count ?? 0,
    delete: async (key) => {
      counters.delete(key);
    },
    close: async () => {
      clearInterval(timer);
      counters.clear();
    },
    size: () => counters.size,
    sweep,
  };
}

/** ioredis is loaded only when configured: it holds about 25 MB that a single instance never needs. */
async function redisStore(url: string): Promise<TCounterStore> {
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const prefixed = (key: string) => `nutriguia:rl:${key}`;
  return {
    increment: async (key, windowSeconds) => {
      const results = await redis.multi().incr(prefixed(key)).expire(prefixed(key), windowSeconds, "NX").exec();
      return Number(results?.[0]?.[1] ?? 0);
    },
    get: async (key) => Number((await redis.get(prefixed(key))) ?? 0),
    delete: async (key) => {
      await redis.del(prefixed(key));
    },
    close: async () => {
      await redis.quit();
    },
  };
}

/** Fixed-window counters, in process by default or shared through Redis when several instances run. */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance, opts: { redisUrl?: string }) {
    const store = opts.redisUrl ? await redisStore(opts.redisUrl) : memoryStore();
    const limiter: TRateLimiter = {
      hit: async (key, limit, windowSeconds) => {
        if ((await store.increment(key, windowSeconds)) > limit) throw new AppError("RATE_LIMITED");
      },
      check: async (key, limit) => {
        if ((await store.get(key)) >= limit) throw new AppError("RATE_LIMITED");
      },
      record: (key, windowSeconds) => store.increment(key, windowSeconds),
      count: (key) => store.get(key),
      reset: store.delete,
    };
    app.decorate("rateLimiter", limiter);
    app.addHook("onClose", store.close);
  },
  { name: "rate-limit" },
);
