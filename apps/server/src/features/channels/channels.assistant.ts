import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/app-error";
import { createChatService, type TChatChannel } from "../chat";
import { CHANNEL_TEXTS, mealCard, parseButton } from "./channels.replies";
import { stopReminders } from "./reminders/reminders.service";
import { isStopRequest, STOP_PAYLOAD, stoppedText } from "./reminders/reminders.texts";

export type TChannelInput =
  | { kind: "text"; text: string }
  | { kind: "image"; data: Buffer; caption: string }
  | { kind: "audio"; data: Buffer }
  | { kind: "button"; data: string };

/** What a channel sends back: text, and the calculation the buttons act on when a meal was analysed. */
export type TChannelAnswer = { text: string; calculationId: string | null };

/** Every channel message goes through the web chat's public entry points: same limits, safety and diary. */
export function createChannelAssistant(app: FastifyInstance) {
  const chat = createChatService(app);
  const publicUrl = app.config.PUBLIC_URL.replace(/\/+$/, "");

  async function answer(userId: string, channel: Exclude<TChatChannel, "WEB">, input: TChannelInput): Promise<TChannelAnswer> {
    if ((input.kind === "button" && input.data === STOP_PAYLOAD) || (input.kind === "text" && isStopRequest(input.text))) {
      await stopReminders(app, userId, channel);
      return { text: stoppedText(publicUrl), calculationId: null };
    }
    if (input.kind === "button") {
      const button = parseButton(input.data);
      if (!button) return { text: CHANNEL_TEXTS.unsupported, calculationId: null };
      if (button.action === "site") return { text: CHANNEL_TEXTS.seeOnSite(publicUrl), calculationId: null };
      const result = await chat.confirmFood(userId, button.calculationId, button.action === "confirm");
      return { text: result.message, calculationId: null };
    }
    const reply =
      input.kind === "text"
        ? await chat.sendMessage(userId, input.text, undefined, channel)
        : input.kind === "image"
          ? await chat.sendImage(userId, input.data, input.caption, channel)
          : await chat.sendAudio(userId, input.data, channel);
    if (reply.calculation) return { text: mealCard(reply.calculation), calculationId: reply.calculation.id };
    return { text: reply.message ?? CHANNEL_TEXTS.failed, calculationId: null };
  }

  return {
    /** Refusals (plan limits, premium features, bad media) become the answer's text; anything else is rethrown. */
    async respond(userId: string, channel: Exclude<TChatChannel, "WEB">, input: TChannelInput): Promise<TChannelAnswer> {
      try {
        return await answer(userId, channel, input);
      } catch (error) {
        if (error instanceof AppError && error.status < 500) return { text: error.message, calculationId: null };
        throw error;
      }
    },
    publicUrl,
  };
}
