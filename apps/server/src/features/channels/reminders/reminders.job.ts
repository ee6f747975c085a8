import type { FastifyInstance } from "fastify";
import type { TMealSlot } from "@nutriguia/domain";
import type { TChannel, TReminderKind } from "../../../db/schema";
import { registerJob } from "../../../shared/scheduler/scheduler";
import { channelFlags } from "../../../shared/site-settings";
import type { TTelegramBot } from "../telegram/telegram.bot";
import { OutboundError } from "../channels.outbound";
import { CUSTOMER_SERVICE_WINDOW_MS, type TWhatsAppClient } from "../whatsapp/whatsapp.client";
import * as repo from "./reminders.repository";
import { mealReminderText, mealTemplateParams, STOP_BUTTON, STOP_PAYLOAD, summaryTemplateParams, weeklySummaryText } from "./reminders.texts";
import { dueKinds, saoPauloClock } from "./reminders.timing";
import { weekSummary } from "./reminders.weekly";

export const REMINDERS_JOB = "channel-reminders";

type TClaimed = { id: string; userId: string; channel: TChannel; externalId: string; kind: TReminderKind; day: string; withinWindow: boolean };
type TSenders = { whatsapp: TWhatsAppClient | null; telegram: TTelegramBot | null };

/** The message of one claimed send: the meal reminder, or the summary of the week ending that Sunday. */
async function compose(app: FastifyInstance, send: TClaimed) {
  if (send.kind !== "WEEKLY_SUMMARY") {
    return { text: mealReminderText(send.kind), template: app.config.whatsapp?.templates.reminder, params: mealTemplateParams(send.kind) };
  }
  const week = await weekSummary(app, send.userId, send.day);
  return { text: weeklySummaryText(week), template: app.config.whatsapp?.templates.summary, params: summaryTemplateParams(week) };
}

/** Inside WhatsApp's 24-hour window a free-form message with a PARAR button; outside it the approved template. */
async function deliver(app: FastifyInstance, senders: TSenders, send: TClaimed): Promise<"TEMPLATE" | "TEXT"> {
  const message = await compose(app, send);
  if (send.channel === "TELEGRAM") {
    await senders.telegram!.bot.api.sendMessage(Number(send.externalId), message.text, {
      reply_markup: { inline_keyboard: [[{ text: STOP_BUTTON.telegram, callback_data: STOP_PAYLOAD }]] },
    });
    return "TEXT";
  }
  if (send.withinWindow) {
    await senders.whatsapp!.notify(send.externalId, message.text, [{ id: STOP_PAYLOAD, title: STOP_BUTTON.whatsapp }]);
    return "TEXT";
  }
  await senders.whatsapp!.template(send.externalId, {
    name: message.template!,
    language: app.config.whatsapp!.templates.language,
    params: message.params,
    quickReplyPayload: STOP_PAYLOAD,
  });
  return "TEMPLATE";
}

/**
 * Meal reminders and the Sunday summary (issue 31, docs/decisions/330). Under the job's lock each due send is
 * claimed once per user, channel, kind and São Paulo day (a meal already logged is skipped); the messages go out
 * after commit and every send is recorded SENT or FAILED.
 */
export function registerChannelReminders(app: FastifyInstance, senders: TSenders) {
  registerJob(app, {
    name: REMINDERS_JOB,
    everySeconds: app.config.REMINDERS_INTERVAL_SECONDS,
    run: async ({ tx, now, afterCommit }) => {
      const clock = saoPauloClock(now);
      const flags = await channelFlags(tx);
      const open = { WHATSAPP: Boolean(senders.whatsapp) && flags.whatsapp, TELEGRAM: Boolean(senders.telegram) && flags.telegram };
      const claimed: TClaimed[] = [];
      const logged = new Map<string, Set<TMealSlot | null>>();
      for (const link of await repo.optedInLinks(tx)) {
        if (!open[link.channel]) continue;
        for (const kind of dueKinds(link, clock)) {
          if (kind !== "WEEKLY_SUMMARY") {
            if (!logged.has(link.userId)) logged.set(link.userId, await repo.loggedMeals(tx, link.userId, clock.day));
            if (logged.get(link.userId)!.has(kind)) continue;
          }
          const id = await repo.claimSend(tx, { userId: link.userId, channel: link.channel, kind, localDay: clock.day });
          if (!id) continue;
          const withinWindow = link.lastInboundAt !== null && now.getTime() - link.lastInboundAt.getTime() <= CUSTOMER_SERVICE_WINDOW_MS;
          claimed.push({ id, userId: link.userId, channel: link.channel, externalId: link.externalId, kind, day: clock.day, withinWindow });
        }
      }
      afterCommit(async () => {
        let sent = 0;
        for (const send of claimed) {
          try {
            const mode = await deliver(app, senders, send);
            await repo.finishSend(app.db, send.id, { status: "SENT", mode });
            sent += 1;
          } catch (error) {
            app.log.warn({ err: error, channel: send.channel, kind: send.kind }, "reminder not sent");
            await repo.finishSend(app.db, send.id, { status: "FAILED", mode: null, error: error instanceof OutboundError ? error.message : (error as Error).name });
          }
        }
        return { sent, failed: claimed.length - sent };
      });
      return { due: claimed.length };
    },
  });
}
