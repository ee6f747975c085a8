import { and, eq } from "drizzle-orm";
import type { TDb } from "../db/client";
import { waterIntake } from "../db/schema";

/** Millilitres of water logged on a day (0 when nothing was logged). */
export async function waterOn(db: TDb, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ ml: waterIntake.ml })
    .from(waterIntake)
    .where(and(eq(waterIntake.userId, userId), eq(waterIntake.day, day)));
  return row?.ml ?? 0;
}
