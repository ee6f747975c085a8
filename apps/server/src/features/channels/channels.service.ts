import { createHash, randomBytes, randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { TChannelName, TChannelsStatus, TTelegramLinkResponse, TWhatsAppLinkResponse } from "@nutriguia/domain";
import type { TChannel } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import * as repo from "./channels.repository";

export const LINK_CODE_TTL_MS = 15 * 60_000;

export const CHANNEL_OF: Record<TChannelName, TChannel> = { whatsapp: "WHATSAPP", telegram: "TELEGRAM" };

export function hashLinkCode(channel: TChannel, code: string) {
  return createHash("sha256").update(`${channel}:${code}`).digest("hex");
}

/** Linking a user to a WhatsApp number or a Telegram chat with a single-use secret. */
export function createChannelsService(app: FastifyInstance, telegramBotUsername: () => Promise<string>) {
  const { db } = app;
  const enabled = { whatsapp: Boolean(app.config.whatsapp), telegram: Boolean(app.config.telegram) };

  function requireEnabled(channel: TChannelName) {
    if (!enabled[channel]) throw new AppError("NOT_FOUND", "Este canal não está disponível no momento.");
  }

  async function issue(userId: string, channel: TChannel, code: string) {
    const expiresAt = new Date(Date.now() + LINK_CODE_TTL_MS);
    await repo.saveCode(db, userId, channel, hashLinkCode(channel, code), expiresAt);
    return expiresAt;
  }

  return {
    async status(userId: string): Promise<TChannelsStatus> {
      const links = await repo.linksOf(db, userId);
      const view = (name: TChannelName) => {
        const link = links.find((l) => l.channel === CHANNEL_OF[name]);
        return { enabled: enabled[name], linked: Boolean(link), externalId: link?.externalId ?? null, linkedAt: link?.linkedAt.toISOString() ?? null };
      };
      return { whatsapp: view("whatsapp"), telegram: view("telegram") };
    },

    async whatsappCode(userId: string): Promise<TWhatsAppLinkResponse> {
      requireEnabled("whatsapp");
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const expiresAt = await issue(userId, "WHATSAPP", code);
      return { code, expiresAt: expiresAt.toISOString() };
    },

    async telegramLink(userId: string): Promise<TTelegramLinkResponse> {
      requireEnabled("telegram");
      const token = randomBytes(32).toString("base64url");
      const expiresAt = await issue(userId, "TELEGRAM", token);
      return { url: `https://t.me/${await telegramBotUsername()}?start=${token}`, expiresAt: expiresAt.toISOString() };
    },

    unlink: (userId: string, channel: TChannelName) => repo.deleteLink(db, userId, CHANNEL_OF[channel]),
  };
}

/** Consumes a code received on a channel and links the sender; the linked user's id, or null. */
export async function linkWithCode(app: FastifyInstance, channel: TChannel, code: string, externalId: string) {
  const now = new Date();
  const userId = await repo.consumeCode(app.db, channel, hashLinkCode(channel, code), now);
  if (!userId) return null;
  await repo.saveLink(app.db, userId, channel, externalId, now);
  return userId;
}
