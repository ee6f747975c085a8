import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin, type TTestUser } from "../../../test/accounts";
import { startStripeStandIn, type TStripeStandIn } from "../../../test/stripe-stand-in";
import { billingEvents, billingOrders, payments, subscriptions, users } from "../../db/schema";

const SECRET = "whsec_test_secret_for_nutriguia";
const PRICES = { STRIPE_PRICE_PRO_MONTH: "price_pro_m", STRIPE_PRICE_PRO_YEAR: "price_pro_y", STRIPE_PRICE_PRO_PLUS_MONTH: "price_plus_m", STRIPE_PRICE_PRO_PLUS_YEAR: "price_plus_y" };
const stripe = new Stripe("sk_test_unused");
let app: TTestApp;
let standIn: TStripeStandIn;
let counter = 0;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  app = await buildTestApp(
    { BILLING_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_nutriguia", STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: standIn.url, BILLING_JOBS_INTERVAL_SECONDS: "0", ...PRICES },
    { onClose: standIn.close },
  );
});
afterAll(async () => app.close());

const now = () => Math.floor(Date.now() / 1000);
function event(type: string, object: Record<string, unknown>, id = `evt_${++counter}_${Date.now()}`) {
  return JSON.stringify({ id, object: "event", type, created: now(), api_version: "2026-10-28.endive", data: { object } });
}
const signed = (payload: string, timestamp = now()) => stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp });
const post = (payload: string, signature?: string) =>
  app.inject({ method: "POST", url: "/api/webhooks/stripe", headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) }, payload });
const subscription = async (user: TTestUser) => (await app.inject({ method: "GET", url: "/api/account/subscription", headers: user.auth })).json();

/** A user who went through Stripe Checkout: the stand-in holds their subscription as Stripe would. */
async function checkedOut(user: TTestUser, status = "active") {
  const checkout = await app.inject({ method: "POST", url: "/api/billing/checkout", headers: user.auth, payload: { plan: "PRO", interval: "MONTH" } });
  expect(checkout.statusCode).toBe(200);
  const call = standIn.calls.filter((c) => c.path === "/v1/checkout/sessions").at(-1)!;
  const orderId = call.form.get("client_reference_id")!;
  return { ...stripeObjects(user, orderId, status), url: checkout.json().url as string };
}

/** What Stripe holds once a Checkout Session of this order is paid: the subscription, the session and the first invoice. */
function stripeObjects(user: TTestUser, orderId: string, status = "active") {
  const subId = `sub_${orderId.slice(0, 8)}`;
  standIn.subscriptions.set(subId, {
    id: subId,
    customer: `cus_${orderId.slice(0, 8)}`,
    status,
    price: "price_pro_m",
    periodStart: now(),
    periodEnd: now() + 30 * 86400,
    cancelAtPeriodEnd: false,
    metadata: { userId: user.id, orderId, plan: "PRO", interval: "MONTH" },
  });
  const session = { id: "cs_x", object: "checkout.session", client_reference_id: orderId, subscription: subId, customer: `cus_${orderId.slice(0, 8)}` };
  const invoice = {
    id: `in_${orderId.slice(0, 8)}`,
    object: "invoice",
    amount_paid: 2990,
    billing_reason: "subscription_create",
    hosted_invoice_url: "https://invoice.stripe.test/i/1",
    invoice_pdf: "https://invoice.stripe.test/i/1.pdf",
    status_transitions: { paid_at: now() },
    parent: { type: "subscription_details", subscription_details: { subscription: subId } },
  };
  return { orderId, subId, session, invoice };
}

