import type { FastifyInstance } from "fastify";
import { and, eq, inArray } from "drizzle-orm";
import { notificationPreferences, notifications, users } from "../db/schema";

export type TNotice = { title: string; body: string; link: string | null };

/**
 * Creates one in-app notification per user and e-mails those who opted in to feature updates.
 * A mail that fails is logged, never fatal: the in-app notice is already stored.
 */
export async function notifyUsers(app: FastifyInstance, userIds: readonly string[], notice: TNotice, email: { optInOnly: boolean }) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  await app.db.insert(notifications).values(unique.map((userId) => ({ userId, ...notice })));
  const recipients = await app.db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(
      email.optInOnly
        ? and(inArray(users.id, unique), eq(notificationPreferences.emailFeatureUpdates, true))
        : inArray(users.id, unique),
    );
  const link = notice.link ? `\n\n${app.config.PUBLIC_URL}${notice.link}` : "";
  for (const r of recipients) {
    try {
      await app.mailer.send({ to: r.email, subject: `${notice.title} — NutriGuia`, text: `Olá, ${r.fullName}!\n\n${notice.body}${link}\n\nEquipe NutriGuia` });
    } catch (error) {
      app.log.warn({ err: error }, "notification e-mail failed");
    }
  }
}
