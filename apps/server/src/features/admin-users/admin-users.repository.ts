import { and, asc, count, desc, eq, ilike, inArray, max, not, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias, unionAll } from "drizzle-orm/pg-core";
import type { TAdminUsersQuery } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { channelLinks, chatMessages, rowCounts, users } from "../../db/schema";
import { forgetSession } from "../../shared/session-cache";

const granter = alias(users, "bypass_granter");

const USER_COLUMNS = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  roles: users.roles,
  activatedAt: users.activatedAt,
  unlimited: users.unlimited,
  unlimitedGrantedBy: users.unlimitedGrantedBy,
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
const ROW = { ...USER_COLUMNS, unlimitedGrantedByName: granter.fullName };

type TSortKey = "createdAt" | "fullName" | "email" | "id";
/** Each sort is an index's order (migration 0930), so a page is read off the index instead of sorting every user. */
const SORTS: Record<TAdminUsersQuery["sort"], { keys: TSortKey[]; descending: boolean }> = {
  "createdAt,desc": { keys: ["createdAt", "id"], descending: true },
  "createdAt,asc": { keys: ["createdAt", "id"], descending: false },
  "fullName,asc": { keys: ["fullName", "id"], descending: false },
  "fullName,desc": { keys: ["fullName", "id"], descending: true },
  "email,asc": { keys: ["email"], descending: false },
};
const orderOf = (columns: Record<TSortKey, AnyColumn>, sort: TAdminUsersQuery["sort"], reversed = false) =>
  SORTS[sort].keys.map((key) => (SORTS[sort].descending !== reversed ? desc(columns[key]) : asc(columns[key])));

/** A filter's matches are counted exactly up to this many; past it the total is a lower bound (`totalExact: false`). */
export const COUNT_CAP = 500;

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
 * One page of users, never sorting or counting the whole table (docs/decisions/022, 025):
 * - no filter: the page's ids are read off the sort's index, from whichever end is nearer (a deep page skips index
 *   entries only, at most half of them), and the total is the trigger-kept count;
 * - a filter: one statement takes the first COUNT_CAP + 1 matches through the trigram indexes and counts them. At most
 *   the cap, they are sorted and paged and the total is exact; past it (a common name), the page is read by walking
 *   the sort's index with the filter, and the total is a lower bound that keeps the next page reachable.
 */
export async function searchUsers(db: TDb, q: TAdminUsersQuery): Promise<TUsersPage> {
  const where = filterOf(q);
  const order = orderOf(users, q.sort);
  const offset = q.page * q.size;
  if (!where) {
    const [counted] = await db.select({ n: rowCounts.n }).from(rowCounts).where(eq(rowCounts.name, "users"));
    const total = Number(counted?.n ?? 0);
    const fromEnd = offset > total / 2;
    const ids = db
      .select({ id: users.id })
      .from(users)
      .orderBy(...orderOf(users, q.sort, fromEnd))
      .limit(fromEnd ? Math.max(0, Math.min(q.size, total - offset)) : q.size)
      .offset(fromEnd ? Math.max(0, total - offset - q.size) : offset);
    const rows = await withGranter(db).where(inArray(users.id, ids)).orderBy(...order);
    return { rows, total, totalExact: true };
  }
  // The first COUNT_CAP + 1 matches in no order, read once (a CTE used twice is materialised): at most the cap, they are
  // the whole answer, sorted and paged; past it, the page is read by walking the sort's index with the filter instead.
  const matched = db.$with("matched").as(db.select(USER_COLUMNS).from(users).where(where).limit(COUNT_CAP + 1));
  const counted = db.$with("counted").as(db.select({ matches: count().as("matches") }).from(matched));
  const capped = sql`(SELECT ${counted.matches} FROM ${counted}) > ${COUNT_CAP}`;
  const page = unionAll(
    db.select(columnsOf(matched)).from(matched).where(not(capped)).orderBy(...orderOf(matched, q.sort)).limit(q.size + 1).offset(offset),
    db.select(USER_COLUMNS).from(users).where(and(where, capped)).orderBy(...order).limit(q.size + 1).offset(offset),
  ).as("page");
  // The count's one row, with the page's rows (if any) beside it; the granter is looked up for the page's rows only.
  const found = await db.transaction(async (tx) => {
    // The planner prices ILIKE like a cheap operator: for a common name it would test rows one after another until the
    // cap (about 10,000 for 5 % of users) rather than recheck the cap's candidates from the trigram indexes, which is
    // four times the throughput at 100,000 users (docs/decisions/025). Scoped to this statement's transaction.
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return tx
      .with(matched, counted)
      .select({ ...columnsOf(page), unlimitedGrantedByName: granter.fullName, matches: counted.matches })
      .from(counted)
      .leftJoin(page, sql`true`)
      .leftJoin(granter, eq(granter.id, page.unlimitedGrantedBy))
      .orderBy(...orderOf(page, q.sort));
  });
  const matches = Number(found[0]?.matches ?? 0);
  const rows = found.filter((row): row is typeof row & TUserRecord => row.id !== null).map(({ matches: _, ...row }) => row as TUserRecord);
  const shown = rows.slice(0, q.size);
  if (matches <= COUNT_CAP) return { rows: shown, total: matches, totalExact: true };
  return { rows: shown, total: Math.max(matches, offset + rows.length), totalExact: false };
}

/** The user columns of a derived table selected with USER_COLUMNS. */
function columnsOf<T extends { [K in keyof typeof USER_COLUMNS]: unknown }>(source: T): { [K in keyof typeof USER_COLUMNS]: T[K] } {
  return Object.fromEntries(Object.keys(USER_COLUMNS).map((key) => [key, source[key as keyof typeof USER_COLUMNS]])) as { [K in keyof typeof USER_COLUMNS]: T[K] };
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
