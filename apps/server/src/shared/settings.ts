import { eq } from "drizzle-orm";
import type { TLegalVersions } from "@nutriguia/domain";
import type { TDb } from "../db/client";
import { settings } from "../db/schema";
import type { TConfig } from "../config";

export async function readSetting(db: TDb, key: string): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

/** Current legal document versions: the admin's setting, else the configured default ("1.0"). */
export async function currentLegalVersions(db: TDb, config: TConfig): Promise<TLegalVersions> {
  const [privacy, terms] = await Promise.all([
    readSetting(db, "privacyPolicyVersion"),
    readSetting(db, "termsVersion"),
  ]);
  return {
    privacyPolicyVersion: privacy ?? config.PRIVACY_POLICY_VERSION,
    termsVersion: terms ?? config.TERMS_VERSION,
  };
}
