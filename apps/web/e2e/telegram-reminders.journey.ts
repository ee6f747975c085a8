/**
 * Telegram reminders journey, on a server of its own (Telegram configured, its Bot API a loopback stand-in; the shared
 * server keeps Telegram off for the channels journey) started from apps/server/test/e2e-server.ts, whose test-only
 * route runs the reminders job at a chosen São Paulo time: the lunch reminder sent, the dinner one not sent once
 * dinner is logged, and a seeded week's Sunday summary with its figures checked line by line.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { shoot, signIn } from "./browser";
import { ADMIN, api, assert, createUser, freshEmail, startServer, type TJourney, type TServer } from "./harness";

const TELEGRAM = { BOT_TOKEN: "7000002:AAHe2eTokenForTheStandIn", SECRET: "e2e-telegram-secret" };
const CHAT_ID = 91_000_001;

type TSent = { chat_id: number; text: string; reply_markup?: { inline_keyboard?: { text: string; callback_data: string }[][] } };

/** A loopback Telegram Bot API: getMe, sendMessage (recorded) and answerCallbackQuery answered `{ok, result}` as Telegram does. */
async function startBotApiStandIn() {
  const sent: TSent[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const method = new RegExp(`^/bot${TELEGRAM.BOT_TOKEN}/([A-Za-z]+)$`).exec(req.url ?? "")?.[1];
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as TSent;
      let result: unknown = true;
      if (method === "getMe") result = { id: 7000002, is_bot: true, first_name: "NutriGuia", username: "NutriGuiaE2EBot", can_join_groups: false, can_read_all_group_messages: false, supports_inline_queries: false };
      if (method === "sendMessage") {
        sent.push(body);
        result = { message_id: sent.length, date: Math.floor(Date.now() / 1000), chat: { id: body.chat_id, type: "private" }, text: body.text };
      }
      res.writeHead(method ? 200 : 404, { "content-type": "application/json" });
      res.end(JSON.stringify(method ? { ok: true, result } : { ok: false, error_code: 404, description: "Not Found" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sent };
}

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** São Paulo's date now (UTC−3 all year). */
const saoPauloToday = () => new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
/** The Sunday before `day` (a week earlier when `day` is a Sunday): the last full week. */
const lastSunday = (day: string) => shift(day, -(new Date(`${day}T12:00:00Z`).getUTCDay() || 7));

const round1 = (n: number) => Math.round(n * 10) / 10;
const num = (n: number) => Math.round(n).toLocaleString("pt-BR");
const dm = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const weekday = (day: string) => ["domingo", "segunda", "terça", "quarta", "quinta", "sexta", "sábado"][new Date(`${day}T12:00:00Z`).getUTCDay()];

/** The week: meals in grams per day offset from its Sunday (−6 = Monday); Tuesday and Friday stay empty. */
const WEEK: { offset: number; meal: string; foodId: string; grams: number }[] = [
  { offset: -7, meal: "LUNCH", foodId: "arroz-branco-cozido-3", grams: 1000 },
  ...[
    [-6, 300, 200, 100, 0],
    [-4, 200, 100, 0, 100],
    [-3, 400, 300, 200, 0],
    [-1, 200, 200, 0, 0],
    [0, 500, 400, 0, 100],
  ].flatMap(([offset, rice, chicken, banana, bread]) =>
    [
      { offset: offset!, meal: "LUNCH", foodId: "arroz-branco-cozido-3", grams: rice! },
      { offset: offset!, meal: "LUNCH", foodId: "peito-de-frango-sem-pele-grelhado-410", grams: chicken! },
      { offset: offset!, meal: "AFTERNOON_SNACK", foodId: "banana-prata-182", grams: banana! },
      { offset: offset!, meal: "BREAKFAST", foodId: "pao-frances-53", grams: bread! },
    ].filter((entry) => entry.grams > 0),
  ),
];

export const telegramRemindersJourney: TJourney = {
  name: "telegram-reminders",
  tests: (env) => {
    const { page } = env;
    const USER = { fullName: "Téo Telegram", email: freshEmail("teo"), password: "Senha-Muito-Forte-123" };
    const today = saoPauloToday();
    let server: TServer;
    let sent: TSent[];
    let token = "";
    const toChat = (text: string) => sent.filter((m) => m.chat_id === CHAT_ID && m.text.includes(text));
    /** One pass of the reminders job as if São Paulo's clock read `day` `time`; answers the pass's outcome. */
    const runAt = async (day: string, time: string) =>
      (await api(server, "POST", "/api/test/jobs/channel-reminders/run", { at: `${day}T${time}:00-03:00` })) as { ran: boolean; ok: boolean; summary: { due?: number; sent?: number } };
    const sendsListed = async () => {
      await page.goto(`${server.baseUrl}/profile`);
      return (await page.getByTestId("reminders-card").getByTestId("reminder-sends").textContent()) ?? "";
    };

    return [
      {
        name: "Telegram linked from the profile, its reminders switched on; at 12:35 the lunch reminder reaches the Bot API with a 'Parar lembretes' button and is listed (screenshots)",
        run: async () => {
          const botApi = await startBotApiStandIn();
          sent = botApi.sent;
          server = await startServer(
            {
              ADMIN_EMAIL: ADMIN.email,
              ADMIN_PASSWORD: ADMIN.password,
              TELEGRAM_BOT_TOKEN: TELEGRAM.BOT_TOKEN,
              TELEGRAM_WEBHOOK_SECRET: TELEGRAM.SECRET,
              TELEGRAM_API_URL: botApi.url,
              // Only the journey's chosen times run the job: no pass at the real time of day.
              REMINDERS_INTERVAL_SECONDS: "0",
            },
            "apps/server/test/e2e-server.ts",
          );
          process.once("exit", () => server.process.kill("SIGKILL"));
          await createUser(server, USER);
          token = ((await api(server, "POST", "/api/auth/login", { email: USER.email, password: USER.password })) as { token: string }).token;

          await signIn(page, server.baseUrl, USER, "/profile");
          await page.getByRole("button", { name: "Conectar Telegram" }).click();
          const start = new URL((await page.getByTestId("telegram-open").getAttribute("href"))!).searchParams.get("start");
          const update = {
            update_id: 800_001,
            message: {
              message_id: 1,
              from: { id: CHAT_ID, is_bot: false, first_name: "Téo", language_code: "pt-br" },
              chat: { id: CHAT_ID, first_name: "Téo", type: "private" },
              date: Math.floor(Date.now() / 1000),
              text: `/start ${start}`,
              entities: [{ offset: 0, length: 6, type: "bot_command" }],
            },
          };
          const hook = await fetch(`${server.baseUrl}/api/webhooks/telegram`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-telegram-bot-api-secret-token": TELEGRAM.SECRET },
            body: JSON.stringify(update),
          });
          assert(hook.ok, `webhook answered ${hook.status}`);
          for (let waited = 0; toChat("conectada").length === 0; waited += 250) {
            assert(waited < 30_000, "no link confirmation in Telegram");
            await new Promise((resolve) => setTimeout(resolve, 250));
          }

          await page.reload();
          const card = page.getByTestId("reminders-card");
          await card.getByRole("switch", { name: "Lembretes pelo Telegram" }).click();
          await card.getByRole("switch", { name: "Lembrete: Ceia" }).click();
          await card.getByLabel("Horário do lembrete: Ceia").fill("20:00");
          await card.getByRole("button", { name: "Salvar lembretes" }).click();
          await card.getByRole("status").filter({ hasText: "Lembretes salvos." }).waitFor();

          const noon = await runAt(today, "12:35");
          assert(noon.ok && noon.summary.sent === 1, `12:35 pass: ${JSON.stringify(noon)}`);
          const [reminder] = toChat("ainda não registrou o almoço");
          assert(reminder, `no lunch reminder in Telegram: ${JSON.stringify(sent)}`);
          const button = reminder.reply_markup?.inline_keyboard?.[0]?.[0];
          assert(button?.text === "Parar lembretes" && button.callback_data === "stop-reminders", `stop button: ${JSON.stringify(button)}`);
          const listed = await sendsListed();
          assert(listed.includes("Almoço · Telegram") && listed.includes("enviado"), `sends listed: ${listed}`);
          await page.getByTestId("reminders-card").scrollIntoViewIfNeeded();
          await shoot(page, "profile-reminders-telegram");
        },
      },
      {
        name: "dinner logged before 20:00: the 20:05 pass sends no dinner reminder, while supper, still empty, is reminded in the same pass",
        run: async () => {
          await api(server, "POST", "/api/dashboard/calories", { foodId: "arroz-branco-cozido-3", meal: "DINNER", date: today, grams: 150 }, token);
          const evening = await runAt(today, "20:05");
          assert(evening.ok && evening.summary.due === 1 && evening.summary.sent === 1, `20:05 pass: ${JSON.stringify(evening)}`);
          assert(toChat("ainda não registrou o jantar").length === 0, "a dinner reminder went out after dinner was logged");
          assert(toChat("ainda não registrou o ceia").length === 1, `no supper reminder: ${JSON.stringify(sent.map((m) => m.text))}`);
          const listed = await sendsListed();
          assert(listed.includes("Ceia · Telegram") && !listed.includes("Jantar"), `sends listed: ${listed}`);
        },
      },
      {
        name: "a seeded week: at Sunday 19:05 the summary reaches Telegram with that week's days, averages against targets, weight trend and best day, and is listed (screenshots)",
        run: async () => {
          const sunday = lastSunday(today);
          await api(server, "PUT", "/api/dashboard/targets", { calories: 1800, protein: 100, carbohydrates: 200, fat: 60 }, token);
          for (const [weeksBefore, weightKg] of [[3, 80], [2, 79.6], [1, 79.2], [0, 78.8]] as const) {
            await api(server, "POST", "/api/dashboard/weight", { weightKg, date: shift(sunday, -7 * weeksBefore) }, token);
          }
          const days = new Map<string, { calories: number; protein: number; fiber: number; sodium: number }>();
          for (const entry of WEEK) {
            const date = shift(sunday, entry.offset);
            const logged = (await api(server, "POST", "/api/dashboard/calories", { foodId: entry.foodId, meal: entry.meal, date, grams: entry.grams }, token)) as {
              totalCalories: number;
              protein: number;
              additionalNutrients: { fiber?: number; sodium?: number };
            };
            if (entry.offset < -6) continue;
            const day = days.get(date) ?? { calories: 0, protein: 0, fiber: 0, sodium: 0 };
            day.calories += logged.totalCalories;
            day.protein += logged.protein;
            day.fiber += logged.additionalNutrients.fiber ?? 0;
            day.sodium += logged.additionalNutrients.sodium ?? 0;
            days.set(date, day);
          }
          const logged = [...days.entries()];
          const mean = (pick: (d: { calories: number; protein: number; fiber: number; sodium: number }) => number) => logged.reduce((sum, [, d]) => sum + pick(d), 0) / logged.length;
          const [bestDate, best] = [...logged].sort((a, b) => Math.abs(a[1].calories - 1800) - Math.abs(b[1].calories - 1800))[0]!;

          const pass = await runAt(sunday, "19:05");
          assert(pass.ok && pass.summary.sent === 1, `Sunday 19:05 pass: ${JSON.stringify(pass)}`);
          const summary = toChat("Seu resumo da semana");
          assert(summary.length === 1, `summaries in Telegram: ${summary.length}`);
          const lines = summary[0]!.text.split("\n");
          const expected = [
            `📊 Seu resumo da semana (${dm(shift(sunday, -6))} a ${dm(sunday)}) — médias dos dias registrados`,
            "Dias registrados: 5 de 7",
            `Calorias: média de ${num(mean((d) => d.calories))} kcal (meta 1.800 kcal)`,
            `Proteínas: ${num(mean((d) => d.protein))} g (meta 100 g)`,
            `Fibras: ${round1(mean((d) => round1(d.fiber))).toLocaleString("pt-BR")} g (meta 25 g)`,
            `Sódio: ${num(mean((d) => Math.round(d.sodium)))} mg (limite 2.000 mg)`,
            "Peso: 78,8 kg, −0,4 kg por semana",
            `Melhor dia: ${weekday(bestDate)}, ${dm(bestDate)} (${num(best.calories)} kcal)`,
          ];
          assert(JSON.stringify(lines.slice(0, expected.length)) === JSON.stringify(expected), `summary lines:\n${lines.join("\n")}\nexpected:\n${expected.join("\n")}`);
          assert(lines[expected.length]?.startsWith("Sugestão: Inclua uma concha de feijão"), `suggestion for the fibre gap: ${lines[expected.length]}`);
          assert(summary[0]!.reply_markup?.inline_keyboard?.[0]?.[0]?.callback_data === "stop-reminders", "no stop button under the summary");

          const listed = await sendsListed();
          assert(listed.includes("Resumo semanal · Telegram"), `sends listed: ${listed}`);
          await page.getByTestId("reminders-card").scrollIntoViewIfNeeded();
          await shoot(page, "profile-weekly-summary-telegram");
          await server.stop();
        },
      },
    ];
  },
};
