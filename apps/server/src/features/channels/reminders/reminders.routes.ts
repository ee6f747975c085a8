import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZReminderSettings, ZRemindersResponse } from "@nutriguia/domain";
import { createRemindersService } from "./reminders.service";

/** GET/PUT /api/reminders: the "Lembretes" section of the profile (issue 31). */
export default async function remindersRoutes(app: FastifyInstance) {
  const service = createRemindersService(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = { preHandler: app.authenticate, config: { access: "user" as const } };

  r.get("/reminders", { ...user, schema: { response: { 200: ZRemindersResponse } } }, async (request) => service.view(request.auth.userId));

  r.put("/reminders", { ...user, schema: { body: ZReminderSettings, response: { 200: ZRemindersResponse } } }, async (request) =>
    service.save(request.auth.userId, request.body),
  );
}
