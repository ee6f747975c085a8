import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { checkA11y } from "./a11y";
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

/**
 * A fresh context (desktop viewport, pt-BR) and page whose uncaught errors and Content-Security-Policy violations
 * (which the browser reports even when the offending code catches the refusal) are collected in `errors`.
 */
export async function openSession(browser: Browser): Promise<TSession> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: "pt-BR" });
  const errors: string[] = [];
  await context.exposeBinding("reportCspViolation", (_source, text: string) => errors.push(text));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`CSP ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Resolves after the page has painted twice, so a resize has been laid out. */
const painted = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** Runs `step` at 360 and then 1280 px, each after layout, and restores the viewport. */
async function atBothWidths(page: Page, step: (width: number) => Promise<void>) {
  const size = page.viewportSize() ?? DESKTOP;
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await painted(page);
    await step(viewport.width);
  }
  await page.setViewportSize(size);
}

/** Full-page screenshots at 360 and 1280 px (e2e/screenshots/<name>-360.png and <name>-1280.png), each audited by axe. */
export async function shoot(page: Page, name: string) {
  await atBothWidths(page, async (width) => {
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
    await checkA11y(page, name);
  });
}

/** The axe audit of `shoot` at 360 and 1280 px, without screenshots. */
export async function audit(page: Page, name: string) {
  await atBothWidths(page, () => checkA11y(page, name));
}

/** Presses Tab `count` times from where focus is and describes each focused element ("input:E-mail", "button:Entrar"). */
export async function tabOrder(page: Page, count: number): Promise<string[]> {
  const order: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press("Tab");
    order.push(
      await page.evaluate(() => {
        const el = document.activeElement;
        if (!el) return "none";
        const name = el instanceof HTMLInputElement ? (el.labels?.[0]?.textContent ?? "") : (el.getAttribute("aria-label") ?? el.textContent ?? "");
        return `${el.tagName.toLowerCase()}:${name.trim()}`;
      }),
    );
  }
  return order;
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
