import { desc, lte, sql } from "drizzle-orm";
import type { TRecentError } from "@nutriguia/domain";
import type { TDb } from "../db/client";
import { recentErrors } from "../db/schema";

/** Appends the entries (oldest first) and keeps only the newest `kept` rows, whichever instance wrote them. */
export async function insertRecentErrors(db: TDb, entries: TRecentError[], kept: number): Promise<void> {
  await db.insert(recentErrors).values(
    entries.map((e) => ({ level: e.level, loggedAt: new Date(e.time), message: e.message, error: e.error, requestId: e.requestId, route: e.route, job: e.job })),
  );
  const cutoff = db.select({ id: recentErrors.id }).from(recentErrors).orderBy(desc(recentErrors.id)).offset(kept).limit(1);
  await db.delete(recentErrors).where(lte(recentErrors.id, sql`(${cutoff})`));
}

/** Newest first. */
export async function listRecentErrors(db: TDb, limit: number): Promise<TRecentError[]> {
  const rows = await db.select().from(recentErrors).orderBy(desc(recentErrors.loggedAt), desc(recentErrors.id)).limit(limit);
  return rows.map((r) => ({ level: r.level, time: r.loggedAt.toISOString(), message: r.message, error: r.error, requestId: r.requestId, route: r.route, job: r.job }));
}
