import { buildTestApp, type TTestApp } from "./build-test-app";
import { startBotApiStandIn, startGraphStandIn } from "./messaging-stand-ins";
import { TG } from "./telegram-fixtures";
import { WA } from "./whatsapp-fixtures";

/** A test app with WhatsApp and Telegram configured against their loopback stand-ins; `close` stops all three. */
export async function startChannelsTestApp(extra: Record<string, string> = {}) {
  const graph = await startGraphStandIn(WA.phoneNumberId);
  const botApi = await startBotApiStandIn(TG.token);
  const app: TTestApp = await buildTestApp({
    WHATSAPP_TOKEN: WA.token,
    WHATSAPP_APP_SECRET: WA.appSecret,
    WHATSAPP_VERIFY_TOKEN: WA.verifyToken,
    WHATSAPP_PHONE_NUMBER_ID: WA.phoneNumberId,
    WHATSAPP_API_URL: graph.url,
    TELEGRAM_BOT_TOKEN: TG.token,
    TELEGRAM_WEBHOOK_SECRET: TG.secret,
    TELEGRAM_API_URL: botApi.url,
    ...extra,
  });
  const close = async () => {
    await app.close();
    await graph.close();
    await botApi.close();
  };
  return { app, graph, botApi, close };
}

export type TChannelsTestApp = Awaited<ReturnType<typeof startChannelsTestApp>>;
