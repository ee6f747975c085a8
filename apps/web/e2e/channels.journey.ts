/** Channels journey: the card on /profile shows the WhatsApp number, a ten-digit code and its wa.me button; Telegram (not configured) says so. */
import { shoot, signIn } from "./browser";
import { assert, createUser, freshEmail, type TJourney } from "./harness";

/** WhatsApp switched on for the e2e server; no message is sent in this journey, so the API URL is never called. */
export const CHANNELS_ENV = {
  WHATSAPP_TOKEN: "e2e-token",
  WHATSAPP_APP_SECRET: "e2e-app-secret",
  WHATSAPP_VERIFY_TOKEN: "e2e-verify",
  WHATSAPP_PHONE_NUMBER_ID: "100000000000001",
  WHATSAPP_API_URL: "http://127.0.0.1:9",
  WHATSAPP_NUMBER: "5511940028922",
};

export const channelsJourney: TJourney = {
  name: "channels",
  tests: (env) => {
    const { page } = env;
    const USER = { fullName: "Caio Canais", email: freshEmail("caio"), password: "Senha-Muito-Forte-123" };
    return [
      {
        name: "the profile offers WhatsApp with its number, a single-use code and a wa.me button; Telegram says it is unavailable (screenshots)",
        run: async () => {
          await createUser(env.server, USER);
          await signIn(page, env.server.baseUrl, USER, "/profile");
          await page.getByRole("heading", { name: "Assistente no celular" }).waitFor();
          assert((await page.getByRole("button", { name: "Conectar Telegram" }).count()) === 0, "Telegram is not configured");
          await page.getByTestId("channel-telegram-unavailable").filter({ hasText: "ainda não disponível" }).waitFor();
          await page.getByText("+55 11 94002-8922").waitFor();
          await page.getByRole("button", { name: "Conectar WhatsApp" }).click();
          await page.getByRole("status").filter({ hasText: "Seu código" }).waitFor();
          const code = await page.locator("strong.font-mono").textContent();
          assert(/^\d{10}$/.test(code ?? ""), `ten-digit code expected, got ${code}`);
          const href = await page.getByTestId("whatsapp-open").getAttribute("href");
          assert(href === `https://wa.me/5511940028922?text=${code}`, `wa.me link ${href}`);
          await shoot(page, "profile-channels");
        },
      },
    ];
  },
};
