import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { TAdminThreadSummary, TThreadMessage, TThreadSummary } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import type { TQ } from "../../db/transaction";
import { messageThreads, threadMessages, users, type TMessageSender } from "../../db/schema";

const PREVIEW_LENGTH = 80;
/** Spelled out: without a join, Drizzle leaves columns unqualified and the subquery would read its own id. */
const THREAD_ID = sql.raw(`"message_threads"."id"`);
const other = (viewer: TMessageSender): TMessageSender => (viewer === "USER" ? "TEAM" : "USER");

function summaryColumns(viewer: TMessageSender) {
  return {
    thread: messageThreads,
    unreadCount: sql<number>`(select count(*) from ${threadMessages} m where m.thread_id = ${THREAD_ID} and m.sender = ${other(viewer)} and m.read_at is null)`.mapWith(Number),
    lastBody: sql<string>`coalesce((select case when m.body = '' then '[Imagem]' else m.body end from ${threadMessages} m where m.thread_id = ${THREAD_ID} order by m.created_at desc limit 1), '')`,
  };
}

type TSummaryRow = { thread: typeof messageThreads.$inferSelect; unreadCount: number; lastBody: string };

const toSummary = (r: TSummaryRow): TThreadSummary => ({
  id: r.thread.id,
  subject: r.thread.subject,
  status: r.thread.status,
  createdAt: r.thread.createdAt.toISOString(),
  updatedAt: r.thread.updatedAt.toISOString(),
  lastSender: r.thread.lastSender,
  lastMessagePreview: r.lastBody.length > PREVIEW_LENGTH ? `${r.lastBody.slice(0, PREVIEW_LENGTH)}…` : r.lastBody,
  unreadCount: r.unreadCount,
});

export async function listUserThreads(db: TDb, userId: string): Promise<TThreadSummary[]> {
  const rows = await db.select(summaryColumns("USER")).from(messageThreads).where(eq(messageThreads.userId, userId)).orderBy(desc(messageThreads.updatedAt));
  return rows.map(toSummary);
}

export async function findThread(db: TDb, id: string, viewer: TMessageSender): Promise<TAdminThreadSummary | null> {
  const [row] = await db
    .select({ ...summaryColumns(viewer), userName: users.fullName, userEmail: users.email })
    .from(messageThreads)
    .innerJoin(users, eq(users.id, messageThreads.userId))
    .where(eq(messageThreads.id, id));
  return row ? { ...toSummary(row), userId: row.thread.userId, userName: row.userName, userEmail: row.userEmail, answered: row.thread.lastSender === "TEAM" } : null;
}

/** Admin inbox: open threads waiting for the team first, then the most recently active. */
export async function listAllThreads(db: TDb): Promise<TAdminThreadSummary[]> {
  const waiting = sql`case when ${messageThreads.status} = 'OPEN' and ${messageThreads.lastSender} = 'USER' then 0 else 1 end`;
  const rows = await db
    .select({ ...summaryColumns("TEAM"), userName: users.fullName, userEmail: users.email })
    .from(messageThreads)
    .innerJoin(users, eq(users.id, messageThreads.userId))
    .orderBy(asc(waiting), desc(messageThreads.updatedAt))
    .limit(500);
  return rows.map((r) => ({ ...toSummary(r), userId: r.thread.userId, userName: r.userName, userEmail: r.userEmail, answered: r.thread.lastSender === "TEAM" }));
}

export async function listMessages(db: TDb, threadId: string): Promise<TThreadMessage[]> {
  const rows = await db
    .select({ message: threadMessages, fullName: users.fullName })
    .from(threadMessages)
    .leftJoin(users, eq(users.id, threadMessages.authorId))
    .where(eq(threadMessages.threadId, threadId))
    .orderBy(asc(threadMessages.createdAt), asc(threadMessages.id));
  return rows.map((r) => ({
    id: r.message.id,
    sender: r.message.sender,
    authorName: r.message.sender === "TEAM" ? "Equipe NutriGuia" : (r.fullName ?? "Você"),
    body: r.message.body,
    imageUrl: r.message.imageUrl,
    createdAt: r.message.createdAt.toISOString(),
    readAt: r.message.readAt?.toISOString() ?? null,
  }));
}

export async function createThread(db: TDb, userId: string, subject: string, body: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [thread] = await tx.insert(messageThreads).values({ userId, subject }).returning({ id: messageThreads.id });
    await tx.insert(threadMessages).values({ threadId: thread!.id, sender: "USER", authorId: userId, body });
    return thread!.id;
  });
}

export async function addMessage(
  db: TDb,
  threadId: string,
  message: { sender: TMessageSender; authorId: string; body: string; imageUrl?: string | null },
) {
  await db.transaction(async (tx) => {
    await tx.insert(threadMessages).values({ threadId, ...message });
    await tx.update(messageThreads).set({ lastSender: message.sender, updatedAt: new Date() }).where(eq(messageThreads.id, threadId));
  });
}

/** Read receipts: the viewer has now read everything the other side sent in this thread. */
export async function markRead(db: TDb, threadId: string, viewer: TMessageSender) {
  await db
    .update(threadMessages)
    .set({ readAt: new Date() })
    .where(and(eq(threadMessages.threadId, threadId), eq(threadMessages.sender, other(viewer)), isNull(threadMessages.readAt)));
}

export async function setStatus(db: TDb, threadId: string, status: "OPEN" | "CLOSED") {
  await db.update(messageThreads).set({ status }).where(eq(messageThreads.id, threadId));
}

export async function unreadForUser(db: TDb, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(threadMessages)
    .innerJoin(messageThreads, eq(messageThreads.id, threadMessages.threadId))
    .where(and(eq(messageThreads.userId, userId), eq(threadMessages.sender, "TEAM"), isNull(threadMessages.readAt)));
  return row?.n ?? 0;
}

/**
 * Claims the team replies still unread at `before` and not yet reminded, marking them so a
 * concurrent run cannot claim them again; returns one row per thread to e-mail.
 */
export async function claimUnreadReplies(db: TQ, before: Date, now: Date) {
  const claimed = await db
    .update(threadMessages)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(threadMessages.sender, "TEAM"),
        isNull(threadMessages.readAt),
        isNull(threadMessages.reminderSentAt),
        lte(threadMessages.createdAt, before),
      ),
    )
    .returning({ threadId: threadMessages.threadId });
  const threadIds = [...new Set(claimed.map((c) => c.threadId))];
  if (threadIds.length === 0) return [];
  return db
    .select({ threadId: messageThreads.id, subject: messageThreads.subject, email: users.email, fullName: users.fullName })
    .from(messageThreads)
    .innerJoin(users, eq(users.id, messageThreads.userId))
    .where(inArray(messageThreads.id, threadIds));
}
