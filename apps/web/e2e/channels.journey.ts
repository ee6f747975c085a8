/** Channels journey: the "Conectar WhatsApp" card on /profile shows a six-digit code (WhatsApp configured on the e2e server). */
import { shoot, signIn } from "./browser";
import { assert, createUser, freshEmail, type TJourney } from "./harness";

/** WhatsApp switched on for the e2e server; no message is sent in this journey, so the API URL is never called. */
export const CHANNELS_ENV = {
  WHATSAPP_TOKEN: "e2e-token",
  WHATSAPP_APP_SECRET: "e2e-app-secret",
  WHATSAPP_VERIFY_TOKEN: "e2e-verify",
  WHATSAPP_PHONE_NUMBER_ID: "100000000000001",
  WHATSAPP_API_URL: "http://127.0.0.1:9",
};

export const channelsJourney: TJourney = {
  name: "channels",
  tests: (env) => {
    const { page } = env;
    const USER = { fullName: "Caio Canais", email: freshEmail("caio"), password: "Senha-Muito-Forte-123" };
    return [
      {
        name: "the profile offers WhatsApp and shows a single-use code (screenshots)",
        run: async () => {
          await createUser(env.server, USER);
          await signIn(page, env.server.baseUrl, USER, "/profile");
          await page.getByRole("heading", { name: "Assistente no celular" }).waitFor();
          assert((await page.getByRole("button", { name: "Conectar Telegram" }).count()) === 0, "Telegram is not configured");
          await page.getByRole("button", { name: "Conectar WhatsApp" }).click();
          await page.getByRole("status").filter({ hasText: "Envie o código" }).waitFor();
          const code = await page.locator("strong.font-mono").textContent();
          assert(/^\d{10}$/.test(code ?? ""), `ten-digit code expected, got ${code}`);
          await shoot(page, "profile-channels");
        },
      },
    ];
  },
};
