import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { TDb } from "../../../db/client";
import type { TQ } from "../../../db/transaction";
import { calorieCalculations, channelLinks, reminderSends, reminderSettings, type TChannel, type TReminderKind } from "../../../db/schema";

export type TReminderSettingsRow = typeof reminderSettings.$inferSelect;
export type TReminderSettingsValues = Omit<typeof reminderSettings.$inferInsert, "userId" | "updatedAt">;

const SENDS_SHOWN = 20;

export async function findSettings(db: TDb, userId: string) {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  return row ?? null;
}

export async function saveSettings(db: TDb, userId: string, values: TReminderSettingsValues) {
  await db
    .insert(reminderSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...values, updatedAt: new Date() } });
}

/** "PARAR" on a channel: that channel stops receiving reminders; the other keeps its choice. */
export async function optOut(db: TDb, userId: string, channel: TChannel) {
  await db
    .update(reminderSettings)
    .set(channel === "WHATSAPP" ? { whatsapp: false, updatedAt: new Date() } : { telegram: false, updatedAt: new Date() })
    .where(eq(reminderSettings.userId, userId));
}

export async function latestSends(db: TDb, userId: string) {
  return db.select().from(reminderSends).where(eq(reminderSends.userId, userId)).orderBy(desc(reminderSends.createdAt)).limit(SENDS_SHOWN);
}

/** Every opted-in channel that is still linked, with its address and last inbound message (the WhatsApp window). */
export async function optedInLinks(q: TQ) {
  return q
    .select({
      userId: reminderSettings.userId,
      channel: channelLinks.channel,
      externalId: channelLinks.externalId,
      lastInboundAt: channelLinks.lastInboundAt,
      slots: reminderSettings.slots,
      weeklySummary: reminderSettings.weeklySummary,
      quietStart: reminderSettings.quietStart,
      quietEnd: reminderSettings.quietEnd,
    })
    .from(reminderSettings)
    .innerJoin(channelLinks, eq(channelLinks.userId, reminderSettings.userId))
    .where(
      or(
        and(reminderSettings.whatsapp, eq(channelLinks.channel, "WHATSAPP")),
        and(reminderSettings.telegram, eq(channelLinks.channel, "TELEGRAM")),
      ),
    );
}

/** The meals with something confirmed in the user's diary on that day. */
export async function loggedMeals(q: TQ, userId: string, day: string) {
  const rows = await q
    .selectDistinct({ meal: calorieCalculations.meal })
    .from(calorieCalculations)
    .where(and(eq(calorieCalculations.userId, userId), eq(calorieCalculations.consumedOn, day), eq(calorieCalculations.status, "CONFIRMED")));
  return new Set(rows.map((r) => r.meal));
}

/** Claims a send; null when this kind already went (or is going) to this channel on this day. */
export async function claimSend(q: TQ, send: { userId: string; channel: TChannel; kind: TReminderKind; localDay: string }) {
  const [row] = await q
    .insert(reminderSends)
    .values({ ...send, status: "PENDING" })
    .onConflictDoNothing()
    .returning({ id: reminderSends.id });
  return row?.id ?? null;
}

export async function finishSend(db: TDb, id: string, outcome: { status: "SENT" | "FAILED"; mode: "TEMPLATE" | "TEXT" | null; error?: string }) {
  await db
    .update(reminderSends)
    .set({ status: outcome.status, mode: outcome.mode, error: outcome.error?.slice(0, 300) ?? null, sentAt: outcome.status === "SENT" ? sql`now()` : null })
    .where(eq(reminderSends.id, id));
}

export async function linkedChannels(db: TDb, userId: string) {
  const rows = await db.select({ channel: channelLinks.channel }).from(channelLinks).where(and(eq(channelLinks.userId, userId), inArray(channelLinks.channel, ["WHATSAPP", "TELEGRAM"])));
  return new Set(rows.map((r) => r.channel));
}
