import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TTestApp } from "../../../../test/build-test-app";
import { startChannelsTestApp, type TChannelsTestApp } from "../../../../test/channels-test-app";
import { createUser } from "../../../../test/accounts";
import { linkTelegram, linkWhatsApp } from "../../../../test/channel-links";
import { TG } from "../../../../test/telegram-fixtures";
import { insertCalculation } from "../../../../test/tracking-fixtures";
import { channelLinks } from "../../../db/schema";
import { REMINDERS_JOB } from "./reminders.job";

let app: TTestApp;
let graph: TChannelsTestApp["graph"];
let botApi: TChannelsTestApp["botApi"];
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, graph, botApi, close } = await startChannelsTestApp());
});
afterAll(async () => close());

const NO_SLOTS = { BREAKFAST: null, MORNING_SNACK: null, LUNCH: null, AFTERNOON_SNACK: null, DINNER: null, SUPPER: null };
const at = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);

/** Monday 16 to Sunday 22 November 2026: five days logged, two empty; the Sunday before and a pending card do not count. */
const WEEK: { day: string; calories: number; protein: number; fiber: number; sodium: number; status?: "PENDING" }[] = [
  { day: "2026-11-15", calories: 3000, protein: 150, fiber: 40, sodium: 5000 },
  { day: "2026-11-16", calories: 900, protein: 40, fiber: 10, sodium: 1200 },
  { day: "2026-11-16", calories: 800, protein: 45, fiber: 8, sodium: 900 },
  { day: "2026-11-18", calories: 1790, protein: 95, fiber: 20, sodium: 1800 },
  { day: "2026-11-19", calories: 2300, protein: 70, fiber: 12, sodium: 2600 },
  { day: "2026-11-21", calories: 1600, protein: 90, fiber: 22, sodium: 1500 },
  { day: "2026-11-22", calories: 2010, protein: 80, fiber: 18, sodium: 2200 },
  { day: "2026-11-22", calories: 5000, protein: 10, fiber: 0, sodium: 9000, status: "PENDING" },
];
const WEIGHTS = [
  { date: "2026-11-01", weightKg: 74 },
  { date: "2026-11-08", weightKg: 73.5 },
  { date: "2026-11-15", weightKg: 73 },
  { date: "2026-11-22", weightKg: 72.5 },
];

describe("weekly summary in the messengers (issue 31)", () => {
  it("sends Sunday evening's summary with the seeded week's figures: Telegram as text, WhatsApp outside the window as the template", async () => {
    const user = await createUser(app);
    const phone = "5531988880001";
    const chatId = 82_000_001;
    await linkWhatsApp(app, graph, user, phone);
    await linkTelegram(app, botApi, TG.secret, user, chatId);
    const saved = await app.inject({
      method: "PUT",
      url: "/api/reminders",
      headers: user.auth,
      payload: { channels: { whatsapp: true, telegram: true }, slots: NO_SLOTS, weeklySummary: true, quietHours: { start: "22:00", end: "07:00" } },
    });
    expect(saved.statusCode).toBe(200);
    await app.db.update(channelLinks).set({ lastInboundAt: at("2026-11-20", "09:00") }).where(and(eq(channelLinks.userId, user.id), eq(channelLinks.channel, "WHATSAPP")));
    const targets = { calories: 1800, protein: 100, carbohydrates: 200, fat: 60 };
    expect((await app.inject({ method: "PUT", url: "/api/dashboard/targets", headers: user.auth, payload: targets })).statusCode).toBe(200);
    for (const w of WEIGHTS) expect((await app.inject({ method: "POST", url: "/api/dashboard/weight", headers: user.auth, payload: w })).statusCode).toBe(200);
    for (const d of WEEK) {
      await insertCalculation(app, user.id, { day: d.day, calories: d.calories, protein: d.protein, nutrients: { fiber: d.fiber, sodium: d.sodium }, status: d.status ?? "CONFIRMED" });
    }
    const summaries = () => botApi.sends().filter((s) => s.body?.chat_id === chatId && String(s.body?.text).startsWith("📊"));

    await app.scheduler.run(REMINDERS_JOB, at("2026-11-21", "19:01"));
    expect(summaries()).toEqual([]);
    await app.scheduler.run(REMINDERS_JOB, at("2026-11-22", "19:01"));
    await app.scheduler.run(REMINDERS_JOB, at("2026-11-22", "19:20"));
    expect(summaries()).toHaveLength(1);
    expect(String(summaries()[0]!.body!.text).split("\n")).toEqual([
      "📊 Seu resumo da semana (16/11 a 22/11) — médias dos dias registrados",
      "Dias registrados: 5 de 7",
      "Calorias: média de 1.880 kcal (meta 1.800 kcal)",
      "Proteínas: 84 g (meta 100 g)",
      "Fibras: 18 g (meta 25 g)",
      "Sódio: 2.040 mg (limite 2.000 mg)",
      "Peso: 72,5 kg, −0,5 kg por semana",
      "Melhor dia: quarta, 18/11 (1.790 kcal)",
      "Sugestão: Troque embutidos, temperos prontos e salgadinhos por alho, cebola e ervas frescas em duas refeições do dia: o sódio passou do limite.",
      "Para não receber mais lembretes por aqui, responda PARAR.",
    ]);

    const [template] = graph.sends().filter((s) => s.body?.to === phone && s.body?.type === "template");
    const body = template!.body as Record<string, any>;
    expect(body.template.name).toBe("nutriguia_resumo_semanal");
    const params = body.template.components[0].parameters.map((p: { text: string }) => p.text);
    expect(params[0]).toBe("16/11 a 22/11");
    expect(params[1]).toContain("Dias registrados: 5 de 7 · Calorias: média de 1.880 kcal (meta 1.800 kcal)");
    expect(params.join("")).not.toMatch(/\n/);
  });
});
