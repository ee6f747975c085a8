import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CATALOGUE, type TChannelsStatus } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser } from "../../../test/accounts";
import { startGraphStandIn } from "../../../test/messaging-stand-ins";
import { TG } from "../../../test/telegram-fixtures";
import { WA } from "../../../test/whatsapp-fixtures";

/** A Bot API that accepts the connection and never answers (Telegram down or unreachable behind a proxy). */
let silent: http.Server;
let silentUrl: string;
let graph: Awaited<ReturnType<typeof startGraphStandIn>>;
let app: TTestApp;
beforeAll(async () => {
  silent = http.createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  graph = await startGraphStandIn(WA.phoneNumberId);
  app = await buildTestApp({
    WHATSAPP_TOKEN: WA.token,
    WHATSAPP_APP_SECRET: WA.appSecret,
    WHATSAPP_VERIFY_TOKEN: WA.verifyToken,
    WHATSAPP_PHONE_NUMBER_ID: WA.phoneNumberId,
    WHATSAPP_API_URL: graph.url,
    WHATSAPP_NUMBER: "5511940028922",
    TELEGRAM_BOT_TOKEN: TG.token,
    TELEGRAM_WEBHOOK_SECRET: TG.secret,
    TELEGRAM_API_URL: silentUrl,
    TELEGRAM_TIMEOUT_SECONDS: "1",
  });
});
afterAll(async () => {
  await app.close();
  await graph.close();
  silent.closeAllConnections();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

describe("connecting a channel (issue 30)", () => {
  it("gives the WhatsApp number and a wa.me link with the code prefilled", async () => {
    const user = await createUser(app);
    const status = (await app.inject({ method: "GET", url: "/api/channels", headers: user.auth })).json<TChannelsStatus>();
    expect(status.whatsapp).toMatchObject({ enabled: true, address: "5511940028922" });
    const response = await app.inject({ method: "POST", url: "/api/channels/whatsapp/link", headers: user.auth });
    expect(response.statusCode).toBe(200);
    const { code, number, url } = response.json();
    expect(number).toBe("5511940028922");
    expect(url).toBe(`https://wa.me/5511940028922?text=${code}`);
  });

  it("answers a clear pt-BR error within the timeout when Telegram does not answer", async () => {
    const user = await createUser(app);
    const started = Date.now();
    const response = await app.inject({ method: "POST", url: "/api/channels/telegram/link", headers: user.auth });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ success: false, errorCode: "TELEGRAM_UNAVAILABLE", status: 504, message: ERROR_CATALOGUE.TELEGRAM_UNAVAILABLE.message });
    expect(response.json().message).toBe("O Telegram não respondeu agora. Tente conectar de novo em alguns minutos.");
  });

  it("caps the Telegram timeout at 10 seconds", async () => {
    await expect(buildTestApp({ TELEGRAM_BOT_TOKEN: TG.token, TELEGRAM_WEBHOOK_SECRET: TG.secret, TELEGRAM_TIMEOUT_SECONDS: "40" })).rejects.toThrow(/TELEGRAM_TIMEOUT_SECONDS/);
  });
});
