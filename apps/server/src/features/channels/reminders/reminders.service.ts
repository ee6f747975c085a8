import type { FastifyInstance } from "fastify";
import { MEAL_SLOTS, type TChannelName, type TReminderSettings, type TRemindersResponse } from "@nutriguia/domain";
import type { TChannel } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import * as repo from "./reminders.repository";
import { WEEKLY_SUMMARY_TIME } from "./reminders.timing";

/** What a user who never opened "Lembretes" sees: lunch and dinner times offered, no channel chosen, quiet nights. */
export const DEFAULT_REMINDERS: TReminderSettings = {
  channels: { whatsapp: false, telegram: false },
  slots: { BREAKFAST: null, MORNING_SNACK: null, LUNCH: "12:30", AFTERNOON_SNACK: null, DINNER: "20:00", SUPPER: null },
  weeklySummary: true,
  quietHours: { start: "22:00", end: "07:00" },
};

const CHANNEL_LABEL: Record<TChannel, string> = { WHATSAPP: "WhatsApp", TELEGRAM: "Telegram" };
const CHANNEL_NAME: Record<TChannel, TChannelName> = { WHATSAPP: "whatsapp", TELEGRAM: "telegram" };

function toSettings(row: repo.TReminderSettingsRow | null): TReminderSettings {
  if (!row) return DEFAULT_REMINDERS;
  return {
    channels: { whatsapp: row.whatsapp, telegram: row.telegram },
    slots: Object.fromEntries(MEAL_SLOTS.map((slot) => [slot, row.slots[slot] ?? null])) as TReminderSettings["slots"],
    weeklySummary: row.weeklySummary,
    quietHours: row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
  };
}

/** The "Lembretes" choices of a signed-in user and the record of what was sent. */
export function createRemindersService(app: FastifyInstance) {
  const { db } = app;

  async function view(userId: string): Promise<TRemindersResponse> {
    const [row, sends] = await Promise.all([repo.findSettings(db, userId), repo.latestSends(db, userId)]);
    return {
      ...toSettings(row),
      weeklySummaryTime: WEEKLY_SUMMARY_TIME,
      sends: sends.map((s) => ({ channel: CHANNEL_NAME[s.channel], kind: s.kind, day: s.localDay, status: s.status, at: (s.sentAt ?? s.createdAt).toISOString() })),
    };
  }

  return {
    view,

    /** Only a connected channel can be chosen: reminders go to the number or chat linked to the account. */
    async save(userId: string, settings: TReminderSettings): Promise<TRemindersResponse> {
      const linked = await repo.linkedChannels(db, userId);
      for (const channel of ["WHATSAPP", "TELEGRAM"] as const) {
        if (settings.channels[CHANNEL_NAME[channel]] && !linked.has(channel)) {
          throw new AppError("VALIDATION_ERROR", `Conecte o ${CHANNEL_LABEL[channel]} antes de ativar os lembretes por ele.`);
        }
      }
      await repo.saveSettings(db, userId, {
        whatsapp: settings.channels.whatsapp,
        telegram: settings.channels.telegram,
        slots: settings.slots,
        weeklySummary: settings.weeklySummary,
        quietStart: settings.quietHours?.start ?? null,
        quietEnd: settings.quietHours?.end ?? null,
      });
      return view(userId);
    },
  };
}

/** "PARAR" received on a channel. */
export const stopReminders = (app: FastifyInstance, userId: string, channel: TChannel) => repo.optOut(app.db, userId, channel);
