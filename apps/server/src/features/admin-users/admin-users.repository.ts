import { and, asc, count, desc, eq, ilike, inArray, max, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TAdminUsersQuery } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { channelLinks, chatMessages, rowCounts, users } from "../../db/schema";
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

/** Each sort is an index's order (migration 0930), so a page is read off the index instead of sorting every user. */
const ORDER = {
  "createdAt,desc": [desc(users.createdAt), desc(users.id)],
  "createdAt,asc": [asc(users.createdAt), asc(users.id)],
  "fullName,asc": [asc(users.fullName), asc(users.id)],
  "fullName,desc": [desc(users.fullName), desc(users.id)],
  "email,asc": [asc(users.email)],
} as const;

/** A filter's matches are counted exactly up to this many; past it the total is a lower bound (`totalExact: false`). */
export const COUNT_CAP = 1000;

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const withGranter = (db: TDb) => db.select(ROW).from(users).leftJoin(granter, eq(granter.id, users.unlimitedGrantedBy));

function filterOf(q: TAdminUsersQuery): SQL | undefined {
  const pattern = `%${escapeLike(q.filter)}%`;
  return and(
    q.filter ? or(ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined,
    q.unlimited ? eq(users.unlimited, q.unlimited === "true") : undefined,
  );
}

export type TUsersPage = { rows: TUserRecord[]; total: number; totalExact: boolean };

/**
 * One page of users, never sorting or counting the whole table (docs/decisions/022):
 * - no filter: the page's ids are read off the sort's index (a deep page skips index entries only), the total is the trigger-kept count;
 * - a filter matching at most COUNT_CAP users (found through the trigram indexes): those are counted and sorted;
 * - a filter matching more: the sort's index is walked with the filter until the page is full, and the total is a lower bound.
 */
export async function searchUsers(db: TDb, q: TAdminUsersQuery): Promise<TUsersPage> {
  const where = filterOf(q);
  const order = ORDER[q.sort];
  const offset = q.page * q.size;
  if (!where) {
    const page = db.select({ id: users.id }).from(users).orderBy(...order).limit(q.size).offset(offset);
    const [rows, [counted]] = await Promise.all([
      withGranter(db).where(inArray(users.id, page)).orderBy(...order),
      db.select({ n: rowCounts.n }).from(rowCounts).where(eq(rowCounts.name, "users")),
    ]);
    return { rows, total: Number(counted?.n ?? 0), totalExact: true };
  }
  const matches = db.select({ id: users.id }).from(users).where(where).limit(COUNT_CAP + 1);
  const [counted] = await db.select({ n: count() }).from(matches.as("matches"));
  const total = Number(counted?.n ?? 0);
  if (total <= COUNT_CAP) {
    const rows = total === 0 ? [] : await withGranter(db).where(inArray(users.id, matches)).orderBy(...order).limit(q.size).offset(offset);
    return { rows, total, totalExact: true };
  }
  const rows = await withGranter(db).where(where).orderBy(...order).limit(q.size).offset(offset);
  const more = rows.length === q.size ? 1 : 0;
  return { rows, total: Math.max(total, offset + rows.length + more), totalExact: false };
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
