import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { TNotificationList, TNotificationPreferences } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { notificationPreferences, notifications } from "../../db/schema";

export async function listNotifications(db: TDb, userId: string): Promise<TNotificationList> {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(50);
  const [unread] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return {
    notifications: rows.map((r) => ({
      id: r.id,
      title: r.title,
      body: r.body,
      link: r.link,
      read: r.readAt !== null,
      createdAt: r.createdAt.toISOString(),
    })),
    unreadCount: unread?.n ?? 0,
  };
}

export async function markAllRead(db: TDb, userId: string) {
  await db.update(notifications).set({ readAt: new Date() }).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function readPreferences(db: TDb, userId: string): Promise<TNotificationPreferences> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return { emailFeatureUpdates: row?.emailFeatureUpdates ?? false };
}

export async function savePreferences(db: TDb, userId: string, prefs: TNotificationPreferences) {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...prefs })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: prefs });
}
