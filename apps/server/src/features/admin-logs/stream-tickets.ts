import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, lt, lte, sql } from "drizzle-orm";
import type { TDb } from "../../db/client";
import { logStreams, logStreamTickets } from "../../db/schema";

/**
 * Single-use tickets for the log stream (the long-lived access token never goes into a URL) and the per-admin cap
 * on open streams, both in the database so that every instance behind a load balancer sees them (docs/decisions/023).
 */
export const TICKET_TTL_MS = 30_000;
export const MAX_STREAMS_PER_ADMIN = 5;
/** An open stream's row is refreshed at every session check; one not seen for this long no longer counts. */
export const STREAM_LEASE_MS = 15_000;
/** pg_advisory_xact_lock's first key for the cap; the second is the admin's id hashed (the scheduler uses 746210). */
const CAP_LOCK_CLASS = 746211;

export type TTicketHolder = { userId: string; tokenVersion: number };

const hashOf = (ticket: string) => createHash("sha256").update(ticket).digest("base64url");

export async function issueTicket(db: TDb, holder: TTicketHolder, now = new Date()): Promise<string> {
  await db.delete(logStreamTickets).where(lte(logStreamTickets.expiresAt, now));
  const ticket = randomBytes(24).toString("base64url");
  await db.insert(logStreamTickets).values({
    ticketHash: hashOf(ticket),
    adminId: holder.userId,
    tokenVersion: holder.tokenVersion,
    expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
  });
  return ticket;
}

/** The holder, once, on whichever instance: an unknown, reused or expired ticket gives null. */
export async function redeemTicket(db: TDb, ticket: string, now = new Date()): Promise<TTicketHolder | null> {
  const [found] = await db.delete(logStreamTickets).where(eq(logStreamTickets.ticketHash, hashOf(ticket))).returning();
  if (!found || found.expiresAt <= now) return null;
  return { userId: found.adminId, tokenVersion: found.tokenVersion };
}

/** Counts a new stream for the admin across all instances; its id, or null when the admin already has the maximum open. */
export async function openStream(db: TDb, userId: string, now = new Date()): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CAP_LOCK_CLASS}, hashtext(${userId}))`);
    await tx.delete(logStreams).where(and(eq(logStreams.adminId, userId), lt(logStreams.seenAt, new Date(now.getTime() - STREAM_LEASE_MS))));
    const [open] = await tx.select({ n: count() }).from(logStreams).where(eq(logStreams.adminId, userId));
    if ((open?.n ?? 0) >= MAX_STREAMS_PER_ADMIN) return null;
    const [row] = await tx.insert(logStreams).values({ adminId: userId, seenAt: now }).returning({ id: logStreams.id });
    return row!.id;
  });
}

export async function refreshStream(db: TDb, id: string, now = new Date()): Promise<void> {
  await db.update(logStreams).set({ seenAt: now }).where(eq(logStreams.id, id));
}

export async function closeStream(db: TDb, id: string): Promise<void> {
  await db.delete(logStreams).where(eq(logStreams.id, id));
}
