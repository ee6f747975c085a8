import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { SCREENSHOTS, type TUser } from "./harness";

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 360, height: 780 };
const WAIT_MS = 15_000;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

export type TSession = { context: BrowserContext; page: Page; errors: string[] };

/** A fresh context (desktop viewport, pt-BR) and page whose uncaught errors are collected in `errors`. */
export async function openSession(browser: Browser): Promise<TSession> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: "pt-BR" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Resolves after the page has painted twice, so a resize has been laid out. */
const painted = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** Full-page screenshots at 360 and 1280 px: e2e/screenshots/<name>-360.png and <name>-1280.png. */
export async function shoot(page: Page, name: string) {
  const size = page.viewportSize() ?? DESKTOP;
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await painted(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${viewport.width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

export async function textShows(page: Page, text: string | RegExp) {
  await page.getByText(text).first().waitFor({ state: "visible", timeout: WAIT_MS });
}

export async function toastShows(page: Page, text: string | RegExp) {
  await page.getByTestId("toast").filter({ hasText: text }).first().waitFor({ state: "visible", timeout: WAIT_MS });
}

/** Fills and submits the login form already on screen. */
export async function login(page: Page, email: string, password: string, submit = "Entrar") {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: submit, exact: true }).click();
}

/** Logs in through /login?redirect=… and waits to land on `target`. */
export async function signIn(page: Page, baseUrl: string, user: TUser, target: string) {
  await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent(target)}`);
  await login(page, user.email, user.password);
  await page.waitForURL((u) => u.pathname === target);
}
