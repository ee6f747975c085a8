import { and, asc, count, desc, eq, ilike, max, or, sql } from "drizzle-orm";
import type { TAdminUsersQuery } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { adminAuditLog, chatMessages, users } from "../../db/schema";

const ROW = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  roles: users.roles,
  activatedAt: users.activatedAt,
  unlimited: users.unlimited,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  trialEndsAt: users.trialEndsAt,
};

const ORDER = {
  "createdAt,desc": desc(users.createdAt),
  "createdAt,asc": asc(users.createdAt),
  "fullName,asc": asc(users.fullName),
  "fullName,desc": desc(users.fullName),
  "email,asc": asc(users.email),
} as const;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function searchUsers(db: TDb, q: TAdminUsersQuery) {
  const pattern = `%${escapeLike(q.filter)}%`;
  const where = and(
    q.filter ? or(ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined,
    q.unlimited ? eq(users.unlimited, q.unlimited === "true") : undefined,
  );
  const rows = await db.select(ROW).from(users).where(where).orderBy(ORDER[q.sort], asc(users.id)).limit(q.size).offset(q.page * q.size);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findUser(db: TDb, id: string) {
  const [row] = await db.select(ROW).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function userActivity(db: TDb, id: string) {
  const [row] = await db
    .select({ n: count(), last: max(chatMessages.createdAt) })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, id), eq(chatMessages.direction, "INCOMING")));
  return { messagesSent: Number(row?.n ?? 0), lastMessageAt: row?.last ?? null };
}

export async function auditFor(db: TDb, targetId: string) {
  return db.select().from(adminAuditLog).where(and(eq(adminAuditLog.targetType, "user"), eq(adminAuditLog.targetId, targetId))).orderBy(desc(adminAuditLog.createdAt)).limit(50);
}

/** Deactivating clears the activation and ends every session (token version bump). */
export async function setActive(db: TDb, id: string, active: boolean) {
  await db
    .update(users)
    .set(active ? { activatedAt: new Date(), updatedAt: new Date() } : { activatedAt: null, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function setUnlimited(db: TDb, id: string, unlimited: boolean) {
  await db.update(users).set({ unlimited, updatedAt: new Date() }).where(eq(users.id, id));
}
