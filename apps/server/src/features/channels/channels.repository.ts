import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { TDb } from "../../db/client";
import { channelLinkCodes, channelLinks, channelWebhookEvents, type TChannel } from "../../db/schema";

export async function linksOf(db: TDb, userId: string) {
  return db.select().from(channelLinks).where(eq(channelLinks.userId, userId));
}

export async function findLink(db: TDb, channel: TChannel, externalId: string) {
  const [row] = await db.select().from(channelLinks).where(and(eq(channelLinks.channel, channel), eq(channelLinks.externalId, externalId)));
  return row ?? null;
}

export async function touchLink(db: TDb, id: string, at: Date) {
  await db.update(channelLinks).set({ lastInboundAt: at }).where(eq(channelLinks.id, id));
}

/** One link per user and channel, and one user per number or chat: a new link replaces both. */
export async function saveLink(db: TDb, userId: string, channel: TChannel, externalId: string, at: Date) {
  return db.transaction(async (tx) => {
    await tx.delete(channelLinks).where(and(eq(channelLinks.channel, channel), eq(channelLinks.externalId, externalId)));
    await tx.delete(channelLinks).where(and(eq(channelLinks.channel, channel), eq(channelLinks.userId, userId)));
    const [row] = await tx.insert(channelLinks).values({ userId, channel, externalId, lastInboundAt: at, linkedAt: at }).returning();
    return row!;
  });
}

export async function deleteLink(db: TDb, userId: string, channel: TChannel) {
  await db.delete(channelLinks).where(and(eq(channelLinks.userId, userId), eq(channelLinks.channel, channel)));
}

export async function saveCode(db: TDb, userId: string, channel: TChannel, codeHash: string, expiresAt: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(channelLinkCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(channelLinkCodes.userId, userId), eq(channelLinkCodes.channel, channel), isNull(channelLinkCodes.usedAt)));
    await tx.insert(channelLinkCodes).values({ userId, channel, codeHash, expiresAt });
  });
}

/** Marks a live code used and returns its user; null when unknown, used or expired (single use even when raced). */
export async function consumeCode(db: TDb, channel: TChannel, codeHash: string, now: Date) {
  const [row] = await db
    .update(channelLinkCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(channelLinkCodes.channel, channel),
        eq(channelLinkCodes.codeHash, codeHash),
        isNull(channelLinkCodes.usedAt),
        gt(channelLinkCodes.expiresAt, now),
      ),
    )
    .returning({ userId: channelLinkCodes.userId });
  return row?.userId ?? null;
}

/** The error kept on an event that arrived while an admin had its channel turned off. */
export const CHANNEL_DISABLED = "channel disabled";

/** Records an event once; false when the provider already delivered it. */
export async function recordEvent(db: TDb, provider: "whatsapp" | "telegram", eventId: string, type: string) {
  const rows = await db
    .insert(channelWebhookEvents)
    .values({ provider, eventId, type, status: "RECEIVED" })
    .onConflictDoNothing()
    .returning({ id: channelWebhookEvents.id });
  return rows.length > 0;
}

export async function finishEvent(
  db: TDb,
  provider: "whatsapp" | "telegram",
  eventId: string,
  outcome: { status: "PROCESSED" | "IGNORED" | "FAILED"; userId?: string | null; error?: string | null },
) {
  await db
    .update(channelWebhookEvents)
    .set({ status: outcome.status, userId: outcome.userId ?? null, error: outcome.error ?? null, processedAt: sql`now()` })
    .where(and(eq(channelWebhookEvents.provider, provider), eq(channelWebhookEvents.eventId, eventId)));
}
