import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZSuccess,
  ZDiaryShareCreated,
  ZDiaryShareCreateRequest,
  ZDiaryShareList,
  ZSharedDiary,
} from "@nutriguia/domain";
import { rateLimitSubject } from "../../lib/client-address";
import { sharedDiaryToCsv } from "./diary-shares.csv";
import { sharedDiaryToPdf } from "./diary-shares.pdf";
import { createDiarySharesService } from "./diary-shares.service";

const ZShareParams = z.object({ id: z.string().max(100) });
const ZTokenParams = z.object({ token: z.string().max(200) });
const PUBLIC_OPENINGS_PER_10_MIN = 60;

/** The diary shared with one's own nutritionist: the owner's links (consents) and the signed-out reading of one. */
export default async function diarySharesRoutes(app: FastifyInstance) {
  const service = createDiarySharesService(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate, config: { access: "user" as const } };
  const open = {
    config: { access: "public" as const },
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      await app.rateLimiter.hit(`diary-share:ip:${rateLimitSubject(request.ip)}`, PUBLIC_OPENINGS_PER_10_MIN, 600);
      // The link's token is a password: nothing on the way keeps or indexes the page.
      reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow");
    },
  };

  r.post("/diary-shares", { ...auth, schema: { body: ZDiaryShareCreateRequest, response: { 201: ZDiaryShareCreated } } }, async (request, reply) =>
    reply.status(201).send(await service.create(request.auth.userId, request.body)),
  );

  r.get("/diary-shares", { ...auth, schema: { response: { 200: ZDiaryShareList } } }, async (request) => ({
    shares: await service.list(request.auth.userId),
  }));

  r.delete("/diary-shares/:id", { ...auth, schema: { params: ZShareParams, response: { 200: ZSuccess } } }, async (request) => {
    await service.revoke(request.auth.userId, request.params.id);
    return { success: true as const, message: "Link revogado. Ele não abre mais." };
  });

  r.get("/public/diary-shares/:token", { ...open, schema: { params: ZTokenParams, response: { 200: ZSharedDiary } } }, async (request) =>
    service.open(request.params.token, "page"),
  );

  r.get("/public/diary-shares/:token/csv", { ...open, schema: { params: ZTokenParams } }, async (request, reply) => {
    const diary = await service.open(request.params.token, "csv");
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="diario-${diary.from}-a-${diary.to}.csv"`)
      .send(sharedDiaryToCsv(diary));
  });

  r.get("/public/diary-shares/:token/pdf", { ...open, schema: { params: ZTokenParams } }, async (request, reply) => {
    const diary = await service.open(request.params.token, "pdf");
    return reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="diario-${diary.from}-a-${diary.to}.pdf"`)
      .send(await sharedDiaryToPdf(diary));
  });
}
