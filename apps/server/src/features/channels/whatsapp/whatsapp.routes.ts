import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../../lib/app-error";
import { sameSecret } from "../../../lib/same-secret";
import { channelFlags } from "../../../shared/site-settings";
import { createBackgroundTasks } from "../channels.outbound";
import * as repo from "../channels.repository";
import { createWhatsAppHandler } from "./whatsapp.handler";
import { ZWhatsAppWebhook } from "./whatsapp.payload";

const access = { access: "public" as const };

function validSignature(appSecret: string, raw: Buffer, header: unknown) {
  if (typeof header !== "string" || !header.startsWith("sha256=")) return false;
  const expected = createHmac("sha256", appSecret).update(raw).digest();
  const given = Buffer.from(header.slice("sha256=".length), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Meta's webhook: the verification handshake and signed event deliveries (acknowledged at once, handled after). */
export default async function whatsappWebhookRoutes(app: FastifyInstance) {
  const options = app.config.whatsapp;
  const tasks = createBackgroundTasks((error) => app.log.error({ err: error }, "whatsapp background task failed"));
  app.addHook("onClose", async () => tasks.drain());
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
  const handle = options ? createWhatsAppHandler(app, options) : null;

  app.get("/webhooks/whatsapp", { config: access }, async (request, reply) => {
    if (!options) throw new AppError("NOT_FOUND");
    const query = request.query as Record<string, string | undefined>;
    if (query["hub.mode"] !== "subscribe" || !sameSecret(String(query["hub.verify_token"] ?? ""), options.verifyToken) || !query["hub.challenge"]) {
      throw new AppError("FORBIDDEN");
    }
    return reply.type("text/plain").send(query["hub.challenge"]);
  });

  app.post("/webhooks/whatsapp", { config: access }, async (request, reply) => {
    if (!options || !handle) throw new AppError("NOT_FOUND");
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!validSignature(options.appSecret, raw, request.headers["x-hub-signature-256"])) {
      throw new AppError("UNAUTHORIZED", "Assinatura inválida.");
    }
    let parsed;
    try {
      parsed = ZWhatsAppWebhook.safeParse(JSON.parse(raw.toString("utf8")));
    } catch {
      throw new AppError("INVALID_JSON");
    }
    if (!parsed.success) throw new AppError("VALIDATION_ERROR");
    // Turned off by an admin: Meta still gets its 200 (or it would retry for days), the event is kept as ignored.
    const enabled = (await channelFlags(app.db)).whatsapp;
    for (const change of parsed.data.entry.flatMap((e) => e.changes)) {
      for (const status of change.value.statuses ?? []) {
        const eventId = `status:${status.id}:${status.status}`;
        if (await repo.recordEvent(app.db, "whatsapp", eventId, `status.${status.status}`)) {
          await repo.finishEvent(app.db, "whatsapp", eventId, { status: "PROCESSED" });
        }
      }
      for (const message of change.value.messages ?? []) {
        if (!(await repo.recordEvent(app.db, "whatsapp", message.id, message.type))) continue;
        if (enabled) tasks.run(() => handle(message));
        else await repo.finishEvent(app.db, "whatsapp", message.id, { status: "IGNORED", error: repo.CHANNEL_DISABLED });
      }
    }
    return reply.send({ success: true });
  });
}
