import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin, type TTestUser } from "../../../test/accounts";
import { startSmtpStandIn } from "../../../test/smtp-stand-in";
import { manualClock } from "../../lib/clock";
import { runBillingJobs } from "./billing.scheduler";

const DAY = 86400_000;
const clock = manualClock();
let app: TTestApp;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  app = await buildTestApp({ SMTP_URL: smtp.url, BILLING_JOBS_INTERVAL_SECONDS: "0" }, { onClose: smtp.close, clock });
});
afterAll(async () => app.close());

const state = async (user: TTestUser) => (await app.inject({ method: "GET", url: "/api/account/subscription", headers: user.auth })).json();
const call = (user: TTestUser, url: string, payload?: object) => app.inject({ method: "POST", url, headers: user.auth, ...(payload ? { payload } : {}) });
const myPayments = async (user: TTestUser) => (await app.inject({ method: "GET", url: "/api/payments?page=0&size=10", headers: user.auth })).json();

/** Chooses a plan and pays on the local checkout, as the web does. */
async function subscribe(user: TTestUser, card: "approved" | "declines-renewal" = "approved", plan = "PRO") {
  const checkout = await call(user, "/api/billing/checkout", { plan, interval: "MONTH" });
  expect(checkout.statusCode).toBe(200);
  const orderId = new URL(checkout.json().url).pathname.split("/").at(-1)!;
  const page = await app.inject({ method: "GET", url: `/api/billing/local-checkout/${orderId}`, headers: user.auth });
  expect(page.json()).toMatchObject({ status: "PENDING", amount: plan === "PRO" ? 29.9 : 49.9, currency: "BRL" });
  const done = await call(user, `/api/billing/local-checkout/${orderId}/complete`, { card });
  expect(done.json().url).toContain("/payment/success");
  return orderId;
}

