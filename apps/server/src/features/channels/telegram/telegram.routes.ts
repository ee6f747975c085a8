import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Update } from "grammy/types";
import { AppError } from "../../../lib/app-error";
import { channelFlags } from "../../../shared/site-settings";
import { createBackgroundTasks } from "../channels.outbound";
import * as repo from "../channels.repository";
import type { TTelegramBot } from "./telegram.bot";

function sameSecret(expected: string, given: unknown) {
  if (typeof given !== "string") return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function updateType(update: Update) {
  return Object.keys(update).find((k) => k !== "update_id") ?? "unknown";
}

/** The Bot API webhook: secret header checked, each update_id handled once, in the background. */
export default async function telegramWebhookRoutes(app: FastifyInstance, { telegram }: { telegram: TTelegramBot | null }) {
  const options = app.config.telegram;
  const tasks = createBackgroundTasks((error) => app.log.error({ err: error }, "telegram background task failed"));
  app.addHook("onClose", async () => tasks.drain());

  app.post("/webhooks/telegram", { config: { access: "public" as const } }, async (request, reply) => {
    if (!options || !telegram) throw new AppError("NOT_FOUND");
    if (!sameSecret(options.webhookSecret, request.headers["x-telegram-bot-api-secret-token"])) {
      throw new AppError("UNAUTHORIZED", "Segredo do webhook inválido.");
    }
    const update = request.body as Update | null;
    if (!update || typeof update !== "object" || !Number.isSafeInteger(update.update_id)) throw new AppError("VALIDATION_ERROR");
    const eventId = String(update.update_id);
    if (!(await repo.recordEvent(app.db, "telegram", eventId, updateType(update)))) return reply.send({ success: true });
    // Turned off by an admin: Telegram still gets its 200 (or it would redeliver), the update is kept as ignored.
    if (!(await channelFlags(app.db)).telegram) {
      await repo.finishEvent(app.db, "telegram", eventId, { status: "IGNORED", error: repo.CHANNEL_DISABLED });
    } else {
      tasks.run(async () => {
        try {
          await telegram.init();
          await telegram.bot.handleUpdate(update);
          await repo.finishEvent(app.db, "telegram", eventId, { status: "PROCESSED" });
        } catch (error) {
          await repo.finishEvent(app.db, "telegram", eventId, { status: "FAILED", error: (error as Error).name });
        }
      });
    }
    return reply.send({ success: true });
  });
}
