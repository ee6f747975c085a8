import { z } from "zod";
import { MEAL_SLOTS, type TMealSlot } from "../calc/meal-slots";

/** Messaging channels a user can link to the assistant (issue 17). */
export const ZChannelName = z.enum(["whatsapp", "telegram"]);
export type TChannelName = z.infer<typeof ZChannelName>;

export const ZChannelStatus = z.object({
  /** The server has this channel configured. */
  enabled: z.boolean(),
  linked: z.boolean(),
  /** The linked WhatsApp number (digits) or Telegram chat id. */
  externalId: z.string().nullable(),
  linkedAt: z.string().nullable(),
  /** WhatsApp: the business number users write to (digits with country code), when the server knows it. */
  address: z.string().nullable(),
});
export type TChannelStatus = z.infer<typeof ZChannelStatus>;

export const ZChannelsStatus = z.object({ whatsapp: ZChannelStatus, telegram: ZChannelStatus });
export type TChannelsStatus = z.infer<typeof ZChannelsStatus>;

export const ZChannelParams = z.object({ channel: ZChannelName }).strict();

export const ZWhatsAppLinkResponse = z.object({
  /** Ten digits the user sends to the NutriGuia WhatsApp number; single use, dead after 5 wrong guesses. */
  code: z.string(),
  expiresAt: z.string(),
  /** The business number (digits) and `https://wa.me/<number>?text=<code>`, when the server knows the number. */
  number: z.string().nullable(),
  url: z.string().nullable(),
});
export type TWhatsAppLinkResponse = z.infer<typeof ZWhatsAppLinkResponse>;

export const ZTelegramLinkResponse = z.object({ url: z.string(), expiresAt: z.string() });
export type TTelegramLinkResponse = z.infer<typeof ZTelegramLinkResponse>;

/** "HH:MM", 24-hour, São Paulo time. */
export const ZClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use o formato HH:MM, por exemplo 12:30.");

/** Meal reminders and the weekly summary in WhatsApp/Telegram (issue 31); only linked channels can be chosen. */
export const ZReminderSettings = z
  .object({
    channels: z.object({ whatsapp: z.boolean(), telegram: z.boolean() }).strict(),
    /** The time of each meal's reminder, sent only when that meal has nothing logged yet; null = no reminder. */
    slots: z.object(Object.fromEntries(MEAL_SLOTS.map((slot) => [slot, ZClockTime.nullable()])) as Record<TMealSlot, z.ZodNullable<typeof ZClockTime>>).strict(),
    /** Sunday evening: days logged, averages against the goals, weight trend, best day, one suggestion. */
    weeklySummary: z.boolean(),
    /** Nothing is sent from `start` to `end` (may cross midnight); null = no quiet hours. */
    quietHours: z.object({ start: ZClockTime, end: ZClockTime }).strict().nullable(),
  })
  .strict();
export type TReminderSettings = z.infer<typeof ZReminderSettings>;

export const ZReminderSend = z.object({
  channel: ZChannelName,
  /** A meal slot, or WEEKLY_SUMMARY. */
  kind: z.enum([...MEAL_SLOTS, "WEEKLY_SUMMARY"]),
  day: z.string(),
  status: z.enum(["PENDING", "SENT", "FAILED"]),
  at: z.string(),
});
export type TReminderSend = z.infer<typeof ZReminderSend>;

export const ZRemindersResponse = ZReminderSettings.extend({
  /** When the weekly summary goes out (Sunday, São Paulo). */
  weeklySummaryTime: ZClockTime,
  /** The latest sends, newest first. */
  sends: z.array(ZReminderSend),
});
export type TRemindersResponse = z.infer<typeof ZRemindersResponse>;
