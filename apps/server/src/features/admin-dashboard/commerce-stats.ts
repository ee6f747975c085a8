import { avg, gt } from "drizzle-orm";
import type { TDb } from "../../db/client";
import { feedback } from "../../db/schema";
import { billingStats } from "../billing";

export type TCommerceStats = { totalOrders: number; pendingOrders: number; totalRevenue: number; averageRating: number };

/** Orders and revenue from billing; the average of the star ratings users gave (feedback without stars left out). */
export async function loadCommerceStats(db: TDb): Promise<TCommerceStats> {
  const [billing, [rating]] = await Promise.all([
    billingStats(db),
    db.select({ value: avg(feedback.rating) }).from(feedback).where(gt(feedback.rating, 0)),
  ]);
  return { ...billing, averageRating: Math.round(Number(rating?.value ?? 0) * 10) / 10 };
}
