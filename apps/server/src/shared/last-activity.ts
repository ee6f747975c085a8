import type { FastifyInstance } from "fastify";
import { and, eq, lt } from "drizzle-orm";
import { users } from "../db/schema";
import type { TLiveUser } from "./session-cache";

/** Activity is recorded at most once per this span per user: 5 years are counted in days, not requests. */
export const ACTIVITY_GRANULARITY_MS = 24 * 3600 * 1000;

/**
 * Records that a signed-in person used the account (docs/decisions/215). The session's value is compared in memory,
 * so on most requests nothing is written; otherwise one conditional UPDATE runs after the answer, off the request's
 * path, and the remembered session takes the new value so the next requests skip it too. An admin viewing as the
 * user is not the user's activity.
 */
export function createActivityRecorder(app: FastifyInstance) {
  const pending = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled([...pending]);
  });
  return (user: TLiveUser, impersonatedBy: string | null) => {
    if (impersonatedBy) return;
    const now = app.clock.now();
    const staleBefore = new Date(now.getTime() - ACTIVITY_GRANULARITY_MS);
    if (user.lastActiveAt >= staleBefore) return;
    user.lastActiveAt = now;
    const write: Promise<void> = app.db
      .update(users)
      .set({ lastActiveAt: now })
      .where(and(eq(users.id, user.id), lt(users.lastActiveAt, staleBefore)))
      .then(
        () => undefined,
        (err: unknown) => app.log.warn({ err, userId: user.id }, "last activity update failed"),
      )
      .finally(() => pending.delete(write));
    pending.add(write);
  };
}
