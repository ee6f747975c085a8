import { and, desc, eq } from "drizzle-orm";
import type { TContactMessage, TContactRequest } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { contactMessages } from "../../db/schema";

type TRow = typeof contactMessages.$inferSelect;

const toContract = (row: TRow): TContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  responded: row.responded,
  respondedAt: row.respondedAt?.toISOString() ?? null,
  responseMessage: row.responseMessage,
});

export async function insertContactMessage(db: TDb, input: TContactRequest) {
  await db.insert(contactMessages).values(input);
}

export async function listContactMessages(db: TDb, onlyUnanswered: boolean): Promise<TContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(onlyUnanswered ? eq(contactMessages.responded, false) : undefined)
    .orderBy(desc(contactMessages.createdAt));
  return rows.map(toContract);
}

/** Records the reply once: a message already answered is left as it was (null). */
export async function markResponded(db: TDb, id: string, responseMessage: string): Promise<TContactMessage | null> {
  const [row] = await db
    .update(contactMessages)
    .set({ responded: true, respondedAt: new Date(), responseMessage })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.responded, false)))
    .returning();
  return row ? toContract(row) : null;
}

export async function contactMessageExists(db: TDb, id: string): Promise<boolean> {
  const [row] = await db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.id, id));
  return !!row;
}
