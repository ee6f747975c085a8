/**
 * End-to-end journeys against the built app served by the real server (PGlite): one server, one browser,
 * each journey in its own browser context with its own user.
 * Run after `npm run build`: `npm run e2e -w @nutriguia/web` (E2E_JOURNEYS=admin for one). Prints `N passed, N failed`.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { accountJourney } from "./account.journey";
import { adminJourney } from "./admin.journey";
import { launchBrowser, openSession } from "./browser";
import { CHANNELS_ENV, channelsJourney } from "./channels.journey";
import { chatJourney } from "./chat.journey";
import { barcodeJourney, startOffStandIn } from "./barcode.journey";
import { diaryShareJourney } from "./diary-share.journey";
import { communityJourney } from "./community.journey";
import { everydayJourney } from "./everyday.journey";
import { ADMIN, runTests, SCREENSHOTS, startServer, type TJourney, type TServer } from "./harness";
import { phoneJourney } from "./phone.journey";
import { REMINDERS_ENV, remindersJourney, startGraphStandIn } from "./reminders.journey";
import { quickAddJourney } from "./quick-add.journey";
import { telegramRemindersJourney } from "./telegram-reminders.journey";
import { trackingJourney } from "./tracking.journey";
import { billingJourney } from "./billing.journey";
import { moneyJourney } from "./money.journey";

const JOURNEYS: TJourney[] = [accountJourney, trackingJourney, chatJourney, everydayJourney, communityJourney, billingJourney, moneyJourney, adminJourney, channelsJourney, phoneJourney, diaryShareJourney, barcodeJourney, quickAddJourney, remindersJourney, telegramRemindersJourney];
/** `E2E_JOURNEYS=admin,chat` runs only those journeys (by name); unset runs them all. */
const ONLY = process.env.E2E_JOURNEYS?.split(",").map((name) => name.trim()).filter(Boolean);

let server: TServer | undefined;
let browser: Browser | undefined;

async function runJourney(journey: TJourney, liveServer: TServer, liveBrowser: Browser) {
  const { context, page, errors } = await openSession(liveBrowser);
  const env = { server: liveServer, browser: liveBrowser, page, url: (p: string) => `${liveServer.baseUrl}${p}` };
  const tests = journey.tests(env).map((test) => ({
    name: `[${journey.name}] ${test.name}`,
    run: async () => {
      await test.run();
      const uncaught = errors.splice(0);
      if (uncaught.length > 0) throw new Error(`page errors:\n  ${uncaught.join("\n  ")}`);
    },
  }));
  const result = await runTests(tests, async (name) => {
    const file = path.join(SCREENSHOTS, `failure-${name.replace(/[^a-z0-9]+/gi, "-").replace(/^-/, "").slice(0, 60)}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`  screenshot: ${file}\n  server log: ${path.join(liveServer.dataDir, "server.log")}`);
  });
  await context.close();
  return result;
}

async function main() {
  const started = Date.now();
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const openFoodFacts = await startOffStandIn();
  const whatsapp = await startGraphStandIn();
  server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...CHANNELS_ENV, OPEN_FOOD_FACTS_URL: openFoodFacts.url, ...REMINDERS_ENV, WHATSAPP_API_URL: whatsapp.url });
  browser = await launchBrowser();
  let passed = 0;
  let failed = 0;
  for (const journey of JOURNEYS.filter((j) => !ONLY?.length || ONLY.includes(j.name))) {
    const result = await runJourney(journey, server, browser);
    passed += result.passed;
    failed += result.failed;
  }
  await browser.close();
  await server.stop();
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

main().catch(async (error) => {
  console.error(error);
  await browser?.close().catch(() => undefined);
  await server?.stop().catch(() => undefined);
  console.log("0 passed, 1 failed");
  process.exit(1);
});
