import { createHash, randomBytes, randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { TChannelName, TChannelsStatus, TTelegramLinkResponse, TWhatsAppLinkResponse } from "@nutriguia/domain";
import type { TChannel } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { channelFlags } from "../../shared/site-settings";
import * as repo from "./channels.repository";

export const LINK_CODE_TTL_MS = 15 * 60_000;

export const CHANNEL_OF: Record<TChannelName, TChannel> = { whatsapp: "WHATSAPP", telegram: "TELEGRAM" };

export function hashLinkCode(channel: TChannel, code: string) {
  return createHash("sha256").update(`${channel}:${code}`).digest("hex");
}

/** Linking a user to a WhatsApp number or a Telegram chat with a single-use secret. */
export function createChannelsService(app: FastifyInstance, telegramBotUsername: () => Promise<string>) {
  const { db } = app;
  const configured = { whatsapp: Boolean(app.config.whatsapp), telegram: Boolean(app.config.telegram) };

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
    await repo.saveCode(db, userId, channel, hashLinkCode(channel, code), expiresAt);
    return expiresAt;
  }

  return {
    async status(userId: string): Promise<TChannelsStatus> {
      const [links, enabled] = await Promise.all([repo.linksOf(db, userId), enabledChannels()]);
      const view = (name: TChannelName) => {
        const link = links.find((l) => l.channel === CHANNEL_OF[name]);
        return { enabled: enabled[name], linked: Boolean(link), externalId: link?.externalId ?? null, linkedAt: link?.linkedAt.toISOString() ?? null };
      };
      return { whatsapp: view("whatsapp"), telegram: view("telegram") };
    },

    async whatsappCode(userId: string): Promise<TWhatsAppLinkResponse> {
      await requireEnabled("whatsapp");
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const expiresAt = await issue(userId, "WHATSAPP", code);
      return { code, expiresAt: expiresAt.toISOString() };
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

/** Consumes a code received on a channel and links the sender; the linked user's id, or null. */
export async function linkWithCode(app: FastifyInstance, channel: TChannel, code: string, externalId: string) {
  const now = new Date();
  const userId = await repo.consumeCode(app.db, channel, hashLinkCode(channel, code), now);
  if (!userId) return null;
  await repo.saveLink(app.db, userId, channel, externalId, now);
  return userId;
}
