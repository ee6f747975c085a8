import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../../test/build-test-app";
import { createUser } from "../../../../test/accounts";
import { samplePng } from "../../../../test/chat-fixtures";
import { startBotApiStandIn } from "../../../../test/messaging-stand-ins";
import { providersEnv, startOpenAiStandIn, type TOpenAiStandIn } from "../../../../test/openai-stand-in";
import { TG, photoUpdate, startUpdate } from "../../../../test/telegram-fixtures";

let app: TTestApp;
let botApi: Awaited<ReturnType<typeof startBotApiStandIn>>;
let ai: TOpenAiStandIn;
beforeAll(async () => {
  botApi = await startBotApiStandIn(TG.token);
  ai = await startOpenAiStandIn();
  app = await buildTestApp({
    AI_PROVIDERS: providersEnv([ai], 5000),
    TELEGRAM_BOT_TOKEN: TG.token,
    TELEGRAM_WEBHOOK_SECRET: TG.secret,
    TELEGRAM_API_URL: botApi.url,
  });
});
afterAll(async () => {
  await app.close();
  await botApi.close();
  await ai.close();
});

async function exchange(update: unknown) {
  const before = botApi.sends().length;
  const response = await app.inject({ method: "POST", url: "/api/webhooks/telegram", headers: { "x-telegram-bot-api-secret-token": TG.secret }, payload: update as object });
  expect(response.statusCode).toBe(200);
  return (await botApi.waitForSends(before + 1))[before]!.body as Record<string, any>;
}

describe("Telegram photo through getFile and the AI providers' stand-in", () => {
  it("downloads the largest size and answers the card", async () => {
    const user = await createUser(app);
    const { url } = (await app.inject({ method: "POST", url: "/api/channels/telegram/link", headers: user.auth })).json();
    const chatId = 81_000_001;
    expect((await exchange(startUpdate(chatId, new URL(url).searchParams.get("start")!))).text).toContain("conectada");
    botApi.files.set("files/photo-large", await samplePng());
    const card = await exchange(photoUpdate(chatId, ["photo-small", "photo-large"], "meu almoço"));
    expect(card.text).toContain("Total: 296 kcal");
    const getFile = botApi.requests.filter((r) => r.path.endsWith("/getFile"));
    expect(getFile.map((r) => r.body?.file_id)).toEqual(["photo-large"]);
    expect(botApi.requests.some((r) => r.path === `/file/bot${TG.token}/files/photo-large`)).toBe(true);
  });
});
