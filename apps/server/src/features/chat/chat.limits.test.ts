import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin } from "../../../test/accounts";
import { multipart, sampleWebm } from "../../../test/chat-fixtures";
import { subscriptions, usageCounters } from "../../db/schema";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const send = (auth: { authorization: string }, message: string) =>
  app.inject({ method: "POST", url: "/api/chat/message", headers: auth, payload: { message } });
const usage = async (auth: { authorization: string }) => (await app.inject({ method: "GET", url: "/api/account/usage", headers: auth })).json();

describe("plan limits (001 §8–§9)", () => {
  it("stops a trial user exactly at message 31, even with 10 concurrent sends", async () => {
    const user = await createUser(app);
    for (let i = 0; i < 25; i += 1) expect((await send(user.auth, `Comi ${i + 1} bananas`)).statusCode).toBe(200);
    const burst = await Promise.all(Array.from({ length: 10 }, () => send(user.auth, "Comi 1 maçã")));
    const codes = burst.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 403)).toHaveLength(5);
    const refused = burst.find((r) => r.statusCode === 403)!.json();
    expect(refused).toMatchObject({ success: false, errorCode: "TRIAL_LIMIT_REACHED" });
    expect(refused.message).toContain("Trial plan limit reached");
    expect((await usage(user.auth)).messagesUsed).toBe(30);
    const history = (await app.inject({ method: "GET", url: "/api/chat/history", headers: user.auth })).json();
    expect(history.messages).toHaveLength(60);
  });

  it("answers a subscriber over the fair-use ceiling with the subscription message", async () => {
    const user = await createUser(app);
    const startDate = new Date(Date.now() - 86400_000);
    await app.db.insert(subscriptions).values({ userId: user.id, plan: "PRO", status: "ACTIVE", startDate });
    await app.db.insert(usageCounters).values({ userId: user.id, periodStart: startDate, messagesUsed: 3000 });
    const response = await send(user.auth, "Oi");
    expect(response.json()).toMatchObject({ errorCode: "SUBSCRIPTION_LIMIT_REACHED" });
    expect(response.json().message).toContain("Subscription plan limit reached");
  });

  it("lets admins and bypass users go past the trial allowance", async () => {
    const admin = await loginAdmin(app);
    const bypass = await createUser(app, { unlimited: true });
    await app.db.insert(usageCounters).values({ userId: bypass.id, periodStart: new Date(0), messagesUsed: 500 });
    expect((await send(admin.auth, "Oi")).statusCode).toBe(200);
    expect((await send(bypass.auth, "Oi")).statusCode).toBe(200);
  });

  it("keeps audio for paying plans and checks recordings", async () => {
    const trial = await createUser(app);
    const upload = (auth: { authorization: string }, data: Buffer) => {
      const form = multipart({}, { field: "file", name: "audio.webm", type: "audio/webm", data });
      return app.inject({ method: "POST", url: "/api/chat/audio", headers: { ...auth, ...form.headers }, payload: form.payload });
    };
    const refused = await upload(trial.auth, sampleWebm());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain("Premium feature");

    const paying = await createUser(app, { unlimited: true });
    const short = await upload(paying.auth, sampleWebm(4000));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain("vazio ou muito curto");
    const notAudio = await upload(paying.auth, Buffer.alloc(6000, 65));
    expect(notAudio.statusCode).toBe(415);
    const noProvider = (await upload(paying.auth, sampleWebm())).json();
    expect(noProvider).toMatchObject({ success: false, errorCode: "SERVICE_UNAVAILABLE", transcribedText: null });
    expect(noProvider.message).toContain("transcrição");
    const [counter] = await app.db.select().from(usageCounters).where(eq(usageCounters.userId, paying.id));
    expect(counter?.messagesUsed ?? 0).toBe(0);
  });
});
