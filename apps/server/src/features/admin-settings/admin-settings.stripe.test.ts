import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { loginAdmin } from "../../../test/accounts";

let app: TTestApp;
let admin: Awaited<ReturnType<typeof loginAdmin>>;
beforeAll(async () => {
  app = await buildTestApp({
    BILLING_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_nutriguia",
    STRIPE_WEBHOOK_SECRET: "whsec_test",
    STRIPE_API_URL: "http://127.0.0.1:9",
    STRIPE_PRICE_PRO_MONTH: "price_pro_m",
    STRIPE_PRICE_PRO_YEAR: "price_pro_y",
    STRIPE_PRICE_PRO_PLUS_MONTH: "price_plus_m",
    STRIPE_PRICE_PRO_PLUS_YEAR: "price_plus_y",
    BILLING_JOBS_INTERVAL_SECONDS: "0",
  });
  admin = await loginAdmin(app);
});
afterAll(async () => app.close());

describe("plan settings with Stripe", () => {
  it("keeps prices read-only (Stripe's Price holds the amount) while limits stay editable", async () => {
    const current = (await app.inject({ method: "GET", url: "/api/admin/settings", headers: admin.auth })).json().plans;
    expect(current).toMatchObject({ pricesEditable: false, billingProvider: "stripe" });
    const put = (payload: object) => app.inject({ method: "PUT", url: "/api/admin/settings/plans", headers: admin.auth, payload });

    const price = await put({ prices: { ...current.prices, PRO: { MONTH: 3990, YEAR: 29900 } }, limits: current.limits });
    expect(price.statusCode).toBe(409);
    expect(price.json()).toMatchObject({ success: false, errorCode: "CONFLICT" });

    const limits = await put({ prices: current.prices, limits: { ...current.limits, FREE: { messages: 20, mealPlans: 1 } } });
    expect(limits.statusCode).toBe(200);
    expect(limits.json().plans.limits.FREE).toEqual({ messages: 20, mealPlans: 1 });
  });
});
