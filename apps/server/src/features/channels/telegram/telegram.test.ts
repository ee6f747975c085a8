import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buildTestApp, type TTestApp } from "../../../../test/build-test-app";
import { createUser } from "../../../../test/accounts";
import { startBotApiStandIn } from "../../../../test/messaging-stand-ins";
import { TG, callbackUpdate, nextUpdateId, startUpdate, textUpdate } from "../../../../test/telegram-fixtures";
import { channelWebhookEvents, chatMessages } from "../../../db/schema";

let app: TTestApp;
let botApi: Awaited<ReturnType<typeof startBotApiStandIn>>;
beforeAll(async () => {
  botApi = await startBotApiStandIn(TG.token);
  app = await buildTestApp({ TELEGRAM_BOT_TOKEN: TG.token, TELEGRAM_WEBHOOK_SECRET: TG.secret, TELEGRAM_API_URL: botApi.url });
});
afterAll(async () => {
  await app.close();
  await botApi.close();
});

let chats = 0;
const newChat = () => 90_000_000 + (chats += 1);

const deliver = (update: unknown, secret: string | null = TG.secret) =>
  app.inject({ method: "POST", url: "/api/webhooks/telegram", headers: secret === null ? {} : { "x-telegram-bot-api-secret-token": secret }, payload: update as object });

async function exchange(update: unknown) {
  const before = botApi.sends().length;
  expect((await deliver(update)).statusCode).toBe(200);
  return (await botApi.waitForSends(before + 1))[before]!.body as Record<string, any>;
}

async function linkedChat() {
  const user = await createUser(app);
  const response = await app.inject({ method: "POST", url: "/api/channels/telegram/link", headers: user.auth });
  expect(response.statusCode).toBe(200);
  const { url } = response.json();
  const token = new URL(url).searchParams.get("start")!;
  expect(url.startsWith("https://t.me/NutriGuiaBot?start=")).toBe(true);
  expect(token.length).toBeLessThanOrEqual(64);
  const chatId = newChat();
  expect((await exchange(startUpdate(chatId, token))).text).toContain("conectada");
  return { user, chatId, token };
}

describe("Telegram webhook (issue 17)", () => {
  it("refuses a missing or wrong secret token with 401 and stores nothing", async () => {
    const id = nextUpdateId();
    expect((await deliver(textUpdate(newChat(), "oi", id), null)).statusCode).toBe(401);
    expect((await deliver(textUpdate(newChat(), "oi", id), "wrong")).statusCode).toBe(401);
    expect(await app.db.select().from(channelWebhookEvents).where(eq(channelWebhookEvents.eventId, String(id)))).toEqual([]);
  });

  it("links a chat with the single-use deep-link token", async () => {
    const { user, chatId, token } = await linkedChat();
    const status = (await app.inject({ method: "GET", url: "/api/channels", headers: user.auth })).json();
    expect(status.telegram).toMatchObject({ enabled: true, linked: true, externalId: String(chatId) });
    expect((await exchange(startUpdate(newChat(), token))).text).toContain("não é válido");
  });

  it("a chat that sent 5 wrong tokens is not heard for 15 minutes, even with a right one (issue 29)", async () => {
    const user = await createUser(app);
    const chatId = newChat();
    for (let i = 0; i < 5; i += 1) expect((await exchange(startUpdate(chatId, `palpite-errado-${i}-${chatId}`))).text).toContain("não é válido");
    const { url } = (await app.inject({ method: "POST", url: "/api/channels/telegram/link", headers: user.auth })).json();
    const token = new URL(url).searchParams.get("start")!;
    expect((await exchange(startUpdate(chatId, token))).text).toContain("Muitos códigos errados");
    expect((await exchange(startUpdate(newChat(), token))).text).toContain("conectada");
  });

  it("answers an unknown chat with how to sign up", async () => {
    const reply = await exchange(textUpdate(newChat(), "Comi arroz"));
    expect(reply.text).toContain("crie sua conta grátis");
  });

  it("answers a meal with the card and inline keyboard; confirming puts it in the web day log", async () => {
    const { user, chatId } = await linkedChat();
    const card = await exchange(textUpdate(chatId, "Comi 2 ovos cozidos e 1 pão francês"));
    expect(card).toMatchObject({ chat_id: chatId });
    expect(card.text).toContain("Total: 296 kcal");
    const [row] = card.reply_markup.inline_keyboard as { text: string; callback_data?: string }[][];
    expect(row!.map((b) => b.text)).toEqual(["Registrar", "Descartar"]);

    const confirmed = await exchange(callbackUpdate(chatId, row![0]!.callback_data!));
    expect(confirmed.text).toContain("registrad");
    expect(botApi.requests.some((r) => r.path.endsWith("/answerCallbackQuery"))).toBe(true);
    const day = (await app.inject({ method: "GET", url: "/api/dashboard/calories/day", headers: user.auth })).json();
    const entries = day.meals.flatMap((m: { entries: { source: string }[] }) => m.entries);
    expect(entries).toEqual([expect.objectContaining({ source: "TELEGRAM", totalCalories: 296 })]);
    const rows = await app.db.select().from(chatMessages).where(eq(chatMessages.userId, user.id));
    expect(new Set(rows.map((r) => r.channel))).toEqual(new Set(["TELEGRAM"]));
  });

  it("handles the same update_id once", async () => {
    const { chatId } = await linkedChat();
    const update = textUpdate(chatId, "Comi 1 banana");
    await exchange(update);
    expect((await deliver(update)).statusCode).toBe(200);
    await exchange(textUpdate(chatId, "Comi 1 maçã"));
    const texts = botApi.sends().map((s) => String(s.body?.text));
    expect(texts.filter((t) => t.includes("Banana"))).toHaveLength(1);
  });
});
