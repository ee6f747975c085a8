import type { TDb } from "./client";

const MAX_ENTRIES = 5_000;

/** A plain read; anything else (writes, locks, sequences, DDL) counts as a write. */
const READ_ONLY = /^\s*select\s(?![\s\S]*\b(?:nextval|setval|for\s+update|for\s+share|pg_advisory)\b)/i;
/** Appends to the record tables (access logs, AI metrics, visitor events) that no remembered read looks at. */
const RECORD_ONLY = /^\s*insert\s+into\s+"?(?:access_logs|ai_metrics|visitor_events)"?[\s(]/i;

/** Whether a statement may change what a remembered read answered. */
export function mayChangeReads(sql: string): boolean {
  return !READ_ONLY.test(sql) && !RECORD_ONLY.test(sql);
}

/**
 * Answers of a few hot reads (the signed-in user with their profile, the chat history), remembered
 * until the next write. Every statement of this process that may change data forgets everything, when
 * it is issued and again when it ends (a read that ran meanwhile is not kept). Writes by other
 * processes (PostgreSQL with several instances) arrive as notifications from the tables' triggers;
 * while that channel is down nothing is remembered.
 */
export class ReadCache {
  private generation = 0;
  private suspended = false;
  private readonly entries = new Map<string, { generation: number; value: unknown }>();

  /** Data may have changed: nothing read before may be answered again. */
  forget() {
    this.generation += 1;
    this.entries.clear();
  }

  /** Writes elsewhere can no longer be heard: answer every read from the database. */
  suspend() {
    this.suspended = true;
    this.forget();
  }

  resume() {
    this.forget();
    this.suspended = false;
  }

  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.suspended) return load();
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation) return hit.value as T;
    const generation = this.generation;
    const value = await load();
    // A write issued while this read ran may or may not be in it: such an answer is not kept.
    if (generation === this.generation && !this.suspended) {
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
