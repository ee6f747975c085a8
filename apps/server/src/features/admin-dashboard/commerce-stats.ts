import type { TDb } from "../../db/client";

export type TCommerceStats = { totalOrders: number; pendingOrders: number; totalRevenue: number; averageRating: number };

/**
 * Orders, payments and feedback stats. Their tables arrive with the billing and community
 * features; until they are merged this returns zeros, and the merge replaces the body with real counts.
 */
export async function loadCommerceStats(_db: TDb): Promise<TCommerceStats> {
  return { totalOrders: 0, pendingOrders: 0, totalRevenue: 0, averageRating: 0 };
}
