import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  MESSAGE_IMAGE_TOO_LARGE,
  ZAdminThreadDetail,
  ZAdminThreadList,
  ZIdParam,
  ZThreadCreate,
  ZThreadDetail,
  ZThreadList,
  ZThreadReply,
  ZUnreadCount,
} from "@nutriguia/domain";
import { AppError } from "../../lib/app-error";
import { createMessagesService } from "./messages.service";
import { registerUnreadReplyReminders } from "./messages.reminders";
import { withMultipart } from "../../plugins/multipart";

/** One image plus an optional caption ("body"), as multipart/form-data. */
async function readImage(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Envie a imagem como multipart/form-data.");
  let file: Buffer | null = null;
  let caption = "";
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") file = await part.toBuffer();
      else if (part.fieldname === "body") caption = String(part.value ?? "").trim().slice(0, 5000);
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new AppError("FILE_TOO_LARGE", MESSAGE_IMAGE_TOO_LARGE);
    throw error;
  }
  if (!file || file.length === 0) throw new AppError("VALIDATION_ERROR", "Nenhuma imagem foi enviada.");
  return { file, caption };
}

export default async function messagesRoutes(app: FastifyInstance) {
  const service = createMessagesService(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate, config: { access: "user" as const } };
  const admin = { preHandler: app.requireAdmin, config: { access: "admin" as const } };
  const limited = {
    config: { access: "user" as const },
    onRequest: app.authenticate,
    preHandler: async (request: FastifyRequest) => {
      await app.rateLimiter.hit(`messages:user:${request.auth.userId}`, 60, 3600);
    },
  };

  r.get("/messages/threads", { ...auth, schema: { response: { 200: ZThreadList } } }, async (request) => service.list(request.auth.userId));

  r.get("/messages/unread-count", { ...auth, schema: { response: { 200: ZUnreadCount } } }, async (request) =>
    service.unreadCount(request.auth.userId),
  );

  r.post("/messages/threads", { ...limited, schema: { body: ZThreadCreate, response: { 201: ZThreadDetail } } }, async (request, reply) =>
    reply.status(201).send(await service.create(request.auth.userId, request.body)),
  );

  r.get("/messages/threads/:id", { ...auth, schema: { params: ZIdParam, response: { 200: ZThreadDetail } } }, async (request) =>
    service.open(request.auth.userId, request.params.id, { markRead: !request.impersonatedBy }),
  );

  r.post(
    "/messages/threads/:id/messages",
    { ...limited, schema: { params: ZIdParam, body: ZThreadReply, response: { 201: ZThreadDetail } } },
    async (request, reply) => reply.status(201).send(await service.reply(request.auth.userId, request.params.id, request.body.body)),
  );

  await withMultipart(app, (scoped) => {
    const u = scoped.withTypeProvider<ZodTypeProvider>();
    u.post("/messages/threads/:id/images", { ...limited, schema: { params: ZIdParam, response: { 201: ZThreadDetail } } }, async (request, reply) => {
      const { file, caption } = await readImage(request);
      return reply.status(201).send(await service.attachImage(request.auth.userId, request.params.id, file, caption));
    });
  });

  r.get("/admin/messages/threads", { ...admin, schema: { response: { 200: ZAdminThreadList } } }, async () => service.inbox());

  r.get("/admin/messages/threads/:id", { ...admin, schema: { params: ZIdParam, response: { 200: ZAdminThreadDetail } } }, async (request) =>
    service.adminOpen(request.params.id),
  );

  r.post(
    "/admin/messages/threads/:id/messages",
    { ...admin, schema: { params: ZIdParam, body: ZThreadReply, response: { 201: ZAdminThreadDetail } } },
    async (request, reply) => reply.status(201).send(await service.adminReply(request.auth.userId, request.params.id, request.body.body)),
  );

  r.post("/admin/messages/threads/:id/close", { ...admin, schema: { params: ZIdParam, response: { 200: ZAdminThreadDetail } } }, async (request) =>
    service.close(request.params.id),
  );

  registerUnreadReplyReminders(app);
}
