import { z } from "zod";
import type { TDashboardStats } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { countActiveUsers, countUserMessages, countUsers, dailyCounts, readSnapshot, saveSnapshot } from "./admin-dashboard.repository";
import { loadCommerceStats } from "./commerce-stats";

export const ACTIVE_WINDOW_DAYS = 30;
export const TREND_DAYS = 30;
/** The admin-stats job's period (docs/decisions/022). */
export const SNAPSHOT_EVERY_SECONDS = 300;
/** A snapshot older than this (no scheduler running) is computed again by the request that finds it. */
const STALE_AFTER_MS = 3 * SNAPSHOT_EVERY_SECONDS * 1000;
const DAY_MS = 86_400_000;

const ZDayCount = z.object({ users: z.number().int(), messages: z.number().int() });
/** What the scans found, as of the snapshot's time; a request adds what was written since. */
const ZSnapshot = z.object({
  activeUsers: z.number().int(),
  totalMessages: z.number().int(),
  commerce: z.object({ totalOrders: z.number().int(), pendingOrders: z.number().int(), totalRevenue: z.number(), averageRating: z.number() }),
  days: z.record(z.string(), ZDayCount),
});
type TSnapshot = z.infer<typeof ZSnapshot>;

const trendStartOf = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (TREND_DAYS - 1) * DAY_MS);

/** The scans, once: run by the admin-stats job, or by a request that finds no recent snapshot. */
export async function computeSnapshot(db: TDb, now: Date): Promise<TSnapshot> {
  const [activeUsers, totalMessages, commerce, days] = await Promise.all([
    countActiveUsers(db, new Date(now.getTime() - ACTIVE_WINDOW_DAYS * DAY_MS)),
    countUserMessages(db, now),
    loadCommerceStats(db),
    dailyCounts(db, trendStartOf(now), now),
  ]);
  const snapshot = { activeUsers, totalMessages, commerce, days };
  await saveSnapshot(db, now, snapshot);
  return snapshot;
}

/** One computation at a time per database handle: requests that find the snapshot stale together wait for the same one. */
const computing = new WeakMap<TDb, Promise<{ computedAt: Date; stats: TSnapshot }>>();

async function recentSnapshot(db: TDb, now: Date): Promise<{ computedAt: Date; stats: TSnapshot }> {
  const row = await readSnapshot(db);
  const parsed = row ? ZSnapshot.safeParse(row.stats) : null;
  if (row && parsed?.success && now.getTime() - row.computedAt.getTime() <= STALE_AFTER_MS) return { computedAt: row.computedAt, stats: parsed.data };
  const running = computing.get(db);
  if (running) return running;
  const work = computeSnapshot(db, now)
    .then((stats) => ({ computedAt: now, stats }))
    .finally(() => computing.delete(db));
  computing.set(db, work);
  return work;
}

/**
 * 001 §3 dashboard stats without a scan per request: the snapshot's figures, plus the sign-ups and user messages
 * written since it (index range reads), plus the trigger-kept user count.
 */
export async function loadDashboardStats(db: TDb, now = new Date()): Promise<TDashboardStats> {
  const snapshot = await recentSnapshot(db, now);
  const [totalUsers, since] = await Promise.all([countUsers(db), dailyCounts(db, snapshot.computedAt)]);
  const { stats } = snapshot;
  const newMessages = Object.values(since).reduce((sum, d) => sum + d.messages, 0);
  const trendStart = trendStartOf(now);
  const trend = Array.from({ length: TREND_DAYS }, (_, i) => {
    const day = new Date(trendStart.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    const before = stats.days[day];
    const after = since[day];
    return { day, users: (before?.users ?? 0) + (after?.users ?? 0), messages: (before?.messages ?? 0) + (after?.messages ?? 0) };
  });
  return { totalUsers, activeUsers: stats.activeUsers, totalMessages: stats.totalMessages + newMessages, ...stats.commerce, trend };
}
