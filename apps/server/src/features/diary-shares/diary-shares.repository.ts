import { and, count, desc, eq, gt, inArray, isNull, max, sql } from "drizzle-orm";
import type { TDiaryShare } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { users } from "../../db/schema";
import { diaryShareAccesses, diaryShares, type TDiaryShareAccessKind, type TDiaryShareRow } from "../../db/schema/diary-shares";

const RECENT_ACCESSES = 10;

export async function insertShare(db: TDb, values: typeof diaryShares.$inferInsert): Promise<TDiaryShareRow> {
  const [row] = await db.insert(diaryShares).values(values).returning();
  return row!;
}

export async function countActive(db: TDb, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(diaryShares)
    .where(and(eq(diaryShares.userId, userId), isNull(diaryShares.revokedAt), gt(diaryShares.expiresAt, now)));
  return Number(row?.n ?? 0);
}

function statusOf(row: TDiaryShareRow, now: Date): TDiaryShare["status"] {
  if (row.revokedAt) return "REVOKED";
  return row.expiresAt <= now ? "EXPIRED" : "ACTIVE";
}

/** The user's links, newest first, each with how often and when it was opened. */
export async function listShares(db: TDb, userId: string, now: Date): Promise<TDiaryShare[]> {
  const rows = await db.select().from(diaryShares).where(eq(diaryShares.userId, userId)).orderBy(desc(diaryShares.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [totals, recent] = await Promise.all([
    db
      .select({ shareId: diaryShareAccesses.shareId, n: count(), last: max(diaryShareAccesses.accessedAt) })
      .from(diaryShareAccesses)
      .where(inArray(diaryShareAccesses.shareId, ids))
      .groupBy(diaryShareAccesses.shareId),
    db
      .select({ shareId: diaryShareAccesses.shareId, kind: diaryShareAccesses.kind, at: diaryShareAccesses.accessedAt })
      .from(diaryShareAccesses)
      .where(
        and(
          inArray(diaryShareAccesses.shareId, ids),
          sql`${diaryShareAccesses.id} IN (SELECT a.id FROM diary_share_accesses a WHERE a.share_id = ${diaryShareAccesses.shareId} ORDER BY a.accessed_at DESC, a.id DESC LIMIT ${RECENT_ACCESSES})`,
        ),
      )
      .orderBy(desc(diaryShareAccesses.accessedAt), desc(diaryShareAccesses.id)),
  ]);
  const totalBy = new Map(totals.map((t) => [t.shareId, t]));
  return rows.map((row) => {
    const total = totalBy.get(row.id);
    const last = total?.last ? new Date(total.last) : null;
    return {
      id: row.id,
      recipientName: row.recipientName,
      days: row.days,
      consentText: row.consentText,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      revokedAt: row.revokedAt?.toISOString() ?? null,
      status: statusOf(row, now),
      accessCount: Number(total?.n ?? 0),
      lastAccessAt: last ? last.toISOString() : null,
      recentAccesses: recent.filter((a) => a.shareId === row.id).map((a) => ({ at: a.at.toISOString(), kind: a.kind })),
    };
  });
}

/** A link that still opens: known, not revoked, not expired. */
export async function findOpenShare(db: TDb, tokenHash: string, now: Date): Promise<(TDiaryShareRow & { ownerName: string }) | null> {
  const [row] = await db
    .select({ share: diaryShares, ownerName: users.fullName })
    .from(diaryShares)
    .innerJoin(users, eq(users.id, diaryShares.userId))
    .where(and(eq(diaryShares.tokenHash, tokenHash), isNull(diaryShares.revokedAt), gt(diaryShares.expiresAt, now)));
  return row ? { ...row.share, ownerName: row.ownerName } : null;
}

/** Revokes the user's link (a second revoke keeps the first date); false when it is not theirs. */
export async function revokeShare(db: TDb, userId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(diaryShares)
    .set({ revokedAt: sql`COALESCE(${diaryShares.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(diaryShares.id, id), eq(diaryShares.userId, userId)))
    .returning({ id: diaryShares.id });
  return rows.length > 0;
}

export async function logAccess(db: TDb, share: { id: string; userId: string }, kind: TDiaryShareAccessKind, at: Date) {
  await db.insert(diaryShareAccesses).values({ shareId: share.id, userId: share.userId, kind, accessedAt: at });
}
