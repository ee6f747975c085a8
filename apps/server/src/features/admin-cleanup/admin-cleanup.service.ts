import { CLEANUP_DEFAULTS, type TCleanupResult, type TCleanupTarget, type TCleanupUnit } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { countOlderThan, deleteOlderThan } from "./admin-cleanup.repository";

const UNIT_MS: Record<TCleanupUnit, number> = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 };

export type TCleanupInput = { target: TCleanupTarget; timeValue?: number; timeUnit?: TCleanupUnit; dryRun: boolean };

/** 001 §5/§9: an empty value falls back to the target's default (and so does its unit). */
export function thresholdFor(input: Pick<TCleanupInput, "target" | "timeValue" | "timeUnit">, now = Date.now()): Date {
  const fallback = CLEANUP_DEFAULTS[input.target];
  const value = input.timeValue ?? fallback.value;
  const unit = input.timeUnit ?? fallback.unit;
  return new Date(now - value * UNIT_MS[unit]);
}

export async function runCleanup(db: TDb, input: TCleanupInput): Promise<TCleanupResult> {
  const before = thresholdFor(input);
  const deletedCount = input.dryRun ? await countOlderThan(db, input.target, before) : await deleteOlderThan(db, input.target, before);
  return { deletedCount, dryRun: input.dryRun };
}
