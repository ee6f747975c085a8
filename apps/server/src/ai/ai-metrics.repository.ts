import type { TDb } from "../db/client";
import { aiMetrics, type TNewAiMetric } from "../db/schema";

export async function insertAiMetric(db: TDb, metric: TNewAiMetric) {
  await db.insert(aiMetrics).values(metric);
}
