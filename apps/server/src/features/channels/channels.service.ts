import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { TChannelName, TChannelsStatus, TTelegramLinkResponse, TWhatsAppLinkResponse } from "@nutriguia/domain";
import type { TChannel } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { channelFlags } from "../../shared/site-settings";
import * as repo from "./channels.repository";

export const LINK_CODE_TTL_MS = 15 * 60_000;
/** Wrong guesses a code survives, and wrong codes one sender may send per window (docs/decisions/011). */
export const LINK_MAX_FAILED_ATTEMPTS = 5;
export const LINK_SENDER_WINDOW_SECONDS = 15 * 60;
export const WHATSAPP_CODE_DIGITS = 10;
/** The first characters of a code name it (stored in clear); the rest is the secret. */
const TAG_LENGTH = 4;

export const CHANNEL_OF: Record<TChannelName, TChannel> = { whatsapp: "WHATSAPP", telegram: "TELEGRAM" };

/** Keyed with the server secret and bound to the channel: a WhatsApp code is no Telegram token, and a leaked table reveals no code. */
export function hashLinkCode(secret: string, channel: TChannel, code: string) {
  return createHmac("sha256", secret).update(`link:${channel}:${code}`).digest("hex");
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Linking a user to a WhatsApp number or a Telegram chat with a single-use secret. */
export function createChannelsService(app: FastifyInstance, telegramBotUsername: () => Promise<string>) {
  const { db } = app;
  const configured = { whatsapp: Boolean(app.config.whatsapp), telegram: Boolean(app.config.telegram) };
  const whatsappNumber = app.config.whatsapp?.number ?? null;

  /** A channel is offered when the server has it configured and the admin has not turned it off. */
  async function enabledChannels(): Promise<Record<TChannelName, boolean>> {
    const flags = await channelFlags(db);
    return { whatsapp: configured.whatsapp && flags.whatsapp, telegram: configured.telegram && flags.telegram };
  }

  async function requireEnabled(channel: TChannelName) {
    if (!(await enabledChannels())[channel]) throw new AppError("NOT_FOUND", "Este canal não está disponível no momento.");
  }

  async function issue(userId: string, channel: TChannel, code: string) {
    const expiresAt = new Date(Date.now() + LINK_CODE_TTL_MS);
    await repo.saveCode(db, userId, channel, { tag: code.slice(0, TAG_LENGTH), hash: hashLinkCode(app.serverSecret, channel, code) }, expiresAt);
    return expiresAt;
  }

  return {
    async status(userId: string): Promise<TChannelsStatus> {
      const [links, enabled] = await Promise.all([repo.linksOf(db, userId), enabledChannels()]);
      const view = (name: TChannelName) => {
        const link = links.find((l) => l.channel === CHANNEL_OF[name]);
        return {
          enabled: enabled[name],
          linked: Boolean(link),
          externalId: link?.externalId ?? null,
          linkedAt: link?.linkedAt.toISOString() ?? null,
          address: name === "whatsapp" ? whatsappNumber : null,
        };
      };
      return { whatsapp: view("whatsapp"), telegram: view("telegram") };
    },

    async whatsappCode(userId: string): Promise<TWhatsAppLinkResponse> {
      await requireEnabled("whatsapp");
      const code = Array.from({ length: WHATSAPP_CODE_DIGITS }, () => randomInt(0, 10)).join("");
      const expiresAt = await issue(userId, "WHATSAPP", code);
      const url = whatsappNumber ? `https://wa.me/${whatsappNumber}?text=${code}` : null;
      return { code, expiresAt: expiresAt.toISOString(), number: whatsappNumber, url };
    },

    async telegramLink(userId: string): Promise<TTelegramLinkResponse> {
      await requireEnabled("telegram");
      const token = randomBytes(32).toString("base64url");
      const expiresAt = await issue(userId, "TELEGRAM", token);
      return { url: `https://t.me/${await telegramBotUsername()}?start=${token}`, expiresAt: expiresAt.toISOString() };
    },

    unlink: (userId: string, channel: TChannelName) => repo.deleteLink(db, userId, CHANNEL_OF[channel]),
  };
}

/**
 * Consumes a code received on a channel and links the sender. A sender with 5 wrong codes in 15 minutes is not
 * heard until the window passes (`throttled`), whatever code it sends next.
 */
export async function linkWithCode(app: FastifyInstance, channel: TChannel, code: string, externalId: string): Promise<{ userId: string | null; throttled: boolean }> {
  const senderKey = `channel-link:${channel}:${externalId}`;
  if ((await app.rateLimiter.count(senderKey)) >= LINK_MAX_FAILED_ATTEMPTS) return { userId: null, throttled: true };
  const now = new Date();
  const userId = await repo.consumeCode(
    app.db,
    channel,
    { tag: code.slice(0, TAG_LENGTH), hash: hashLinkCode(app.serverSecret, channel, code), maxFailed: LINK_MAX_FAILED_ATTEMPTS, matches: sameHash },
    now,
  );
  if (!userId) {
    await app.rateLimiter.record(senderKey, LINK_SENDER_WINDOW_SECONDS);
    return { userId: null, throttled: false };
  }
  await repo.saveLink(app.db, userId, channel, externalId, now);
  return { userId, throttled: false };
}
