import type { FastifyInstance } from "fastify";
import fastifySse from "@fastify/sse";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { eq } from "drizzle-orm";
import { ZLogContent, ZLogFileParam, ZLogFiles, ZLogLinesQuery, ZLogStreamQuery, ZLogStreamTicket } from "@nutriguia/domain";
import { users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { adminOnly } from "../../shared/admin-only";
import { followLogs, listLogFiles, resolveLogFile, tailFile } from "./log-files";
import { closeStream, issueTicket, MAX_STREAMS_PER_ADMIN, openStream, redeemTicket, refreshStream, TICKET_TTL_MS } from "./stream-tickets";

/** How often an open stream re-checks that its admin's session is still live. */
const SESSION_CHECK_MS = 1000;

export default async function adminLogsRoutes(app: FastifyInstance) {
  await app.register(fastifySse, { heartbeatInterval: 15_000 });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = adminOnly(app);
  const dir = app.config.logsDir;

  const liveAdmin = async (userId: string, tokenVersion: number) => {
    const [row] = await app.db.select({ v: users.tokenVersion, roles: users.roles }).from(users).where(eq(users.id, userId));
    return !!row && row.v === tokenVersion && (row.roles as string[]).includes("ADMIN");
  };

  r.get("/admin/logs/files", { ...admin, schema: { response: { 200: ZLogFiles } } }, async () => ({
    status: "success" as const,
    logFiles: listLogFiles(dir),
  }));

  r.post("/admin/logs/stream-ticket", { ...admin, schema: { response: { 200: ZLogStreamTicket } } }, async (request) => {
    const [row] = await app.db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, request.auth.userId));
    if (!row) throw new AppError("UNAUTHORIZED");
    return { ticket: await issueTicket(app.db, { userId: request.auth.userId, tokenVersion: row.v }), expiresInSeconds: TICKET_TTL_MS / 1000 };
  });

  r.get(
    "/admin/logs/stream",
    { sse: { kind: "only", heartbeat: true }, config: { access: "ticket" }, schema: { querystring: ZLogStreamQuery } },
    async (request, reply) => {
      const holder = request.query.token ? await redeemTicket(app.db, request.query.token) : null;
      if (!holder || !(await liveAdmin(holder.userId, holder.tokenVersion))) {
        throw new AppError("UNAUTHORIZED", "Ticket de acompanhamento inválido ou expirado.");
      }
      const streamId = await openStream(app.db, holder.userId);
      if (!streamId) throw new AppError("RATE_LIMITED", `Limite de ${MAX_STREAMS_PER_ADMIN} acompanhamentos simultâneos atingido.`);
      reply.sse.keepAlive();
      let closed = false;
      const stopFollowing = followLogs(dir, (lines) => {
        for (const content of lines) void reply.sse.send({ data: { status: "success", content } });
      });
      const check = setInterval(async () => {
        if (closed) return;
        await refreshStream(app.db, streamId).catch(() => undefined);
        if (!(await liveAdmin(holder.userId, holder.tokenVersion).catch(() => false))) {
          await reply.sse.send({ event: "error", data: { message: "Sua sessão expirou. Faça login novamente." } });
          reply.sse.close();
        }
      }, SESSION_CHECK_MS);
      reply.sse.onClose(() => {
        closed = true;
        clearInterval(check);
        stopFollowing();
        void closeStream(app.db, streamId).catch(() => undefined);
      });
      await reply.sse.send({ event: "ready", data: { status: "success", content: "" } });
    },
  );

  r.get(
    "/admin/logs/:file",
    { ...admin, schema: { params: ZLogFileParam, querystring: ZLogLinesQuery, response: { 200: ZLogContent } } },
    async (request) => ({
      status: "success" as const,
      content: tailFile(resolveLogFile(dir, request.params.file), request.query.lines),
    }),
  );
}
