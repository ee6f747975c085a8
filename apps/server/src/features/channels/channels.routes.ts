import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZChannelParams, ZChannelsStatus, ZSuccess, ZTelegramLinkResponse, ZWhatsAppLinkResponse } from "@nutriguia/domain";
import { AppError } from "../../lib/app-error";
import { createChannelsService } from "./channels.service";
import { registerChannelReminders } from "./reminders/reminders.job";
import remindersRoutes from "./reminders/reminders.routes";
import { createTelegramBot } from "./telegram/telegram.bot";
import telegramWebhookRoutes from "./telegram/telegram.routes";
import { createWhatsAppClient } from "./whatsapp/whatsapp.client";
import whatsappWebhookRoutes from "./whatsapp/whatsapp.routes";

/** Linking API for signed-in users, the WhatsApp and Telegram webhooks (issue 17), reminders and weekly summaries (issue 31). */
export default async function channelsRoutes(app: FastifyInstance) {
  const telegram = app.config.telegram ? await createTelegramBot(app, app.config.telegram) : null;
  const service = createChannelsService(app, async () => {
    if (!telegram) throw new AppError("NOT_FOUND");
    try {
      await telegram.init();
    } catch (error) {
      // A silent or failing API is said plainly within the timeout, never a spinner.
      app.log.warn({ reason: (error as Error).message }, "Telegram getMe failed");
      throw new AppError("TELEGRAM_UNAVAILABLE");
    }
    return telegram.bot.botInfo.username;
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = { preHandler: app.authenticate, config: { access: "user" as const } };

  r.get("/channels", { ...user, schema: { response: { 200: ZChannelsStatus } } }, async (request) => service.status(request.auth.userId));

  r.post("/channels/whatsapp/link", { ...user, schema: { response: { 200: ZWhatsAppLinkResponse } } }, async (request) =>
    service.whatsappCode(request.auth.userId),
  );

  r.post("/channels/telegram/link", { ...user, schema: { response: { 200: ZTelegramLinkResponse } } }, async (request) =>
    service.telegramLink(request.auth.userId),
  );

  r.delete("/channels/:channel", { ...user, schema: { params: ZChannelParams, response: { 200: ZSuccess } } }, async (request) => {
    await service.unlink(request.auth.userId, request.params.channel);
    return { success: true as const, message: "Canal desconectado." };
  });

  registerChannelReminders(app, { whatsapp: app.config.whatsapp ? createWhatsAppClient(app.config.whatsapp) : null, telegram });
  await app.register(remindersRoutes);
  await app.register(whatsappWebhookRoutes);
  await app.register(telegramWebhookRoutes, { telegram });
}

