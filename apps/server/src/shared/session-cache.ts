import type { TDb } from "../db/client";

/**
 * What a request's token is checked against: the user's roles and current token version; and the last day the
 * account was active, so most requests know without a write that today is already recorded (shared/last-activity.ts).
 */
export type TLiveUser = { id: string; roles: string[]; tokenVersion: number; lastActiveAt: Date };

/**
 * Token checks remembered for SESSION_CACHE_MS per database, so a signed-in user's requests skip the
 * users read that only confirms nothing changed (docs/decisions/020-serving-performance.md).
 * Every write that revokes sessions or removes a user calls forgetSession, so this process sees the
 * change at once; another instance sharing the database sees it within SESSION_CACHE_MS.
 */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

type TEntry = { user: TLiveUser; until: number };
/** Entries, and a counter of forgets: a read that started before a forget is not remembered. */
type TCache = Map<string, TEntry> & { forgets?: number };
const caches = new WeakMap<TDb, TCache>();

function cacheOf(db: TDb): TCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** Taken before reading the user; rememberSession ignores the read if a session was forgotten since. */
export function sessionEpoch(db: TDb): number {
  return cacheOf(db).forgets ?? 0;
}

export function cachedSession(db: TDb, userId: string): TLiveUser | null {
  const entry = cacheOf(db).get(userId);
  if (!entry) return null;
  if (entry.until > Date.now()) return entry.user;
  cacheOf(db).delete(userId);
  return null;
}

export function rememberSession(db: TDb, user: TLiveUser, epoch: number) {
  const cache = cacheOf(db);
  if ((cache.forgets ?? 0) !== epoch) return;
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(user.id, { user, until: Date.now() + SESSION_CACHE_MS });
}

export function forgetSession(db: TDb, userId: string) {
  const cache = cacheOf(db);
  cache.forgets = (cache.forgets ?? 0) + 1;
  cache.delete(userId);
}
