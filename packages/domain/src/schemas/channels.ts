import { z } from "zod";

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