describe("subscription lifecycle with a controllable clock (issue 15)", () => {
  it("trial → reminder e-mail two days before the end (once) → free limits with data kept", async () => {
    const user = await createUser(app);
    clock.set(new Date());
    expect(await state(user)).toMatchObject({ plan: "TRIAL", status: "TRIALING", trialDaysLeft: 7, trialEndingSoon: false, limits: { messages: 30, mealPlans: 3, audio: false } });
    clock.advance(5.5 * DAY);
    expect((await runBillingJobs(app)).reminders).toBeGreaterThanOrEqual(1);
    const reminder = await smtp.waitFor(user.email, /termina em 2 dias/);
    expect(reminder.text).toContain("Nada será cobrado");
    expect(await state(user)).toMatchObject({ trialEndingSoon: true, trialDaysLeft: 2 });
    await runBillingJobs(app);
    expect(smtp.received.filter((m) => m.to.includes(user.email) && /termina em 2 dias/.test(m.subject))).toHaveLength(1);
    clock.advance(2 * DAY);
    await runBillingJobs(app);
    await smtp.waitFor(user.email, /teste grátis do NutriGuia terminou/);
    expect(await state(user)).toMatchObject({ plan: "FREE", status: "EXPIRED", trialEndingSoon: false, limits: { messages: 10, mealPlans: 1, audio: false } });
  });

  it("trial → Pro → cancel → access until the period ends → free", async () => {
    clock.set(new Date());
    const user = await createUser(app);
    await subscribe(user);
    expect(await state(user)).toMatchObject({ plan: "PRO", status: "ACTIVE", provider: "local", refundable: true, limits: { audio: true } });
    clock.advance(10 * DAY);
    const cancel = await call(user, "/api/billing/cancel");
    expect(cancel.json()).toMatchObject({ success: true, refunded: false });
    await smtp.waitFor(user.email, /Cancelamento confirmado/);
    expect(await state(user)).toMatchObject({ plan: "PRO", cancelAtPeriodEnd: true, refundable: false });
    expect((await call(user, "/api/billing/resume")).json()).toMatchObject({ success: true });
    expect((await state(user)).cancelAtPeriodEnd).toBe(false);
    await call(user, "/api/billing/cancel");
    clock.advance(19 * DAY);
    await runBillingJobs(app);
    expect((await state(user)).plan).toBe("PRO");
    clock.advance(2 * DAY);
    expect((await runBillingJobs(app)).downgraded).toBeGreaterThanOrEqual(1);
    expect(await state(user)).toMatchObject({ plan: "FREE", status: "EXPIRED", subscription: null });
    const list = await myPayments(user);
    expect(list.content).toHaveLength(1);
    expect(list.content[0]).toMatchObject({ status: "COMPLETED", amount: 29.9, description: "Assinatura NutriGuia Pro (mensal)" });
  });

  it("charge → cancel within 7 days → refunded in full, confirmed at once", async () => {
    clock.set(new Date());
    const user = await createUser(app);
    const orderId = await subscribe(user, "approved", "PRO_PLUS");
    clock.advance(3 * DAY);
    const cancel = await call(user, "/api/billing/cancel");
    expect(cancel.json()).toMatchObject({ success: true, refunded: true });
    const mail = await smtp.waitFor(user.email, /reembolso confirmados/);
    expect(mail.text).toMatch(/R\$\s49,90/);
    expect((await myPayments(user)).content[0]).toMatchObject({ status: "REFUNDED" });
    expect(await state(user)).toMatchObject({ plan: "TRIAL", subscription: null });
    const admin = await loginAdmin(app);
    const orders = (await app.inject({ method: "GET", url: "/api/admin/orders", headers: admin.auth })).json();
    expect(orders.content.find((o: { id: string }) => o.id === orderId).status).toBe("REFUNDED");
  });

  it("renews on the approved test card; a declined renewal retries, keeps access in grace, then downgrades", async () => {
    clock.set(new Date());
    const good = await createUser(app);
    const bad = await createUser(app);
    await subscribe(good);
    await subscribe(bad, "declines-renewal");
    clock.advance(31 * DAY);
    const first = await runBillingJobs(app);
    expect(first).toMatchObject({ ran: true });
    expect(first.renewed).toBeGreaterThanOrEqual(1);
    expect((await myPayments(good)).totalElements).toBe(2);
    expect(await state(good)).toMatchObject({ plan: "PRO", status: "ACTIVE" });
    expect(await state(bad)).toMatchObject({ plan: "PRO", status: "PAST_DUE" });
    await smtp.waitFor(bad.email, /Não conseguimos renovar/);
    for (let day = 0; day < 5; day += 1) {
      clock.advance(DAY);
      await runBillingJobs(app);
      expect((await state(bad)).plan).toBe("PRO");
    }
    clock.advance(2 * DAY);
    await runBillingJobs(app);
    expect(await state(bad)).toMatchObject({ plan: "FREE", status: "EXPIRED" });
    await smtp.waitFor(bad.email, /assinatura NutriGuia terminou/);
    expect((await myPayments(bad)).totalElements).toBe(1);
  });

  it("completing the local checkout twice charges once; another user's order is not found", async () => {
    clock.set(new Date());
    const user = await createUser(app);
    const other = await createUser(app);
    const orderId = await subscribe(user);
    expect((await call(user, `/api/billing/local-checkout/${orderId}/complete`, { card: "approved" })).statusCode).toBe(200);
    expect((await myPayments(user)).totalElements).toBe(1);
    expect((await call(other, `/api/billing/local-checkout/${orderId}/complete`, { card: "approved" })).statusCode).toBe(404);
    expect((await call(user, "/api/billing/checkout", { plan: "PRO", interval: "YEAR" })).statusCode).toBe(409);
    expect((await call(user, "/api/billing/checkout", { plan: "GOLD", interval: "MONTH" })).statusCode).toBe(400);
  });

  it("lists plans with BRL prices from the admin settings", async () => {
    const plans = (await app.inject({ method: "GET", url: "/api/billing/plans" })).json();
    expect(plans.provider).toBe("local");
    expect(plans.plans.map((p: { code: string }) => p.code)).toEqual(["TRIAL", "PRO", "PRO_PLUS"]);
    expect(plans.plans[1].prices).toEqual({ MONTH: 29.9, YEAR: 299 });
    expect(plans.plans[0].limits).toMatchObject({ messages: 30, mealPlans: 3, audio: false });
  });
});
