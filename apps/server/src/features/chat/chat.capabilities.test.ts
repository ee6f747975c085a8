import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser } from "../../../test/accounts";
import { multipart, sampleWebm } from "../../../test/chat-fixtures";
import { providersEnv, startOpenAiStandIn, type TOpenAiStandIn } from "../../../test/openai-stand-in";

let provider: TOpenAiStandIn;
let withProvider: TTestApp;
let withoutProvider: TTestApp;

beforeAll(async () => {
  provider = await startOpenAiStandIn();
  [withProvider, withoutProvider] = await Promise.all([buildTestApp({ AI_PROVIDERS: providersEnv([provider]) }), buildTestApp()]);
});
afterAll(async () => {
  await Promise.all([withProvider.close(), withoutProvider.close()]);
  await provider.close();
});

it("tells the web whether voice goes to a transcription provider, so it can dictate in the browser otherwise", async () => {
  for (const [app, transcription] of [[withProvider, true], [withoutProvider, false]] as const) {
    const user = await createUser(app);
    const response = await app.inject({ method: "GET", url: "/api/chat/capabilities", headers: user.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ transcription });
    expect((await app.inject({ method: "GET", url: "/api/chat/capabilities" })).statusCode).toBe(401);
  }
});

it("keeps the server's transcription path for providers: an upload without one is refused plainly", async () => {
  const user = await createUser(withoutProvider, { unlimited: true });
  const form = multipart({ prompt: "" }, { field: "file", name: "audio.webm", type: "audio/webm", data: await sampleWebm() });
  const response = await withoutProvider.inject({ method: "POST", url: "/api/chat/audio", headers: { ...user.auth, ...form.headers }, payload: form.payload });
  expect(response.json()).toMatchObject({ success: false, errorCode: "SERVICE_UNAVAILABLE" });
});
