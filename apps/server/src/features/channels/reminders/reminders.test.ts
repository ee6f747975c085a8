import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TTestApp } from "../../../../test/build-test-app";
import { startChannelsTestApp, type TChannelsTestApp } from "../../../../test/channels-test-app";
import { createUser, type TTestUser } from "../../../../test/accounts";
import { linkTelegram, linkWhatsApp, telegramExchange, whatsappExchange } from "../../../../test/channel-links";
import type { TProviderRequest } from "../../../../test/messaging-stand-ins";
import { TG, callbackUpdate } from "../../../../test/telegram-fixtures";
import { textMessage } from "../../../../test/whatsapp-fixtures";
import { channelLinks, reminderSends, type TChannel } from "../../../db/schema";
import { REMINDERS_JOB } from "./reminders.job";

let app: TTestApp;
let graph: TChannelsTestApp["graph"];
let botApi: TChannelsTestApp["botApi"];
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, graph, botApi, close } = await startChannelsTestApp({ WHATSAPP_REMINDER_TEMPLATE: "lembrete_teste" }));
});
afterAll(async () => close());

const NO_SLOTS = { BREAKFAST: null, MORNING_SNACK: null, LUNCH: null, AFTERNOON_SNACK: null, DINNER: null, SUPPER: null };
/** A São Paulo wall-clock time as an instant. */
const at = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);
const run = async (day: string, time: string) => {
  const outcome = await app.scheduler.run(REMINDERS_JOB, at(day, time));
  expect(outcome).toMatchObject({ ran: true, ok: true });
};

let sequence = 0;
type TPerson = TTestUser & { phone: string; chatId: number };

/** A user with WhatsApp and Telegram linked, opted in to both with `slots`. */
async function person(slots: Partial<Record<keyof typeof NO_SLOTS, string>>, extra: Record<string, unknown> = {}): Promise<TPerson> {
  sequence += 1;
  const user = await createUser(app);
  const phone = `55219876${String(sequence).padStart(5, "0")}`;
  const chatId = 81_000_000 + sequence;
  await linkWhatsApp(app, graph, user, phone);
  await linkTelegram(app, botApi, TG.secret, user, chatId);
  const saved = await app.inject({
    method: "PUT",
    url: "/api/reminders",
    headers: user.auth,
    payload: { channels: { whatsapp: true, telegram: true }, slots: { ...NO_SLOTS, ...slots }, weeklySummary: false, quietHours: null, ...extra },
  });
  expect(saved.statusCode).toBe(200);
  return { ...user, phone, chatId };
}

const setLastInbound = (p: TPerson, channel: TChannel, when: Date) =>
  app.db.update(channelLinks).set({ lastInboundAt: when }).where(and(eq(channelLinks.userId, p.id), eq(channelLinks.channel, channel)));

const whatsappTo = (p: TPerson) => graph.sends().filter((s) => s.body?.to === p.phone).map((s) => s.body as Record<string, any>);
const telegramTo = (p: TPerson) => botApi.sends().filter((s: TProviderRequest) => s.body?.chat_id === p.chatId).map((s) => s.body as Record<string, any>);
/** What reached the person after linking (the "conectada" replies are left out). */
const reminders = (p: TPerson) => ({
  whatsapp: whatsappTo(p).filter((b) => b.type !== "text" || !String(b.text.body).includes("conectada")),
  telegram: telegramTo(p).filter((b) => !String(b.text).includes("conectada")),
});

