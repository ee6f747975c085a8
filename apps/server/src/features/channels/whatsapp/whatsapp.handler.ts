import type { FastifyInstance } from "fastify";
import { CHAT_MESSAGE_MAX_LENGTH } from "@nutriguia/domain";
import type { TWhatsAppOptions } from "../../../config";
import { createChannelAssistant, type TChannelInput } from "../channels.assistant";
import { BUTTONS, CHANNEL_TEXTS, linkCodeIn } from "../channels.replies";
import * as repo from "../channels.repository";
import { linkWithCode } from "../channels.service";
import { createWhatsAppClient } from "./whatsapp.client";
import type { TWhatsAppMessage } from "./whatsapp.payload";

/** Handles one inbound WhatsApp message (already recorded once in channel_webhook_events). */
export function createWhatsAppHandler(app: FastifyInstance, options: TWhatsAppOptions) {
  const client = createWhatsAppClient(options);
  const assistant = createChannelAssistant(app);

  async function inputOf(message: TWhatsAppMessage): Promise<TChannelInput | null> {
    if (message.type === "text" && message.text) {
      const text = message.text.body.trim().slice(0, CHAT_MESSAGE_MAX_LENGTH);
      return text ? { kind: "text", text } : null;
    }
    if (message.type === "image" && message.image) {
      return { kind: "image", data: await client.downloadMedia(message.image.id), caption: (message.image.caption ?? "").trim().slice(0, 2000) };
    }
    if (message.type === "audio" && message.audio) return { kind: "audio", data: await client.downloadMedia(message.audio.id) };
    if (message.type === "interactive" && message.interactive?.button_reply) return { kind: "button", data: message.interactive.button_reply.id };
    if (message.type === "button" && message.button) return { kind: "button", data: message.button.payload };
    return null;
  }

  /** Unknown senders get the sign-up answer, or are linked when they send a live code; nothing else is stored. */
  async function fromUnknown(message: TWhatsAppMessage, receivedAt: Date) {
    const code = message.type === "text" && message.text ? linkCodeIn(message.text.body) : null;
    if (!code) {
      await client.reply(message.from, receivedAt, CHANNEL_TEXTS.unknownSender(assistant.publicUrl));
      return { status: "IGNORED" as const, userId: null };
    }
    const { userId, throttled } = await linkWithCode(app, "WHATSAPP", code, message.from);
    await client.reply(message.from, receivedAt, userId ? CHANNEL_TEXTS.linked : throttled ? CHANNEL_TEXTS.tooManyAttempts : CHANNEL_TEXTS.invalidCode);
    return { status: userId ? ("PROCESSED" as const) : ("IGNORED" as const), userId };
  }

  return async function handle(message: TWhatsAppMessage) {
    const receivedAt = new Date();
    try {
      const link = await repo.findLink(app.db, "WHATSAPP", message.from);
      if (!link) return await repo.finishEvent(app.db, "whatsapp", message.id, await fromUnknown(message, receivedAt));
      await repo.touchLink(app.db, link.id, receivedAt);
      const input = await inputOf(message);
      if (!input) {
        await client.reply(message.from, receivedAt, CHANNEL_TEXTS.unsupported);
        return await repo.finishEvent(app.db, "whatsapp", message.id, { status: "IGNORED", userId: link.userId });
      }
      const answer = await assistant.respond(link.userId, "WHATSAPP", input);
      const buttons = answer.calculationId
        ? [
            { id: `confirm:${answer.calculationId}`, title: BUTTONS.confirm },
            { id: `discard:${answer.calculationId}`, title: BUTTONS.discard },
            { id: `site:${answer.calculationId}`, title: BUTTONS.site },
          ]
        : [];
      await client.reply(message.from, receivedAt, answer.text, buttons);
      await repo.finishEvent(app.db, "whatsapp", message.id, { status: "PROCESSED", userId: link.userId });
    } catch (error) {
      await repo.finishEvent(app.db, "whatsapp", message.id, { status: "FAILED", error: (error as Error).message.slice(0, 500) });
      await client.reply(message.from, receivedAt, CHANNEL_TEXTS.failed).catch(() => undefined);
    }
  };
}
