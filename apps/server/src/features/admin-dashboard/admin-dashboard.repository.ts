import { and, count, eq, gte, isNotNull, not, or, sql } from "drizzle-orm";
import type { TDb } from "../../db/client";
import { chatMessages, users } from "../../db/schema";

const notAdmin = not(sql`'ADMIN' = ANY(${users.roles})`);

export async function countUsers(db: TDb): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(notAdmin);
  return Number(row?.n ?? 0);
}

/** Activated accounts that signed in or wrote to the assistant since `since`. */
export async function countActiveUsers(db: TDb, since: Date): Promise<number> {
  const wrote = db
    .select({ id: chatMessages.userId })
    .from(chatMessages)
    .where(and(eq(chatMessages.direction, "INCOMING"), gte(chatMessages.createdAt, since)));
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(notAdmin, isNotNull(users.activatedAt), or(gte(users.lastLoginAt, since), sql`${users.id} IN ${wrote}`)));
  return Number(row?.n ?? 0);
}

export async function countUserMessages(db: TDb): Promise<number> {
  const [row] = await db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.direction, "INCOMING"));
  return Number(row?.n ?? 0);
}

/** New accounts and user messages per UTC day since `since`. */
export async function dailyCounts(db: TDb, since: Date) {
  const day = (column: unknown) => sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const signups = await db
    .select({ day: day(users.createdAt), n: count() })
    .from(users)
    .where(and(notAdmin, gte(users.createdAt, since)))
    .groupBy(day(users.createdAt));
  const messages = await db
    .select({ day: day(chatMessages.createdAt), n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.direction, "INCOMING"), gte(chatMessages.createdAt, since)))
    .groupBy(day(chatMessages.createdAt));
  return {
    signups: new Map(signups.map((r) => [r.day, Number(r.n)])),
    messages: new Map(messages.map((r) => [r.day, Number(r.n)])),
  };
}
