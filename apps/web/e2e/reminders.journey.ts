/** Reminders journey: WhatsApp linked through the webhook, "Lembretes" switched on for lunch now, the reminder sent through the Graph stand-in and listed. */
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { saoPauloWallClock } from "@nutriguia/domain/calc";
import { shoot, signIn } from "./browser";
import { api, assert, createUser, freshEmail, type TJourney } from "./harness";
import { CHANNELS_ENV } from "./channels.journey";

const sent: Record<string, any>[] = [];

/** A loopback WhatsApp Cloud API: records each POST /{phone_number_id}/messages and answers as Meta does. */
export async function startGraphStandIn(): Promise<{ url: string }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, any>;
      sent.push(body);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ messaging_product: "whatsapp", contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: `wamid.e2e${sent.length}` }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Reminders are looked for every few seconds in the e2e server, so the journey does not wait a minute. */
export const REMINDERS_ENV = { REMINDERS_INTERVAL_SECONDS: "3" };

/** The São Paulo time now, "HH:MM". */
const saoPauloNow = () => saoPauloWallClock(new Date()).toISOString().slice(11, 16);

async function until<T>(what: string, check: () => Promise<T | null> | T | null, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    assert(Date.now() < deadline, `timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const remindersJourney: TJourney = {
  name: "reminders",
  tests: (env) => {
    const { page } = env;
    const USER = { fullName: "Rita Lembretes", email: freshEmail("rita"), password: "Senha-Muito-Forte-123" };
    const PHONE = "5511977770001";
    return [
      {
        name: "a user with WhatsApp connected turns on the lunch reminder, receives it in WhatsApp and sees it listed (screenshots)",
        run: async () => {
          await createUser(env.server, USER);
          const { token } = (await api(env.server, "POST", "/api/auth/login", { email: USER.email, password: USER.password })) as { token: string };
          const { code } = (await api(env.server, "POST", "/api/channels/whatsapp/link", {}, token)) as { code: string };
          const message = { from: PHONE, id: `wamid.e2e.${Date.now()}`, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: code } };
          const raw = JSON.stringify({ object: "whatsapp_business_account", entry: [{ id: "1", changes: [{ field: "messages", value: { messages: [message] } }] }] });
          const signature = `sha256=${createHmac("sha256", CHANNELS_ENV.WHATSAPP_APP_SECRET).update(raw).digest("hex")}`;
          const hook = await fetch(env.url("/api/webhooks/whatsapp"), { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": signature }, body: raw });
          assert(hook.ok, `webhook answered ${hook.status}`);
          await until("the link confirmation", () => sent.find((b) => b.to === PHONE && String(b.text?.body).includes("conectada")) ?? null);

          await signIn(page, env.server.baseUrl, USER, "/profile");
          const card = page.getByTestId("reminders-card");
          await card.getByRole("heading", { name: "Lembretes" }).waitFor();
          await card.getByRole("switch", { name: "Lembretes pelo WhatsApp" }).click();
          await card.getByRole("textbox", { name: "Horário do lembrete: Almoço" }).or(card.getByLabel("Horário do lembrete: Almoço")).first().fill(saoPauloNow());
          await card.getByRole("switch", { name: "Horário de silêncio" }).click();
          await card.getByRole("button", { name: "Salvar lembretes" }).click();
          await card.getByRole("status").filter({ hasText: "Lembretes salvos." }).waitFor();

          const reminder = await until("the lunch reminder", () => sent.find((b) => b.to === PHONE && b.type === "interactive") ?? null);
          assert(String(reminder.interactive.body.text).includes("ainda não registrou o almoço"), `reminder text: ${reminder.interactive.body.text}`);
          await until("the send recorded", async () => {
            await page.reload();
            await card.getByRole("heading", { name: "Últimos envios" }).waitFor();
            return (await card.getByTestId("reminder-sends").count()) > 0 ? true : null;
          }, 60_000);
          const listed = await card.getByTestId("reminder-sends").textContent();
          assert(listed?.includes("Almoço · WhatsApp") && listed.includes("enviado"), `sends listed: ${listed}`);
          await card.scrollIntoViewIfNeeded();
          await shoot(page, "profile-reminders");
        },
      },
    ];
  },
};
