import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZNotificationList, ZNotificationPreferences, ZSuccess } from "@nutriguia/domain";
import * as repo from "./notifications.repository";

/** The in-app notification list (feature-board status changes) and the e-mail opt-in. */
export default async function notificationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate, config: { access: "user" as const } };

  r.get("/notifications", { ...auth, schema: { response: { 200: ZNotificationList } } }, async (request) =>
    repo.listNotifications(app.db, request.auth.userId),
  );

  r.post("/notifications/read-all", { ...auth, schema: { response: { 200: ZSuccess } } }, async (request) => {
    await repo.markAllRead(app.db, request.auth.userId);
    return { success: true as const };
  });

  r.get("/notifications/preferences", { ...auth, schema: { response: { 200: ZNotificationPreferences } } }, async (request) =>
    repo.readPreferences(app.db, request.auth.userId),
  );

  r.put(
    "/notifications/preferences",
    { ...auth, schema: { body: ZNotificationPreferences, response: { 200: ZNotificationPreferences } } },
    async (request) => {
      await repo.savePreferences(app.db, request.auth.userId, request.body);
      return request.body;
    },
  );
}
