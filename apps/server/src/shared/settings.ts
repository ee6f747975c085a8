import { eq } from "drizzle-orm";
import type { TLegalVersions } from "@nutriguia/domain";
import type { TDb } from "../db/client";
import type { TQ } from "../db/transaction";
import { settings } from "../db/schema";
import type { TConfig } from "../config";

export async function readSetting(db: TQ, key: string): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

/** The one way to change a setting (an upsert), so a cache in front of readSetting has a single place to invalidate. */
export async function writeSetting(db: TDb, key: string, value: string): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

export const LEGAL_VERSION_KEYS = { privacyPolicyVersion: "privacyPolicyVersion", termsVersion: "termsVersion" } as const;

/** Current legal document versions: the admin's setting, else the configured default ("1.0"). */
export async function currentLegalVersions(db: TDb, config: TConfig): Promise<TLegalVersions> {
  const [privacy, terms] = await Promise.all([
    readSetting(db, LEGAL_VERSION_KEYS.privacyPolicyVersion),
    readSetting(db, LEGAL_VERSION_KEYS.termsVersion),
  ]);
  return {
    privacyPolicyVersion: privacy ?? config.PRIVACY_POLICY_VERSION,
    termsVersion: terms ?? config.TERMS_VERSION,
  };
}
