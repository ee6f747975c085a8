/**
 * Tracking and meal-plan journey against the built app served by the real server (PGlite).
 * Run after `npm run build`: `node --import tsx apps/web/e2e/tracking.ts`. Prints `N passed, N failed`.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { assert, readActivationCode, runTests, SCREENSHOTS, startServer, type TServer } from "./harness";

const USER = { fullName: "Bia Tracking", email: `bia.${Date.now()}@example.com`, password: "Senha-Muito-Forte-123" };
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 360, height: 780 };

let server: TServer;
let browser: Browser;
let page: Page;
let planPath = "";
let lunchItemsBefore: string[] = [];

const url = (p: string) => `${server.baseUrl}${p}`;

async function shoot(name: string) {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${viewport.width}.png`), fullPage: true });
  }
}

async function toastShows(t: string | RegExp) {
  await page.getByTestId("toast").filter({ hasText: t }).first().waitFor({ state: "visible", timeout: 15_000 });
}

async function api(method: string, p: string, body?: unknown, token?: string) {
  const res = await fetch(url(p), {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  assert(res.ok, `${method} ${p} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

const lunchSection = () => page.getByRole("region", { name: "Almoço" }).first();

const tests = [
  {
    name: "a vegetarian user with a complete profile signs in and sees the empty plan list",
    run: async () => {
      await api("POST", "/api/auth/register", { ...USER, privacyPolicyAccepted: true, termsAccepted: true });
      await api("POST", "/api/auth/activate", { activationCode: await readActivationCode(server.dataDir, USER.email) });
      const login = await api("POST", "/api/auth/login", { email: USER.email, password: USER.password });
      await api(
        "PUT",
        "/api/account/nutritional-profile",
        { age: 29, weight: 64, height: 165, gender: "FEMALE", activityLevel: "LIGHTLY_ACTIVE", goal: "WEIGHT_MAINTENANCE", dietaryRestrictions: ["VEGETARIAN"], dislikedFoods: ["beterraba"] },
        login!.token as string,
      );
      await page.goto(url("/login?redirect=%2Fmeal-plans"));
      await page.getByLabel("E-mail").fill(USER.email);
      await page.getByLabel("Senha", { exact: true }).fill(USER.password);
      await page.getByRole("button", { name: "Entrar", exact: true }).click();
      await page.waitForURL((u) => u.pathname === "/meal-plans");
      await page.getByText("Você ainda não tem planos alimentares.").waitFor();
    },
  },
  {
    name: "generate a 3-day plan and open it (screenshots)",
    run: async () => {
      await page.getByLabel("Duração").selectOption("3");
      await page.getByRole("button", { name: "Gerar plano" }).click();
      await page.waitForURL((u) => /^\/meal-plans\/[0-9a-f-]{36}$/.test(u.pathname), { timeout: 20_000 });
      planPath = new URL(page.url()).pathname;
      await lunchSection().waitFor();
      await page.getByText(/colher|unidade|fatia|concha|xícara|copo|g\)/).first().waitFor();
      assert((await page.getByRole("group", { name: "Dias do plano" }).getByRole("button").count()) === 3, "3 day buttons expected");
      await page.getByRole("button", { name: "Lista de compras" }).click();
      await page.getByRole("heading", { name: "Lista de compras" }).waitFor();
      await page.getByText(/\d+ g|kg/).first().waitFor();
      await shoot("meal-plan");
    },
  },
  {
    name: "swap a lunch item for an equivalent",
    run: async () => {
      lunchItemsBefore = await lunchSection().locator("li p.font-medium").allTextContents();
      await lunchSection().getByRole("button", { name: /^Trocar / }).first().click();
      await toastShows("Item substituído");
      const after = await lunchSection().locator("li p.font-medium").allTextContents();
      assert(after.length === lunchItemsBefore.length, "item count changed");
      assert(after[0] !== lunchItemsBefore[0], `first item not swapped: ${after[0]}`);
    },
  },
  {
    name: "log the planned lunch in one tap and see it on the dashboard (screenshots)",
    run: async () => {
      await lunchSection().getByRole("button", { name: "Registrar refeição" }).click();
      await toastShows("Refeição registrada");
      await page.goto(url("/calorie-dashboard"));
      const lunch = page.getByRole("region", { name: "Almoço" });
      await lunch.getByRole("link").first().waitFor();
      const kcal = await lunch.locator("h3").textContent();
      assert(kcal && !/· 0 kcal/.test(kcal), `lunch shows no kcal: ${kcal}`);
      await page.getByText("Sua meta diária").waitFor();
      await shoot("calorie-dashboard");
      await page.goto(url(planPath));
      await lunchSection().waitFor();
    },
  },
  {
    name: "the calendar shows today's total and opens the day (screenshots)",
    run: async () => {
      await page.goto(url("/calendar"));
      const today = page.locator("a.ring-2");
      await today.waitFor();
      const status = await today.getAttribute("data-status");
      assert(status && status !== "EMPTY", `today is ${status}`);
      assert(/kcal/.test((await today.textContent()) ?? ""), "today shows no kcal");
      await shoot("calendar");
      await today.click();
      await page.waitForURL((u) => u.pathname === "/calorie-dashboard" && u.search.startsWith("?date="));
      await page.getByRole("region", { name: "Almoço" }).getByRole("link").first().waitFor();
    },
  },
  {
    name: "edit the logged meal: 4/4/9 mismatch confirmation, then the calculated value is saved",
    run: async () => {
      await page.getByRole("region", { name: "Almoço" }).getByRole("link").first().click();
      await page.waitForURL((u) => u.pathname.startsWith("/dashboard/edit-nutrition/"));
      await page.getByText("Informações Nutricionais", { exact: true }).waitFor();
      await page.getByRole("button", { name: "Editar" }).click();
      const dialog = page.getByRole("dialog", { name: "Editar informações nutricionais" });
      await dialog.getByLabel("Proteínas (g)").fill("30");
      await dialog.getByLabel("Carboidratos (g)").fill("50");
      await dialog.getByLabel("Gorduras (g)").fill("10");
      await dialog.getByLabel("Calorias (kcal)").fill("-5");
      await dialog.getByRole("button", { name: "Salvar" }).click();
      await dialog.getByText("O valor não pode ser negativo").waitFor();
      await dialog.getByLabel("Calorias (kcal)").fill("900");
      await dialog.getByRole("button", { name: "Salvar" }).click();
      const confirm = page.getByRole("alertdialog");
      await confirm.getByText(/410 kcal/).first().waitFor();
      await confirm.getByRole("button", { name: "Usar 410 kcal" }).click();
      await toastShows("Informações nutricionais atualizadas com sucesso.");
      await page.getByTestId("total-calories").filter({ hasText: "410" }).waitFor();
    },
  },
];

async function main() {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  server = await startServer({ ADMIN_EMAIL: "admin@nutriguia.test", ADMIN_PASSWORD: "Admin-Senha-Forte-2024" });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const context = await browser.newContext({ viewport: DESKTOP, locale: "pt-BR" });
  page = await context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const result = await runTests(tests, async (name) => {
    const file = path.join(SCREENSHOTS, `failure-${name.replace(/[^a-z0-9]+/gi, "-").slice(0, 60)}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`  screenshot: ${file}\n  server log: ${path.join(server.dataDir, "server.log")}`);
  });
  if (pageErrors.length > 0) console.log(`page errors:\n  ${pageErrors.join("\n  ")}`);
  await browser.close();
  await server.stop();
  console.log(`${result.passed} passed, ${result.failed} failed`);
  process.exit(result.failed > 0 || pageErrors.length > 0 ? 1 : 0);
}

main().catch(async (error) => {
  console.error(error);
  await browser?.close().catch(() => undefined);
  await server?.stop().catch(() => undefined);
  console.log("0 passed, 1 failed");
  process.exit(1);
});