describe("meal reminders in WhatsApp and Telegram (issue 31)", () => {
  it("reminds of an empty lunch through both stand-ins at the chosen time, once that day, and not once lunch is logged", async () => {
    const ana = await person({ LUNCH: "12:30" });
    await setLastInbound(ana, "WHATSAPP", at("2026-11-16", "10:00"));
    await run("2026-11-16", "12:20");
    expect(reminders(ana)).toEqual({ whatsapp: [], telegram: [] });

    await run("2026-11-16", "12:31");
    const sent = reminders(ana);
    expect(sent.whatsapp).toHaveLength(1);
    expect(sent.whatsapp[0]).toMatchObject({ type: "interactive", interactive: { type: "button" } });
    expect(sent.whatsapp[0]!.interactive.body.text).toContain("ainda não registrou o almoço de hoje");
    expect(sent.whatsapp[0]!.interactive.action.buttons).toEqual([{ type: "reply", reply: { id: "stop-reminders", title: "PARAR" } }]);
    expect(sent.telegram).toHaveLength(1);
    expect(sent.telegram[0]!.text).toContain("ainda não registrou o almoço de hoje");
    expect(sent.telegram[0]!.reply_markup).toEqual({ inline_keyboard: [[{ text: "Parar lembretes", callback_data: "stop-reminders" }]] });

    await run("2026-11-16", "12:45");
    expect(reminders(ana).whatsapp).toHaveLength(1);
    expect(reminders(ana).telegram).toHaveLength(1);

    const food = (await app.inject({ method: "GET", url: "/api/foods/search?q=arroz", headers: ana.auth })).json().foods[0];
    const logged = await app.inject({ method: "POST", url: "/api/dashboard/calories", headers: ana.auth, payload: { foodId: food.id, meal: "LUNCH", date: "2026-11-17", grams: 150 } });
    expect(logged.statusCode).toBe(201);
    await run("2026-11-17", "12:31");
    expect(reminders(ana).whatsapp).toHaveLength(1);
    expect(reminders(ana).telegram).toHaveLength(1);

    const view = (await app.inject({ method: "GET", url: "/api/reminders", headers: ana.auth })).json();
    expect(view.sends).toEqual([
      expect.objectContaining({ kind: "LUNCH", day: "2026-11-16", status: "SENT" }),
      expect.objectContaining({ kind: "LUNCH", day: "2026-11-16", status: "SENT" }),
    ]);
    expect(view.sends.map((s: { channel: string }) => s.channel).sort()).toEqual(["telegram", "whatsapp"]);
  });

  it("outside WhatsApp's 24-hour window sends the approved template; inside it a free-form message", async () => {
    const bia = await person({ DINNER: "19:30" });
    await setLastInbound(bia, "WHATSAPP", at("2026-11-17", "13:00"));
    await run("2026-11-18", "19:31");
    const [template] = reminders(bia).whatsapp;
    expect(template).toMatchObject({
      type: "template",
      template: {
        name: "lembrete_teste",
        language: { code: "pt_BR" },
        components: [
          { type: "body", parameters: [{ type: "text", text: "jantar" }] },
          { type: "button", sub_type: "quick_reply", index: "0", parameters: [{ type: "payload", payload: "stop-reminders" }] },
        ],
      },
    });
    await setLastInbound(bia, "WHATSAPP", at("2026-11-19", "08:00"));
    await run("2026-11-19", "19:31");
    expect(reminders(bia).whatsapp[1]).toMatchObject({ type: "interactive" });
    const modes = await app.db.select({ mode: reminderSends.mode, day: reminderSends.localDay }).from(reminderSends).where(and(eq(reminderSends.userId, bia.id), eq(reminderSends.channel, "WHATSAPP")));
    expect(modes.sort((a, b) => a.day.localeCompare(b.day)).map((m) => m.mode)).toEqual(["TEMPLATE", "TEXT"]);
  });

  it("PARAR on WhatsApp stops that channel only; the Telegram button stops Telegram", async () => {
    const caio = await person({ BREAKFAST: "08:00" });
    const stopped = await whatsappExchange(app, graph, textMessage(caio.phone, "Parar"));
    expect(stopped.text.body).toContain("não vai mais receber lembretes por aqui");
    let view = (await app.inject({ method: "GET", url: "/api/reminders", headers: caio.auth })).json();
    expect(view.channels).toEqual({ whatsapp: false, telegram: true });
    await run("2026-11-16", "08:05");
    expect(reminders(caio).whatsapp.filter((b) => b.type !== "text")).toEqual([]);
    expect(reminders(caio).telegram.filter((b) => String(b.text).includes("café da manhã"))).toHaveLength(1);

    const tapped = await telegramExchange(app, botApi, TG.secret, callbackUpdate(caio.chatId, "stop-reminders"));
    expect(tapped.text).toContain("não vai mais receber lembretes por aqui");
    view = (await app.inject({ method: "GET", url: "/api/reminders", headers: caio.auth })).json();
    expect(view.channels).toEqual({ whatsapp: false, telegram: false });
    await run("2026-11-17", "08:05");
    expect(reminders(caio).telegram.filter((b) => String(b.text).includes("café da manhã"))).toHaveLength(1);
  });

  it("sends nothing in quiet hours (22:00–07:00 crosses midnight) and the other slots as usual", async () => {
    const davi = await person({ BREAKFAST: "06:30", LUNCH: "12:30", SUPPER: "22:30" }, { quietHours: { start: "22:00", end: "07:00" } });
    await run("2026-11-16", "06:31");
    await run("2026-11-16", "22:31");
    expect(reminders(davi)).toEqual({ whatsapp: [], telegram: [] });
    await run("2026-11-16", "12:31");
    expect(reminders(davi).telegram.map((b) => String(b.text).split("\n")[0])).toEqual(["⏰ Você ainda não registrou o almoço de hoje."]);
  });

  it("refuses a channel that is not connected and a time that is not HH:MM, with a clear 400", async () => {
    const user = await createUser(app);
    const base = { channels: { whatsapp: false, telegram: true }, slots: NO_SLOTS, weeklySummary: true, quietHours: null };
    const unlinked = await app.inject({ method: "PUT", url: "/api/reminders", headers: user.auth, payload: base });
    expect(unlinked.statusCode).toBe(400);
    expect(unlinked.json()).toMatchObject({ success: false, errorCode: "VALIDATION_ERROR", message: "Conecte o Telegram antes de ativar os lembretes por ele." });
    const badTime = await app.inject({ method: "PUT", url: "/api/reminders", headers: user.auth, payload: { ...base, channels: { whatsapp: false, telegram: false }, slots: { ...NO_SLOTS, LUNCH: "25:00" } } });
    expect(badTime.statusCode).toBe(400);
    const defaults = (await app.inject({ method: "GET", url: "/api/reminders", headers: user.auth })).json();
    expect(defaults).toMatchObject({ channels: { whatsapp: false, telegram: false }, slots: { LUNCH: "12:30" }, weeklySummary: true, weeklySummaryTime: "19:00", sends: [] });
  });
});
