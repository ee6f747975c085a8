import { and, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { TDb } from "../../db/client";
import { authCodes, users, type TUserRow } from "../../db/schema";
import { forgetSession } from "../../shared/session-cache";

export type TCodeKind = "ACTIVATION" | "RESET" | "UNLOCK";

export async function findUserByEmail(db: TDb, email: string): Promise<TUserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user ?? null;
}

export async function findUserById(db: TDb, id: string): Promise<TUserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function insertUser(
  db: TDb,
  values: Pick<TUserRow, "email" | "passwordHash" | "fullName" | "whatsappNumber"> &
    Partial<Pick<TUserRow, "privacyPolicyAccepted" | "privacyPolicyVersion" | "privacyPolicyAcceptedAt" | "termsAccepted" | "termsVersion" | "termsAcceptedAt" | "roles" | "activatedAt" | "unlimited">>,
): Promise<TUserRow | null> {
  const [user] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return user ?? null;
}

export async function hasAdmin(db: TDb): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`'ADMIN' = ANY(${users.roles})`)
    .limit(1);
  return !!row;
}

/** Replaces any outstanding code of this kind for the user: only the newest one works. */
export async function replaceCode(db: TDb, userId: string, kind: TCodeKind, codeHash: string, expiresAt: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(authCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(authCodes.userId, userId), eq(authCodes.kind, kind), isNull(authCodes.usedAt)));
    await tx.insert(authCodes).values({ userId, kind, codeHash, expiresAt });
  });
}

/** A newer registration of a pending account replaces its details; an activated account is never touched. */
export async function updatePendingUser(db: TDb, userId: string, values: Pick<TUserRow, "passwordHash" | "fullName" | "whatsappNumber">) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.activatedAt)));
}

/**
 * Activates with one live code: the account takes the password of the registration that code was sent for, and
 * every other activation code of the account dies. The code's tag names the codes a guess aims at; a wrong guess
 * counts against each of them (locked, so parallel guesses count one by one), and a code with 5 wrong guesses is
 * dead. Null when no live code matches.
 */
export async function activateWithCode(db: TDb, input: { tag: string; codeHash: string; maxFailed: number; matches: (a: string, b: string) => boolean }, trialDays: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const candidates = await tx
      .select({ id: authCodes.id, userId: authCodes.userId, codeHash: authCodes.codeHash, passwordHash: authCodes.passwordHash })
      .from(authCodes)
      .where(
        and(
          eq(authCodes.kind, "ACTIVATION"),
          eq(authCodes.codeTag, input.tag),
          isNull(authCodes.usedAt),
          gt(authCodes.expiresAt, now),
          lt(authCodes.failedAttempts, input.maxFailed),
        ),
      )
      .for("update");
    const code = candidates.find((c) => input.matches(c.codeHash, input.codeHash));
    if (!code) {
      if (candidates.length > 0) {
        await tx
          .update(authCodes)
          .set({ failedAttempts: sql`${authCodes.failedAttempts} + 1` })
          .where(inArray(authCodes.id, candidates.map((c) => c.id)));
      }
      return null;
    }
    await tx
      .update(authCodes)
      .set({ usedAt: now })
      .where(and(eq(authCodes.userId, code.userId), eq(authCodes.kind, "ACTIVATION"), isNull(authCodes.usedAt)));
    await tx
      .update(users)
      .set({
        ...(code.passwordHash ? { passwordHash: code.passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        activatedAt: now,
        trialStartedAt: now,
        trialEndsAt: new Date(now.getTime() + trialDays * 24 * 3600 * 1000),
        updatedAt: now,
      })
      .where(and(eq(users.id, code.userId), isNull(users.activatedAt)));
    return code.userId;
  });
}

/** Marks a live code used and returns its user id; null when unknown, used or expired. Single use under concurrency. */
export async function consumeCode(db: TDb, kind: TCodeKind, codeHash: string): Promise<string | null> {
  const [row] = await db
    .update(authCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(authCodes.kind, kind), eq(authCodes.codeHash, codeHash), isNull(authCodes.usedAt), gt(authCodes.expiresAt, new Date())))
    .returning({ userId: authCodes.userId });
  return row?.userId ?? null;
}

export async function activateUser(db: TDb, userId: string, trialDays: number) {
  const now = new Date();
  await db
    .update(users)
    .set({
      activatedAt: now,
      trialStartedAt: now,
      trialEndsAt: new Date(now.getTime() + trialDays * 24 * 3600 * 1000),
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), isNull(users.activatedAt)));
}

export async function setPasswordAndRevoke(db: TDb, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
  forgetSession(db, userId);
}

export async function revokeTokens(db: TDb, userId: string) {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  forgetSession(db, userId);
}

export async function touchLastLogin(db: TDb, userId: string) {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}
