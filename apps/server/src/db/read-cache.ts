import type { TDb } from "./client";

const MAX_ENTRIES = 5_000;

/**
 * Answers of a few hot reads (the signed-in user with their profile, the chat history), remembered
 * until the next write. Only for the embedded database: one process owns it and every statement goes
 * through its thread, so any statement that is not a plain SELECT forgets everything at once. With
 * PostgreSQL other instances write too, and nothing is remembered.
 */
export class ReadCache {
  private generation = 0;
  private readonly entries = new Map<string, { generation: number; value: unknown }>();

  /** A write was issued: nothing read before it may be answered again. */
  forget() {
    this.generation += 1;
    this.entries.clear();
  }

  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation) return hit.value as T;
    const generation = this.generation;
    const value = await load();
    // A write issued while this read ran may or may not be in it: such an answer is not kept.
    if (generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { generation, value: deepFreeze(value) });
    }
    return value;
  }
}

/** Shared answers must not be changed by one reader under another. */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
  return value;
}

const caches = new WeakMap<TDb, ReadCache>();

export function attachReadCache(db: TDb, cache: ReadCache) {
  caches.set(db, cache);
}

/** The remembered answer for key on this database, or load's (a transaction or PostgreSQL always loads). */
export function readThrough<T>(db: TDb, key: string, load: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.read(key, load) : load();
}
