import { expect } from "vitest";
import type { FastifyInstance } from "fastify";
import type { TTestUser } from "./accounts";
import type { startBotApiStandIn, startGraphStandIn } from "./messaging-stand-ins";
import { startUpdate } from "./telegram-fixtures";
import { signed, textMessage } from "./whatsapp-fixtures";

type TGraph = Awaited<ReturnType<typeof startGraphStandIn>>;
type TBotApi = Awaited<ReturnType<typeof startBotApiStandIn>>;

/** Delivers a signed WhatsApp webhook and waits for the reply the Graph stand-in records; returns its body. */
export async function whatsappExchange(app: FastifyInstance, graph: TGraph, payload: unknown) {
  const before = graph.sends().length;
  const { raw, signature } = signed(payload);
  const response = await app.inject({ method: "POST", url: "/api/webhooks/whatsapp", headers: { "content-type": "application/json", "x-hub-signature-256": signature }, payload: raw });
  expect(response.statusCode).toBe(200);
  return (await graph.waitForSends(before + 1))[before]!.body as Record<string, any>;
}

export async function telegramExchange(app: FastifyInstance, botApi: TBotApi, secret: string, update: unknown) {
  const before = botApi.sends().length;
  const response = await app.inject({ method: "POST", url: "/api/webhooks/telegram", headers: { "x-telegram-bot-api-secret-token": secret }, payload: update as object });
  expect(response.statusCode).toBe(200);
  return (await botApi.waitForSends(before + 1))[before]!.body as Record<string, any>;
}

/** Links the user's WhatsApp number the way a person does: the code from /profile sent to the business number. */
export async function linkWhatsApp(app: FastifyInstance, graph: TGraph, user: TTestUser, phone: string) {
  const { code } = (await app.inject({ method: "POST", url: "/api/channels/whatsapp/link", headers: user.auth })).json();
  const reply = await whatsappExchange(app, graph, textMessage(phone, code));
  expect(reply.text.body).toContain("conectada");
}

/** Links a Telegram chat through the t.me deep link's /start token. */
export async function linkTelegram(app: FastifyInstance, botApi: TBotApi, secret: string, user: TTestUser, chatId: number) {
  const { url } = (await app.inject({ method: "POST", url: "/api/channels/telegram/link", headers: user.auth })).json();
  const reply = await telegramExchange(app, botApi, secret, startUpdate(chatId, new URL(url).searchParams.get("start")!));
  expect(reply.text).toContain("conectada");
}
