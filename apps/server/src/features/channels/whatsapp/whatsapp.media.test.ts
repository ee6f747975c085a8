import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../../test/build-test-app";
import { createUser } from "../../../../test/accounts";
import { samplePng } from "../../../../test/chat-fixtures";
import { startGraphStandIn } from "../../../../test/messaging-stand-ins";
import { providersEnv, startOpenAiStandIn, type TOpenAiStandIn } from "../../../../test/openai-stand-in";
import { WA, imageMessage, signed, textMessage, voiceMessage } from "../../../../test/whatsapp-fixtures";

let app: TTestApp;
let graph: Awaited<ReturnType<typeof startGraphStandIn>>;
let ai: TOpenAiStandIn;
beforeAll(async () => {
  graph = await startGraphStandIn(WA.phoneNumberId);
  ai = await startOpenAiStandIn();
  app = await buildTestApp({
    AI_PROVIDERS: providersEnv([ai], 5000),
    WHATSAPP_TOKEN: WA.token,
    WHATSAPP_APP_SECRET: WA.appSecret,
    WHATSAPP_VERIFY_TOKEN: WA.verifyToken,
    WHATSAPP_PHONE_NUMBER_ID: WA.phoneNumberId,
    WHATSAPP_API_URL: graph.url,
  });
});
afterAll(async () => {
  await app.close();
  await graph.close();
  await ai.close();
});

async function exchange(payload: unknown) {
  const before = graph.sends().length;
  const { raw, signature } = signed(payload);
  const response = await app.inject({ method: "POST", url: "/api/webhooks/whatsapp", headers: { "content-type": "application/json", "x-hub-signature-256": signature }, payload: raw });
  expect(response.statusCode).toBe(200);
  const body = (await graph.waitForSends(before + 1))[before]!.body as Record<string, any>;
  return (body.type === "text" ? body.text.body : body.interactive.body.text) as string;
}

async function linked(phone: string, unlimited = false) {
  const user = await createUser(app, { unlimited });
  const { code } = (await app.inject({ method: "POST", url: "/api/channels/whatsapp/link", headers: user.auth })).json();
  expect(await exchange(textMessage(phone, code))).toContain("conectada");
  return user;
}

describe("WhatsApp media through the AI providers' stand-in", () => {
  it("downloads a photo by media id with the bearer token and answers the vision model's meal as a card", async () => {
    await linked("5521988880001");
    graph.files.set("1395744701234567", await samplePng());
    const card = await exchange(imageMessage("5521988880001", "1395744701234567", "meu almoço"));
    expect(card).toContain("Total: 296 kcal");
    const media = graph.requests.filter((r) => r.method === "GET");
    expect(media.map((r) => r.path)).toEqual(["/1395744701234567", "/media-download/1395744701234567"]);
    expect(media.every((r) => r.headers.authorization === `Bearer ${WA.token}`)).toBe(true);
    expect(ai.requests.some((r) => JSON.stringify(r.body).includes("image_url"))).toBe(true);
  });

  it("transcribes a voice note for a paying user and keeps audio a premium feature on the trial", async () => {
    const ogg = Buffer.alloc(8000, 3);
    Buffer.from("OggS").copy(ogg, 0);
    graph.files.set("2395744701234567", ogg);
    await linked("5521988880002", true);
    expect(await exchange(voiceMessage("5521988880002", "2395744701234567"))).toContain("Total: 296 kcal");
    expect(ai.requests.some((r) => r.path === "/v1/audio/transcriptions")).toBe(true);
    await linked("5521988880003");
    expect(await exchange(voiceMessage("5521988880003", "2395744701234567"))).toContain("Premium feature");
  });
});
