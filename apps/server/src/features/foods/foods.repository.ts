import type { TDb } from "../../db/client";
import { packagedFoods, type TPackagedFoodRow } from "../../db/schema";

export type TNewPackagedFood = typeof packagedFoods.$inferInsert;

/** Keeps a product unless one with its barcode is already there (two scans at once); null when it was. */
export async function insertPackagedFood(db: TDb, values: TNewPackagedFood): Promise<TPackagedFoodRow | null> {
  const [row] = await db.insert(packagedFoods).values(values).onConflictDoNothing({ target: packagedFoods.barcode }).returning();
  return row ?? null;
}
