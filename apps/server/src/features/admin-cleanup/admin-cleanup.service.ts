import type { TCleanupResult, TCleanupTarget, TCleanupUnit } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { countOlderThan, deleteOlderThan, thresholdFor } from "../../shared/retention/data-cleanup";

export type TCleanupInput = { target: TCleanupTarget; timeValue?: number; timeUnit?: TCleanupUnit; dryRun: boolean };

export async function runCleanup(db: TDb, input: TCleanupInput, now: Date): Promise<TCleanupResult> {
  const before = thresholdFor(input, now.getTime());
  const deletedCount = input.dryRun ? await countOlderThan(db, input.target, before) : await deleteOlderThan(db, input.target, before);
  return { deletedCount, dryRun: input.dryRun };
}
