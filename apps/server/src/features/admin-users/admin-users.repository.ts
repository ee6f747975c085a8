import { and, asc, count, desc, eq, ilike, max, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TAdminUsersQuery } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { channelLinks, chatMessages, users } from "../../db/schema";
import { forgetSession } from "../../shared/session-cache";

const granter = alias(users, "bypass_granter");

const ROW = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  roles: users.roles,
  activatedAt: users.activatedAt,
  unlimited: users.unlimited,
  unlimitedGrantedBy: users.unlimitedGrantedBy,
  unlimitedGrantedByName: granter.fullName,
  unlimitedGrantedAt: users.unlimitedGrantedAt,
  unlimitedReason: users.unlimitedReason,
  unlimitedExpiresAt: users.unlimitedExpiresAt,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  trialStartedAt: users.trialStartedAt,
  trialEndsAt: users.trialEndsAt,
  tokenVersion: users.tokenVersion,
  passwordHash: users.passwordHash,
};

const ORDER = {
  "createdAt,desc": desc(users.createdAt),
  "createdAt,asc": asc(users.createdAt),
  "fullName,asc": asc(users.fullName),
  "fullName,desc": desc(users.fullName),
  "email,asc": asc(users.email),
} as const;

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const withGranter = (db: TDb) => db.select(ROW).from(users).leftJoin(granter, eq(granter.id, users.unlimitedGrantedBy));

export async function searchUsers(db: TDb, q: TAdminUsersQuery) {
  const pattern = `%${escapeLike(q.filter)}%`;
  const where = and(
    q.filter ? or(ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined,
    q.unlimited ? eq(users.unlimited, q.unlimited === "true") : undefined,
  );
  const rows = await withGranter(db).where(where).orderBy(ORDER[q.sort], asc(users.id)).limit(q.size).offset(q.page * q.size);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findUser(db: TDb, id: string) {
  const [row] = await withGranter(db).where(eq(users.id, id));
  return row ?? null;
}
export type TUserRecord = NonNullable<Awaited<ReturnType<typeof findUser>>>;

export async function userActivity(db: TDb, id: string) {
  const [row] = await db
    .select({ n: count(), last: max(chatMessages.createdAt) })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, id), eq(chatMessages.direction, "INCOMING")));
  return { messagesSent: Number(row?.n ?? 0), lastMessageAt: row?.last ?? null };
}

export async function linkedChannels(db: TDb, id: string) {
  return db
    .select({ channel: channelLinks.channel, linkedAt: channelLinks.linkedAt, lastInboundAt: channelLinks.lastInboundAt })
    .from(channelLinks)
    .where(eq(channelLinks.userId, id))
    .orderBy(asc(channelLinks.channel));
}

/** Deactivating clears the activation and ends every session (token version bump). */
export async function setActive(db: TDb, id: string, active: boolean) {
  await db
    .update(users)
    .set(active ? { activatedAt: new Date(), updatedAt: new Date() } : { activatedAt: null, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id));
  if (!active) forgetSession(db, id);
}

export async function grantBypass(db: TDb, id: string, grant: { grantedBy: string; reason: string; expiresAt: Date | null }) {
  const now = new Date();
  await db
    .update(users)
    .set({ unlimited: true, unlimitedGrantedBy: grant.grantedBy, unlimitedGrantedAt: now, unlimitedReason: grant.reason, unlimitedExpiresAt: grant.expiresAt, updatedAt: now })
    .where(eq(users.id, id));
}

export async function revokeBypass(db: TDb, id: string) {
  await db
    .update(users)
    .set({ unlimited: false, unlimitedGrantedBy: null, unlimitedGrantedAt: null, unlimitedReason: null, unlimitedExpiresAt: null, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Granting takes effect at the next request; revoking also ends every session, so no token keeps the admin role. */
export async function setAdminRole(db: TDb, id: string, admin: boolean) {
  await db
    .update(users)
    .set(
      admin
        ? { roles: sql`array_append(array_remove(${users.roles}, 'ADMIN'), 'ADMIN')`, updatedAt: new Date() }
        : { roles: sql`array_remove(${users.roles}, 'ADMIN')`, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() },
    )
    .where(eq(users.id, id));
  forgetSession(db, id);
}

/** The trial end moves to `endsAt`; the trial mails may go out again for the new end. */
export async function setTrialEnd(db: TDb, id: string, endsAt: Date) {
  await db
    .update(users)
    .set({ trialEndsAt: endsAt, trialReminderSentAt: null, trialEndedNotifiedAt: null, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Never activated: no activation and no trial ever started (an admin-deactivated account has had its trial). */
export const neverActivated = (row: { activatedAt: Date | null; trialStartedAt: Date | null }) => !row.activatedAt && !row.trialStartedAt;
