import type { TDashboardStats } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { countActiveUsers, countUserMessages, countUsers, dailyCounts } from "./admin-dashboard.repository";
import { loadCommerceStats } from "./commerce-stats";

export const ACTIVE_WINDOW_DAYS = 30;
export const TREND_DAYS = 30;
const DAY_MS = 86_400_000;

export async function loadDashboardStats(db: TDb, now = new Date()): Promise<TDashboardStats> {
  const since = new Date(now.getTime() - ACTIVE_WINDOW_DAYS * DAY_MS);
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const trendStart = new Date(todayStart - (TREND_DAYS - 1) * DAY_MS);
  const [totalUsers, activeUsers, totalMessages, commerce, daily] = await Promise.all([
    countUsers(db),
    countActiveUsers(db, since),
    countUserMessages(db),
    loadCommerceStats(db),
    dailyCounts(db, trendStart),
  ]);
  const trend = Array.from({ length: TREND_DAYS }, (_, i) => {
    const day = new Date(trendStart.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { day, users: daily.signups.get(day) ?? 0, messages: daily.messages.get(day) ?? 0 };
  });
  return { totalUsers, activeUsers, totalMessages, ...commerce, trend };
}
