import { count, eq, sql } from "drizzle-orm";
import type { TBillingStats } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { billingOrders, payments } from "../../db/schema";

/** 001 §3 dashboard stats from orders and payments: revenue is completed payments, in BRL. */
export async function billingStats(db: TDb): Promise<TBillingStats> {
  const [[orders], [pending], [revenue]] = await Promise.all([
    db.select({ n: count() }).from(billingOrders),
    db.select({ n: count() }).from(billingOrders).where(eq(billingOrders.status, "PENDING")),
    db.select({ cents: sql<string>`COALESCE(SUM(${payments.amountCents}), 0)` }).from(payments).where(eq(payments.status, "COMPLETED")),
  ]);
  return { totalOrders: orders?.n ?? 0, pendingOrders: pending?.n ?? 0, totalRevenue: Number(revenue?.cents ?? 0) / 100 };
}
