import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZChatAudioResponse,
  ZChatHistoryResponse,
  ZChatImageResponse,
  ZChatMessageRequest,
  ZChatReply,
  ZConfirmFoodRequest,
  ZConfirmFoodResponse,
  ZSaveFactsRequest,
  ZSaveFactsResponse,
  ZSuccess,
  ZChatCapabilities,
} from "@nutriguia/domain";
import { AppError } from "../../lib/app-error";
import { AUDIO_TOO_LARGE_MESSAGE, IMAGE_TOO_LARGE_MESSAGE } from "./chat.media";
import { createChatService } from "./chat.service";
import { withMultipart } from "../../plugins/multipart";

const TEXT_FIELDS = new Set(["caption", "prompt", "message", "text"]);

/** One uploaded file plus its text field (caption or prompt); oversize files get the spec's message. */
async function readUpload(request: FastifyRequest, tooLargeMessage: string) {
  if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Envie o arquivo como multipart/form-data.");
  let file: Buffer | null = null;
  let text = "";
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") file = await part.toBuffer();
      else if (TEXT_FIELDS.has(part.fieldname)) text = String(part.value ?? "").trim().slice(0, 2000);
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new AppError("FILE_TOO_LARGE", tooLargeMessage);
    throw error;
  }
  if (!file) throw new AppError("VALIDATION_ERROR", "Nenhum arquivo foi enviado.");
  return { file, text };
}

export default async function chatRoutes(app: FastifyInstance) {
  const service = createChatService(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate, config: { access: "user" as const } };

  r.post("/chat/message", { ...auth, schema: { body: ZChatMessageRequest, response: { 200: ZChatReply } } }, async (request) =>
    service.sendMessage(request.auth.userId, request.body.message, request.body.isFoodRelated),
  );

  await withMultipart(app, (scoped) => {
    const u = scoped.withTypeProvider<ZodTypeProvider>();
    u.post("/chat/image", { ...auth, schema: { response: { 200: ZChatImageResponse } } }, async (request) => {
      const { file, text } = await readUpload(request, IMAGE_TOO_LARGE_MESSAGE);
      return service.sendImage(request.auth.userId, file, text);
    });

    u.post("/chat/audio", { ...auth, schema: { response: { 200: ZChatAudioResponse } } }, async (request) => {
      const { file } = await readUpload(request, AUDIO_TOO_LARGE_MESSAGE);
      return service.sendAudio(request.auth.userId, file);
    });
  });

  r.get("/chat/capabilities", { ...auth, schema: { response: { 200: ZChatCapabilities } } }, async () => ({
    transcription: app.ai.has("transcription"),
  }));

  r.get("/chat/history", { ...auth, schema: { response: { 200: ZChatHistoryResponse } } }, async (request) =>
    service.history(request.auth.userId),
  );

  r.post("/chat/clear", { ...auth, schema: { response: { 200: ZSuccess } } }, async (request) => {
    await service.clear(request.auth.userId);
    return { success: true as const, message: "Conversa apagada." };
  });

  r.post(
    "/chat/confirm-food",
    { ...auth, schema: { body: ZConfirmFoodRequest, response: { 200: ZConfirmFoodResponse } } },
    async (request) => service.confirmFood(request.auth.userId, request.body.calculationId, request.body.confirmed),
  );

  r.post(
    "/chat/save-facts",
    { ...auth, schema: { body: ZSaveFactsRequest, response: { 200: ZSaveFactsResponse } } },
    async (request) => service.saveFacts(request.auth.userId, request.body.messageId),
  );
}
