import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin } from "../../../test/accounts";
import { startBotApiStandIn, startGraphStandIn } from "../../../test/messaging-stand-ins";
import { TG, textUpdate } from "../../../test/telegram-fixtures";
import { WA, nextMessageId, signed, textMessage } from "../../../test/whatsapp-fixtures";
import { channelWebhookEvents } from "../../db/schema";

let app: TTestApp;
let admin: Awaited<ReturnType<typeof loginAdmin>>;
let graph: Awaited<ReturnType<typeof startGraphStandIn>>;
let botApi: Awaited<ReturnType<typeof startBotApiStandIn>>;
beforeAll(async () => {
  graph = await startGraphStandIn(WA.phoneNumberId);
  botApi = await startBotApiStandIn(TG.token);
  app = await buildTestApp({
    WHATSAPP_TOKEN: WA.token,
    WHATSAPP_APP_SECRET: WA.appSecret,
    WHATSAPP_VERIFY_TOKEN: WA.verifyToken,
    WHATSAPP_PHONE_NUMBER_ID: WA.phoneNumberId,
    WHATSAPP_API_URL: graph.url,
    TELEGRAM_BOT_TOKEN: TG.token,
    TELEGRAM_WEBHOOK_SECRET: TG.secret,
    TELEGRAM_API_URL: botApi.url,
  });
  admin = await loginAdmin(app);
});
afterAll(async () => {
  await app.close();
  await graph.close();
  await botApi.close();
});

const setFlags = (flags: { whatsapp: boolean; telegram: boolean }) =>
  app.inject({ method: "PUT", url: "/api/admin/settings/channels", headers: admin.auth, payload: flags });
const eventOf = async (provider: "whatsapp" | "telegram", eventId: string) =>
  (await app.db.select().from(channelWebhookEvents).where(and(eq(channelWebhookEvents.provider, provider), eq(channelWebhookEvents.eventId, eventId))))[0];

const deliverWhatsApp = (payload: unknown) => {
  const { raw, signature } = signed(payload);
  return app.inject({ method: "POST", url: "/api/webhooks/whatsapp", headers: { "content-type": "application/json", "x-hub-signature-256": signature }, payload: raw });
};
const deliverTelegram = (update: object) =>
  app.inject({ method: "POST", url: "/api/webhooks/telegram", headers: { "x-telegram-bot-api-secret-token": TG.secret }, payload: update });

describe("channel switches", () => {
  it("a channel turned off is not offered for linking and comes back when turned on", async () => {
    const user = await createUser(app);
    const status = async () => (await app.inject({ method: "GET", url: "/api/channels", headers: user.auth })).json();
    expect((await status()).whatsapp.enabled).toBe(true);

    const saved = await setFlags({ whatsapp: false, telegram: true });
    expect(saved.json().channels).toEqual({ whatsapp: { enabled: false, configured: true }, telegram: { enabled: true, configured: true } });
    expect(await status()).toMatchObject({ whatsapp: { enabled: false }, telegram: { enabled: true } });
    expect((await app.inject({ method: "POST", url: "/api/channels/whatsapp/link", headers: user.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: "POST", url: "/api/channels/telegram/link", headers: user.auth })).statusCode).toBe(200);

    await setFlags({ whatsapp: true, telegram: true });
    expect((await app.inject({ method: "POST", url: "/api/channels/whatsapp/link", headers: user.auth })).statusCode).toBe(200);
  });

  it("a WhatsApp message arriving while the channel is off is acknowledged, kept as ignored and never answered", async () => {
    await setFlags({ whatsapp: false, telegram: true });
    const off = nextMessageId();
    const sendsBefore = graph.sends().length;
    expect((await deliverWhatsApp(textMessage("5511987600001", "oi", off))).statusCode).toBe(200);
    expect(await eventOf("whatsapp", off)).toMatchObject({ status: "IGNORED", error: "channel disabled" });

    await setFlags({ whatsapp: true, telegram: true });
    const on = nextMessageId();
    expect((await deliverWhatsApp(textMessage("5511987600002", "oi", on))).statusCode).toBe(200);
    const sends = await graph.waitForSends(sendsBefore + 1);
    expect(sends.slice(sendsBefore).map((s) => s.body?.to)).toEqual(["5511987600002"]);
    expect((await eventOf("whatsapp", off))?.status).toBe("IGNORED");
  });

  it("a Telegram update arriving while the channel is off is acknowledged, kept as ignored and never answered", async () => {
    await setFlags({ whatsapp: true, telegram: false });
    const sendsBefore = botApi.sends().length;
    const off = textUpdate(91_000_001, "oi");
    expect((await deliverTelegram(off)).statusCode).toBe(200);
    expect(await eventOf("telegram", String(off.update_id))).toMatchObject({ status: "IGNORED", error: "channel disabled" });

    await setFlags({ whatsapp: true, telegram: true });
    const on = textUpdate(91_000_002, "oi");
    expect((await deliverTelegram(on)).statusCode).toBe(200);
    const sends = await botApi.waitForSends(sendsBefore + 1);
    expect(sends.slice(sendsBefore).map((s) => s.body?.chat_id)).toEqual([91_000_002]);
  });
});
