import { z } from "zod";

export const ZNotification = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;
export const ZNotificationList = z.object({ notifications: z.array(ZNotification), unreadCount: z.number() });
export type TNotificationList = z.infer<typeof ZNotificationList>;
export const ZNotificationPreferences = z.object({ emailFeatureUpdates: z.boolean() }).strict();
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;
