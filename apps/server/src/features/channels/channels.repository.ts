import { and, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
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

export async function saveCode(db: TDb, userId: string, channel: TChannel, code: { tag: string; hash: string }, expiresAt: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(channelLinkCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(channelLinkCodes.userId, userId), eq(channelLinkCodes.channel, channel), isNull(channelLinkCodes.usedAt)));
    await tx.insert(channelLinkCodes).values({ userId, channel, codeHash: code.hash, codeTag: code.tag, expiresAt });
  });
}

/**
 * Consumes the live code a message carries and returns its user. Only the live codes of this channel carrying the
 * guess's tag are looked at (locked, so parallel guesses count one by one): a wrong guess adds a failed attempt to
 * each, and a code with `maxFailed` of them is dead. Null when nothing matched.
 */
export async function consumeCode(
  db: TDb,
  channel: TChannel,
  guess: { tag: string; hash: string; maxFailed: number; matches: (a: string, b: string) => boolean },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: channelLinkCodes.id, userId: channelLinkCodes.userId, codeHash: channelLinkCodes.codeHash })
      .from(channelLinkCodes)
      .where(
        and(
          eq(channelLinkCodes.channel, channel),
          eq(channelLinkCodes.codeTag, guess.tag),
          isNull(channelLinkCodes.usedAt),
          gt(channelLinkCodes.expiresAt, now),
          lt(channelLinkCodes.failedAttempts, guess.maxFailed),
        ),
      )
      .for("update");
    const code = candidates.find((c) => guess.matches(c.codeHash, guess.hash));
    if (!code) {
      if (candidates.length > 0) {
        await tx
          .update(channelLinkCodes)
          .set({ failedAttempts: sql`${channelLinkCodes.failedAttempts} + 1` })
          .where(inArray(channelLinkCodes.id, candidates.map((c) => c.id)));
      }
      return null;
    }
    await tx.update(channelLinkCodes).set({ usedAt: now }).where(eq(channelLinkCodes.id, code.id));
    return code.userId;
  });
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
