import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, type TTestUser } from "../../../test/accounts";
import { multipart, samplePng, sampleWebm } from "../../../test/chat-fixtures";
import { providersEnv, startOpenAiStandIn, type TOpenAiStandIn } from "../../../test/openai-stand-in";
import { aiMetrics, usageCounters } from "../../db/schema";

let first: TOpenAiStandIn;
let second: TOpenAiStandIn;
let app: TTestApp;

beforeAll(async () => {
  first = await startOpenAiStandIn();
  second = await startOpenAiStandIn();
  app = await buildTestApp({ AI_PROVIDERS: providersEnv([first, second], 400) });
});
afterAll(async () => {
  await app.close();
  await first.close();
  await second.close();
});

const send = (who: TTestUser, message: string) => app.inject({ method: "POST", url: "/api/chat/message", headers: who.auth, payload: { message } });
const metrics = () => app.db.select().from(aiMetrics);
const usedMessages = async (userId: string) =>
  (await app.db.select().from(usageCounters).where(eq(usageCounters.userId, userId)))[0]?.messagesUsed ?? 0;

function reset(modeFirst: TOpenAiStandIn["mode"], modeSecond: TOpenAiStandIn["mode"]) {
  first.mode = modeFirst;
  second.mode = modeSecond;
  first.requests.length = 0;
  second.requests.length = 0;
}

describe("provider composers through the real openai client", () => {
  it("calls analyze_meal as a tool and shows the engine's numbers under the model's words", async () => {
    reset("ok", "ok");
    const user = await createUser(app);
    const before = (await metrics()).length;
    const body = (await send(user, "Comi 2 ovos cozidos e 1 pão francês")).json();
    expect(body.message).toContain("Boa refeição!");
    expect(body.message).toContain("Informações Nutricionais");
    expect(body.calculation).toMatchObject({ totalCalories: 296, source: "WEB_CHAT" });
    const [toolCall, final] = first.requests.map((r) => r.body as { tools?: unknown[]; messages: { role: string; content: string }[] });
    expect((toolCall!.tools as { function: { name: string } }[]).map((t) => t.function.name)).toEqual(["analyze_meal", "lookup_food", "get_targets", "get_day_totals", "create_meal_plan"]);
    const toolMessage = final!.messages.find((m) => m.role === "tool");
    expect(JSON.parse(toolMessage!.content).totals.calories).toBe(296);
    const recorded = (await metrics()).slice(before);
    expect(recorded).toHaveLength(2);
    expect(recorded[0]).toMatchObject({ provider: "stand-in-1", model: "chat-model", kind: "chat", success: true, totalTokens: 59 });
    expect(second.requests).toHaveLength(0);
  });

  it("turns a photo into food items with the vision model, then lets the engine count", async () => {
    reset("ok", "ok");
    const user = await createUser(app);
    const form = multipart({ caption: "meu café" }, { field: "file", name: "prato.png", type: "image/png", data: await samplePng() });
    const response = await app.inject({ method: "POST", url: "/api/chat/image", headers: { ...user.auth, ...form.headers }, payload: form.payload });
    const body = response.json();
    expect(response.statusCode).toBe(200);
    expect(body.calculation).toMatchObject({ source: "PHOTO", totalCalories: 296, imageUrl: body.imageUrl });
    const visionRequest = first.requests[0]!.body as { model: string; messages: { content: { type: string }[] }[] };
    expect(visionRequest.model).toBe("vision-model");
    expect(visionRequest.messages[0]!.content.map((p) => p.type)).toEqual(["text", "image_url"]);
  });

  it("transcribes audio for a paying user and answers the transcript", async () => {
    reset("ok", "ok");
    const user = await createUser(app, { unlimited: true });
    const form = multipart({ prompt: "" }, { field: "file", name: "audio.webm", type: "audio/webm", data: sampleWebm() });
    const body = (await app.inject({ method: "POST", url: "/api/chat/audio", headers: { ...user.auth, ...form.headers }, payload: form.payload })).json();
    expect(body).toMatchObject({ success: true, errorCode: null, transcribedText: "Comi 2 ovos cozidos e 1 pão francês" });
    expect(body.calculation).toMatchObject({ source: "AUDIO", totalCalories: 296 });
    expect(first.requests[0]!.path).toBe("/v1/audio/transcriptions");
    expect(first.requests[0]!.raw).toContain("whisper-model");
  });

  it("falls back to the next provider on an error and on a time-out", async () => {
    for (const failure of ["error500", "hang"] as const) {
      reset(failure, "ok");
      const user = await createUser(app);
      const before = (await metrics()).length;
      const response = await send(user, "Tapioca engorda?");
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toContain("Resposta do modelo de teste");
      const recorded = (await metrics()).slice(before);
      expect(recorded[0]).toMatchObject({ provider: "stand-in-1", success: false, errorCode: failure === "hang" ? "TIMEOUT" : "HTTP_500" });
      expect(recorded[1]).toMatchObject({ provider: "stand-in-2", success: true });
    }
  });

  it("answers the spec's codes when every provider fails, and gives the message back", async () => {
    const user = await createUser(app, {});
    reset("error503", "hang");
    const unavailable = await send(user, "Oi");
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json()).toMatchObject({ success: false, errorCode: "SERVICE_UNAVAILABLE" });
    reset("error400", "error500");
    const broken = await send(user, "Oi");
    expect(broken.statusCode).toBe(502);
    expect(broken.json()).toMatchObject({ errorCode: "AI_SERVICE_ERROR", message: "Houve um problema com o serviço de IA. Por favor, tente novamente mais tarde." });
    const form = multipart({}, { field: "file", name: "prato.png", type: "image/png", data: await samplePng() });
    const image = await app.inject({ method: "POST", url: "/api/chat/image", headers: { ...user.auth, ...form.headers }, payload: form.payload });
    expect(image.statusCode).toBe(422);
    expect(image.json()).toMatchObject({ errorCode: "IMAGE_ANALYSIS_FAILED" });
    expect(await usedMessages(user.id)).toBe(0);
  });

  it("refuses a photo without visible food", async () => {
    reset("ok", "ok");
    first.visionReply = "NENHUM";
    const user = await createUser(app);
    const form = multipart({}, { field: "file", name: "gato.png", type: "image/png", data: await samplePng() });
    const response = await app.inject({ method: "POST", url: "/api/chat/image", headers: { ...user.auth, ...form.headers }, payload: form.payload });
    first.visionReply = "2 ovos cozidos, 1 pão francês";
    expect(response.json()).toMatchObject({ errorCode: "IMAGE_ANALYSIS_FAILED" });
    expect(await usedMessages(user.id)).toBe(0);
  });
});