describe("Stripe Checkout and webhooks (issue 15)", () => {
  it("creates a subscription-mode Checkout Session with the plan's price and our order as reference", async () => {
    const user = await createUser(app);
    const { orderId, url } = await checkedOut(user);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const call = standIn.calls.filter((c) => c.path === "/v1/checkout/sessions").at(-1)!;
    expect(call.form.get("mode")).toBe("subscription");
    expect(call.form.get("line_items[0][price]")).toBe("price_pro_m");
    const customer = standIn.calls.filter((c) => c.path === "/v1/customers").at(-1)!;
    expect(customer.form.get("email")).toBe(user.email);
    expect(call.form.get("customer")).toMatch(/^cus_/);
    expect(call.form.get("subscription_data[metadata][userId]")).toBe(user.id);
    expect(call.form.get("success_url")).toContain("/payment/success");
    const admin = await loginAdmin(app);
    const orders = (await app.inject({ method: "GET", url: "/api/admin/orders?page=0&size=10", headers: admin.auth })).json();
    expect(orders.content.find((o: { id: string }) => o.id === orderId)).toMatchObject({ status: "PENDING", plan: "PRO", amount: 29.9, provider: "stripe" });
  });

  it("upgrades the user on a validly signed checkout.session.completed", async () => {
    const user = await createUser(app);
    const { session } = await checkedOut(user);
    const payload = event("checkout.session.completed", session);
    expect((await post(payload, signed(payload))).statusCode).toBe(200);
    expect(await subscription(user)).toMatchObject({ plan: "PRO", status: "ACTIVE", interval: "MONTH", provider: "stripe", cancelAtPeriodEnd: false });
  });

  it("refuses one changed byte, a 301-second-old signature or no signature with 400, changing nothing", async () => {
    const user = await createUser(app);
    const { session } = await checkedOut(user);
    const payload = event("checkout.session.completed", session);
    const tampered = payload.replace('"object":"event"', '"object":"evenT"');
    const attempts = [post(tampered, signed(payload)), post(payload, signed(payload, now() - 301)), post(payload)];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: "INVALID_WEBHOOK_SIGNATURE" });
    }
    expect((await subscription(user)).plan).toBe("TRIAL");
    const id = JSON.parse(payload).id as string;
    expect(await app.db.select().from(billingEvents).where(eq(billingEvents.eventId, id))).toHaveLength(0);
  });

  it("applies the same event twice and events out of order exactly once", async () => {
    const user = await createUser(app);
    const { session, invoice, subId } = await checkedOut(user);
    const paid = event("invoice.paid", invoice);
    const completed = event("checkout.session.completed", session);
    for (const payload of [paid, paid, completed, paid, completed]) expect((await post(payload, signed(payload))).statusCode).toBe(200);
    const rows = await app.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(await app.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subId))).toHaveLength(1);
    const list = (await app.inject({ method: "GET", url: "/api/payments?page=0&size=10", headers: user.auth })).json();
    expect(list).toMatchObject({ totalElements: 1, totalPages: 1, pageable: { pageNumber: 0 } });
    expect(list.content[0]).toMatchObject({ amount: 29.9, currency: "BRL", status: "COMPLETED", provider: "stripe", invoiceUrl: "https://invoice.stripe.test/i/1" });
  });

  it("trusts Stripe's current state over a stale event arriving after the deletion", async () => {
    const user = await createUser(app);
    const { session, subId } = await checkedOut(user);
    const stale = event("customer.subscription.updated", { id: subId, object: "subscription" });
    const completed = event("checkout.session.completed", session);
    await post(completed, signed(completed));
    standIn.subscriptions.get(subId)!.status = "canceled";
    const deleted = event("customer.subscription.deleted", { id: subId, object: "subscription" });
    await post(deleted, signed(deleted));
    await post(stale, signed(stale));
    expect((await subscription(user)).plan).toBe("TRIAL");
  });

  it("keeps access through a failed renewal (past_due grace) and records the retry", async () => {
    const user = await createUser(app);
    const { session, invoice, subId } = await checkedOut(user);
    const completed = event("checkout.session.completed", session);
    await post(completed, signed(completed));
    standIn.subscriptions.get(subId)!.status = "past_due";
    const failed = event("invoice.payment_failed", { ...invoice, id: "in_renewal_fail", billing_reason: "subscription_cycle", next_payment_attempt: now() + 3 * 86400 });
    expect((await post(failed, signed(failed))).statusCode).toBe(200);
    const state = await subscription(user);
    expect(state).toMatchObject({ plan: "PRO", status: "PAST_DUE" });
    expect(new Date(state.graceUntil).getTime()).toBeGreaterThan(Date.now() + 6 * 86400_000);
  });

  it("refunds through Stripe when the user cancels within 7 days of the first charge", async () => {
    const user = await createUser(app);
    const { session, invoice, subId } = await checkedOut(user);
    for (const payload of [event("checkout.session.completed", session), event("invoice.paid", invoice)]) await post(payload, signed(payload));
    const cancel = await app.inject({ method: "POST", url: "/api/billing/cancel", headers: user.auth });
    expect(cancel.json()).toMatchObject({ success: true, refunded: true });
    const refund = standIn.calls.find((c) => c.path === "/v1/refunds" && c.form.get("payment_intent") === `pi_for_${invoice.id}`);
    expect(refund?.form.get("amount")).toBe("2990");
    expect(standIn.subscriptions.get(subId)!.status).toBe("canceled");
    const list = (await app.inject({ method: "GET", url: "/api/payments", headers: user.auth })).json();
    expect(list.content[0].status).toBe("REFUNDED");
  });

  it("opens the Customer Portal for a paying customer", async () => {
    const user = await createUser(app);
    const { session } = await checkedOut(user);
    const completed = event("checkout.session.completed", session);
    await post(completed, signed(completed));
    const portal = await app.inject({ method: "POST", url: "/api/billing/portal", headers: user.auth });
    expect(portal.json()).toEqual({ url: "https://billing.stripe.test/p/session_1" });
  });

  it("stops Stripe renewals when the account is deleted, keeping the payment record", async () => {
    const user = await createUser(app);
    const { session, invoice, subId } = await checkedOut(user);
    for (const payload of [event("checkout.session.completed", session), event("invoice.paid", invoice)]) await post(payload, signed(payload));
    const deleted = await app.inject({ method: "DELETE", url: "/api/account/delete", headers: user.auth, payload: { password: user.password } });
    expect(deleted.statusCode).toBe(200);
    expect(standIn.subscriptions.get(subId)!.status).toBe("canceled");
    const [kept] = await app.db.select().from(payments).where(eq(payments.providerPaymentId, invoice.id));
    expect(kept).toMatchObject({ userId: null, status: "COMPLETED" });
  });

  it("two checkouts completed at once leave one live subscription; the extra one is cancelled and refunded (issue 29, 20 runs)", async () => {
    for (let run = 0; run < 20; run += 1) {
      const user = await createUser(app);
      const first = await checkedOut(user);
      // A second session paid too (Stripe completing it while the app expired it, a payment link…): an order of its own.
      const [order] = await app.db.insert(billingOrders).values({ userId: user.id, plan: "PRO", interval: "MONTH", amountCents: 2990, provider: "stripe", status: "PENDING" }).returning();
      const second = stripeObjects(user, order!.id);
      const events = [first, second].flatMap(({ session, invoice }) => [event("checkout.session.completed", session), event("invoice.paid", invoice)]);
      const answers = await Promise.all(events.map((payload) => post(payload, signed(payload))));
      expect(answers.map((a) => a.statusCode), `run ${run}`).toEqual([200, 200, 200, 200]);
      const rows = await app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
      const live = rows.filter((r) => r.status === "ACTIVE" || r.status === "PAST_DUE");
      expect(live, `run ${run}`).toHaveLength(1);
      const extra = rows.find((r) => r.id !== live[0]!.id)!;
      expect(extra).toMatchObject({ status: "CANCELLED", duplicateOf: live[0]!.id });
      expect(standIn.subscriptions.get(extra.providerSubscriptionId!)!.status).toBe("canceled");
      expect(standIn.subscriptions.get(live[0]!.providerSubscriptionId!)!.status).toBe("active");
      const charged = await app.db.select().from(payments).where(eq(payments.userId, user.id));
      expect(charged.filter((p) => p.status === "COMPLETED"), `run ${run}`).toHaveLength(1);
      const refunded = charged.filter((p) => p.status === "REFUNDED");
      expect(refunded, `run ${run}`).toHaveLength(1);
      expect(refunded[0]!.subscriptionId).toBe(extra.id);
      expect(standIn.calls.some((c) => c.path === "/v1/refunds" && c.form.get("payment_intent") === `pi_for_${refunded[0]!.providerPaymentId}`)).toBe(true);
    }
  });

  it("one customer per user and one open Checkout Session: a new checkout expires the open one, a paid one refuses it (issue 29)", async () => {
    const user = await createUser(app);
    const checkout = (plan: string) => app.inject({ method: "POST", url: "/api/billing/checkout", headers: user.auth, payload: { plan, interval: "MONTH" } });
    const sessionsOf = () => standIn.calls.filter((c) => c.path === "/v1/checkout/sessions" && c.form.get("metadata[userId]") === user.id);
    expect((await checkout("PRO")).statusCode).toBe(200);
    expect((await checkout("PRO_PLUS")).statusCode).toBe(200);
    const [first, second] = sessionsOf();
    expect(first!.form.get("customer")).toBe(second!.form.get("customer"));
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.billingCustomerId).toBe(first!.form.get("customer"));
    const states = [...standIn.sessions.values()].filter((s) => s.clientReferenceId === first!.form.get("client_reference_id") || s.clientReferenceId === second!.form.get("client_reference_id"));
    expect(states.map((s) => s.status)).toEqual(["expired", "open"]);
    const orders = await app.db.select().from(billingOrders).where(eq(billingOrders.userId, user.id));
    expect(orders.map((o) => o.status).sort()).toEqual(["EXPIRED", "PENDING"]);

    // The open one is paid before its webhook arrives: a third checkout is refused and nothing else opens.
    standIn.sessions.get([...standIn.sessions.entries()].find(([, s]) => s.clientReferenceId === second!.form.get("client_reference_id"))![0])!.status = "complete";
    const third = await checkout("PRO");
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ success: false, errorCode: "CONFLICT", status: 409 });
    expect(sessionsOf()).toHaveLength(2);
  });

  it("an old subscription renewed late, after the user bought a new one, is cancelled and only its late charge refunded (issue 29)", async () => {
    const user = await createUser(app);
    const old = await checkedOut(user);
    const longAgo = now() - 40 * 86400;
    const firstInvoice = { ...old.invoice, status_transitions: { paid_at: longAgo } };
    for (const payload of [event("checkout.session.completed", old.session), event("invoice.paid", firstInvoice)]) await post(payload, signed(payload));
    // Its renewal has been failing for days: past the period and its leeway, it no longer gives access.
    await app.db.update(subscriptions).set({ endDate: new Date(Date.now() - 10 * 86400_000) }).where(eq(subscriptions.providerSubscriptionId, old.subId));
    const fresh = await checkedOut(user);
    for (const payload of [event("checkout.session.completed", fresh.session), event("invoice.paid", fresh.invoice)]) expect((await post(payload, signed(payload))).statusCode).toBe(200);
    // Then Stripe finally collects the old one's renewal.
    Object.assign(standIn.subscriptions.get(old.subId)!, { periodStart: now(), periodEnd: now() + 30 * 86400 });
    const renewal = event("invoice.paid", { ...old.invoice, id: `${old.invoice.id}_renewal`, billing_reason: "subscription_cycle", status_transitions: { paid_at: now() } });
    expect((await post(renewal, signed(renewal))).statusCode).toBe(200);

    const rows = await app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(rows.filter((r) => r.status === "ACTIVE").map((r) => r.providerSubscriptionId)).toEqual([fresh.subId]);
    expect(standIn.subscriptions.get(old.subId)!.status).toBe("canceled");
    const charges = await app.db.select().from(payments).where(eq(payments.userId, user.id));
    const status = (id: string) => charges.find((p) => p.providerPaymentId === id)?.status;
    expect(status(old.invoice.id)).toBe("COMPLETED");
    expect(status(`${old.invoice.id}_renewal`)).toBe("REFUNDED");
    expect(status(fresh.invoice.id)).toBe("COMPLETED");
  });
});
