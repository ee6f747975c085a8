import { ZChannelFlags, ZSiteContact, type TChannelFlags, type TSiteContact } from "@nutriguia/domain";
import type { TDb } from "../db/client";
import type { TQ } from "../db/transaction";
import { readSetting } from "./settings";

export const SITE_CONTACT_KEY = "site.contact";
export const CHANNEL_FLAGS_KEY = "channels.enabled";

/** What the contact page showed before it became a setting. */
export const DEFAULT_SITE_CONTACT: TSiteContact = { email: "contato@nutriguia.com.br", phone: "(11) 4000-0000", city: "São Paulo - SP" };
/** A configured channel is on until an admin turns it off. */
export const DEFAULT_CHANNEL_FLAGS: TChannelFlags = { whatsapp: true, telegram: true };

/** A JSON setting parsed with its schema; a missing or unreadable value falls back to the default. */
async function readJsonSetting<T>(db: TQ, key: string, parse: (value: unknown) => { success: true; data: T } | { success: false }, fallback: T): Promise<T> {
  const raw = await readSetting(db, key);
  if (raw === null) return fallback;
  try {
    const parsed = parse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

export const siteContact = (db: TDb) => readJsonSetting(db, SITE_CONTACT_KEY, (v) => ZSiteContact.safeParse(v), DEFAULT_SITE_CONTACT);

export const channelFlags = (db: TQ) => readJsonSetting(db, CHANNEL_FLAGS_KEY, (v) => ZChannelFlags.safeParse(v), DEFAULT_CHANNEL_FLAGS);
