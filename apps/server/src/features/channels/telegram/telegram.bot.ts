import type { FastifyInstance } from "fastify";
import type { Context } from "grammy";
import { CHAT_MESSAGE_MAX_LENGTH } from "@nutriguia/domain";
import type { TTelegramOptions } from "../../../config";
import { createChannelAssistant, type TChannelInput } from "../channels.assistant";
import { fetchWithRetry } from "../channels.outbound";
import { BUTTONS, CHANNEL_TEXTS } from "../channels.replies";
import * as repo from "../channels.repository";
import { linkWithCode } from "../channels.service";

/** The Telegram bot on grammY: `/start <token>` links the chat; text, photo, voice and audio go to the assistant. */
export async function createTelegramBot(app: FastifyInstance, options: TTelegramOptions) {
  // Imported here, not at the top: an install without Telegram never loads grammY.
  const { Bot, InlineKeyboard } = await import("grammy");
  const bot = new Bot(options.botToken, { client: { apiRoot: options.apiUrl, timeoutSeconds: options.timeoutSeconds } });
  const assistant = createChannelAssistant(app);
  let ready: Promise<void> | null = null;

  /** getFile, then the download from the file URL (it carries the bot token, so it is never logged). */
  async function download(fileId: string): Promise<Buffer> {
    const file = await bot.api.getFile(fileId);
    if (!file.file_path) throw new Error("Telegram file without path");
    const response = await fetchWithRetry(`${options.apiUrl}/file/bot${options.botToken}/${file.file_path}`, {}, "Telegram file download");
    return Buffer.from(await response.arrayBuffer());
  }

  async function inputOf(ctx: Context): Promise<TChannelInput | null> {
    const message = ctx.message;
    if (!message) return null;
    if (message.text) {
      const text = message.text.trim().slice(0, CHAT_MESSAGE_MAX_LENGTH);
      return text ? { kind: "text", text } : null;
    }
    const largest = message.photo?.at(-1);
    if (largest) return { kind: "image", data: await download(largest.file_id), caption: (message.caption ?? "").trim().slice(0, 2000) };
    const audio = message.voice ?? message.audio;
    if (audio) return { kind: "audio", data: await download(audio.file_id) };
    return null;
  }

  async function linkedUser(ctx: Context) {
    const link = ctx.chat ? await repo.findLink(app.db, "TELEGRAM", String(ctx.chat.id)) : null;
    if (link) await repo.touchLink(app.db, link.id, new Date());
    return link?.userId ?? null;
  }

  bot.command("start", async (ctx) => {
    const token = ctx.match.trim();
    const outcome = token && token.length <= 64 ? await linkWithCode(app, "TELEGRAM", token, String(ctx.chat.id)) : null;
    if (outcome?.userId) return void (await ctx.reply(CHANNEL_TEXTS.linked));
    if (await linkedUser(ctx)) return void (await ctx.reply(CHANNEL_TEXTS.linked));
    if (outcome?.throttled) return void (await ctx.reply(CHANNEL_TEXTS.tooManyAttempts));
    await ctx.reply(token ? CHANNEL_TEXTS.invalidCode : CHANNEL_TEXTS.unknownSender(assistant.publicUrl));
  });

  bot.on("callback_query:data", async (ctx) => {
    await ctx.answerCallbackQuery();
    const userId = await linkedUser(ctx);
    if (!userId) return void (await ctx.reply(CHANNEL_TEXTS.unknownSender(assistant.publicUrl)));
    const answer = await assistant.respond(userId, "TELEGRAM", { kind: "button", data: ctx.callbackQuery.data });
    await ctx.reply(answer.text);
  });

  bot.on("message", async (ctx) => {
    const userId = await linkedUser(ctx);
    if (!userId) return void (await ctx.reply(CHANNEL_TEXTS.unknownSender(assistant.publicUrl)));
    const input = await inputOf(ctx);
    if (!input) return void (await ctx.reply(CHANNEL_TEXTS.unsupported));
    const answer = await assistant.respond(userId, "TELEGRAM", input);
    if (!answer.calculationId) return void (await ctx.reply(answer.text));
    const keyboard = new InlineKeyboard()
      .text(BUTTONS.confirm, `confirm:${answer.calculationId}`)
      .text(BUTTONS.discard, `discard:${answer.calculationId}`)
      .row()
      .url(BUTTONS.site, `${assistant.publicUrl}/calorie-dashboard`);
    await ctx.reply(answer.text, { reply_markup: keyboard });
  });

  return {
    bot,
    /**
     * getMe once (grammY needs the bot's identity before handling updates). One call bounded by the client's
     * timeout, not `bot.init()`, which retries a silent API forever (decision 213).
     */
    init() {
      ready ??= bot.api.getMe().then((me) => {
        bot.botInfo = me;
      }).catch((error: unknown) => {
        ready = null;
        throw error;
      });
      return ready;
    },
  };
}

export type TTelegramBot = Awaited<ReturnType<typeof createTelegramBot>>;
