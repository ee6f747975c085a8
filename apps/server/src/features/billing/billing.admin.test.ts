import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin } from "../../../test/accounts";
import { payments } from "../../db/schema";
import { billingStats } from "./billing.stats";
import { BILLING_JOBS_LOCK_ID, runBillingJobs } from "./billing.scheduler";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp({ BILLING_JOBS_INTERVAL_SECONDS: "0" });
});
afterAll(async () => app.close());

async function paidUser() {
  const user = await createUser(app, { fullName: "Maria da Silva" });
  const checkout = await app.inject({ method: "POST", url: "/api/billing/checkout", headers: user.auth, payload: { plan: "PRO", interval: "YEAR" } });
  const orderId = new URL(checkout.json().url).pathname.split("/").at(-1)!;
  await app.inject({ method: "POST", url: `/api/billing/local-checkout/${orderId}/complete`, headers: user.auth, payload: {} });
  return user;
}

describe("admin payments and orders (001 §2, §7)", () => {
  it("pages payments 10 at a time, newest first, with the spec's page shape; users are looked up by id", async () => {
    const user = await paidUser();
    const base = Date.UTC(2026, 0, 1);
    await app.db.insert(payments).values(
      Array.from({ length: 11 }, (_, i) => ({
        userId: user.id,
        provider: "local",
        providerPaymentId: `seed_${i}`,
        description: `Pagamento ${i}`,
        amountCents: 1000 + i,
        status: "COMPLETED" as const,
        paidAt: new Date(base + i * 86400_000),
      })),
    );
    const admin = await loginAdmin(app);
    const first = (await app.inject({ method: "GET", url: "/api/admin/payments?page=0&size=10&sortDirection=desc", headers: admin.auth })).json();
    expect(first).toMatchObject({ totalElements: 12, totalPages: 2, pageable: { pageNumber: 0 } });
    expect(first.content).toHaveLength(10);
    expect(first.content[0]).toMatchObject({ description: "Assinatura NutriGuia Pro (anual)", amount: 299, status: "COMPLETED", provider: "local", currency: "BRL" });
    expect(first.content[1].description).toBe("Pagamento 10");
    const second = (await app.inject({ method: "GET", url: "/api/admin/payments?page=1&size=10&sortDirection=desc", headers: admin.auth })).json();
    expect(second.content.map((p: { description: string }) => p.description)).toEqual(["Pagamento 1", "Pagamento 0"]);
    const lookup = await app.inject({ method: "GET", url: `/api/admin/users/${user.id}`, headers: admin.auth });
    expect(lookup.json()).toEqual({ id: user.id, fullName: "Maria da Silva", email: user.email });
    const receipt = await app.inject({ method: "GET", url: first.content[0].receiptUrl.replace("http://localhost:3000", "") });
    expect(receipt.headers["content-type"]).toContain("text/html");
    // A document under /api: its inline style may apply, nothing else may run.
    expect(receipt.headers["content-security-policy"]).toContain("style-src 'self' 'unsafe-inline'");
    expect(receipt.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(receipt.body).toContain("Ambiente de teste — nenhuma cobrança real");
    const forged = await app.inject({ method: "GET", url: "/api/billing/receipts/seed_1?sig=forged" });
    expect(forged.statusCode).toBe(404);
  });

  it("refuses non-admins and bad paging input with the error envelope", async () => {
    const user = await createUser(app);
    const admin = await loginAdmin(app);
    expect((await app.inject({ method: "GET", url: "/api/admin/payments", headers: user.auth })).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/admin/payments" })).statusCode).toBe(401);
    const bad = await app.inject({ method: "GET", url: "/api/admin/payments?page=-1&size=5000", headers: admin.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, status: 400 });
    expect((await app.inject({ method: "GET", url: "/api/admin/users/not-a-uuid", headers: admin.auth })).statusCode).toBe(400);
  });

  it("refunds a payment through the provider and grants or extends a plan by hand, with stats from orders and payments", async () => {
    const user = await paidUser();
    const admin = await loginAdmin(app);
    const before = await billingStats(app.db);
    const mine = (await app.inject({ method: "GET", url: "/api/payments", headers: user.auth })).json();
    const refund = await app.inject({ method: "POST", url: `/api/admin/payments/${mine.content[0].id}/refund`, headers: admin.auth });
    expect(refund.json()).toMatchObject({ success: true, refunded: true });
    expect((await app.inject({ method: "POST", url: `/api/admin/payments/${mine.content[0].id}/refund`, headers: admin.auth })).statusCode).toBe(409);
    const after = await billingStats(app.db);
    expect(after.totalRevenue).toBeCloseTo(before.totalRevenue - 299, 2);
    const grant = await app.inject({ method: "POST", url: `/api/admin/users/${user.id}/plan`, headers: admin.auth, payload: { plan: "PRO_PLUS", days: 30, reason: "Cortesia do suporte" } });
    expect(grant.statusCode).toBe(200);
    const state = (await app.inject({ method: "GET", url: "/api/account/subscription", headers: user.auth })).json();
    expect(state).toMatchObject({ plan: "PRO_PLUS", provider: "manual", refundable: false });
    expect(after).toMatchObject({ totalOrders: expect.any(Number), pendingOrders: expect.any(Number) });
  });

  it.runIf(app?.database.kind === "postgres" || !!process.env.TEST_DATABASE_URL)("runs the jobs on one instance only: a held lock makes another pass a no-op", async () => {
    let report: Awaited<ReturnType<typeof runBillingJobs>> | null = null;
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${BILLING_JOBS_LOCK_ID})`);
      report = await runBillingJobs(app);
    });
    expect(report).toMatchObject({ ran: false });
    expect((await runBillingJobs(app)).ran).toBe(true);
  });
});
