import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { documentConsentStatus } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin } from "../../../test/accounts";
import { adminAuditLog, billingOrders } from "../../db/schema";

const PROVIDER_KEY = "sk-live-do-not-show-1234";
let app: TTestApp;
let admin: Awaited<ReturnType<typeof loginAdmin>>;
beforeAll(async () => {
  app = await buildTestApp({
    BILLING_JOBS_INTERVAL_SECONDS: "0",
    AI_PROVIDERS: JSON.stringify([{ name: "openai", baseUrl: "http://127.0.0.1:9", apiKey: PROVIDER_KEY, model: "gpt-4o-mini", visionModel: "gpt-4o" }]),
  });
  admin = await loginAdmin(app);
});
afterAll(async () => app.close());

const settings = async () => (await app.inject({ method: "GET", url: "/api/admin/settings", headers: admin.auth })).json();
const put = (section: string, payload: object) => app.inject({ method: "PUT", url: `/api/admin/settings/${section}`, headers: admin.auth, payload });
const auditOf = (section: string) =>
  app.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.targetType, "settings"), eq(adminAuditLog.targetId, section)));

describe("admin settings", () => {
  it("answers 401 without a token and 403 with a user token", async () => {
    const user = await createUser(app);
    for (const [method, url] of [
      ["GET", "/api/admin/settings"],
      ["PUT", "/api/admin/settings/legal"],
      ["PUT", "/api/admin/settings/plans"],
      ["PUT", "/api/admin/settings/contact"],
      ["PUT", "/api/admin/settings/channels"],
    ] as const) {
      const payload = method === "PUT" ? {} : undefined;
      expect((await app.inject({ method, url, payload })).statusCode).toBe(401);
      expect((await app.inject({ method, url, headers: user.auth, payload })).statusCode).toBe(403);
    }
  });

  it("shows the defaults and the AI providers' names and models, never their keys", async () => {
    const response = await app.inject({ method: "GET", url: "/api/admin/settings", headers: admin.auth });
    expect(response.body).not.toContain(PROVIDER_KEY);
    expect(response.json()).toMatchObject({
      legal: { privacyPolicyVersion: "1.0", termsVersion: "1.0" },
      plans: { prices: { PRO: { MONTH: 2990, YEAR: 29900 } }, limits: { TRIAL: { messages: 30, mealPlans: 3 } }, pricesEditable: true },
      contact: { email: "contato@nutriguia.com.br", phone: "(11) 4000-0000", city: "São Paulo - SP" },
      channels: { whatsapp: { enabled: true, configured: false }, telegram: { enabled: true, configured: false } },
      aiProviders: [{ name: "openai", model: "gpt-4o-mini", visionModel: "gpt-4o", transcriptionModel: null }],
    });
  });

  it("a new legal version makes an accepted consent 'Desatualizado' until the user accepts the new one", async () => {
    const user = await createUser(app);
    const accept = (version: string) =>
      app.inject({
        method: "PUT",
        url: "/api/account/privacy-consent",
        headers: user.auth,
        payload: { privacyPolicyAccepted: true, privacyPolicyVersion: version, privacyPolicyAcceptedDate: new Date().toISOString() },
      });
    expect((await accept("1.0")).statusCode).toBe(200);
    const me = async () => (await app.inject({ method: "GET", url: "/api/account/me", headers: user.auth })).json();
    expect(documentConsentStatus(await me(), "privacy")).toBe("accepted");

    const saved = await put("legal", { privacyPolicyVersion: "2.0", termsVersion: "1.0" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().legal).toEqual({ privacyPolicyVersion: "2.0", termsVersion: "1.0" });
    expect((await app.inject({ method: "GET", url: "/api/public/legal-versions" })).json()).toEqual({ privacyPolicyVersion: "2.0", termsVersion: "1.0" });
    expect(documentConsentStatus(await me(), "privacy")).toBe("outdated");
    expect((await accept("1.0")).statusCode).toBe(400);
    expect((await accept("2.0")).statusCode).toBe(200);
    expect(documentConsentStatus(await me(), "privacy")).toBe("accepted");

    const [entry] = await auditOf("legal");
    expect(entry).toMatchObject({ adminId: admin.id, action: "settings.legal", before: { privacyPolicyVersion: "1.0" }, after: { privacyPolicyVersion: "2.0" } });
    await put("legal", { privacyPolicyVersion: "2.0", termsVersion: "1.0" });
    expect(await auditOf("legal")).toHaveLength(1);
  });

  it("refuses invalid input with the spec's envelope", async () => {
    const cases: Array<[string, object]> = [
      ["legal", { privacyPolicyVersion: "", termsVersion: "1.0" }],
      ["legal", { privacyPolicyVersion: "2 <b>", termsVersion: "1.0" }],
      ["contact", { email: "not-an-email", phone: "(11) 4000-0000", city: "São Paulo" }],
      ["contact", { email: "a@b.com", phone: "call me", city: "São Paulo" }],
      ["channels", { whatsapp: "yes", telegram: true }],
    ];
    for (const [section, payload] of cases) {
      const response = await put(section, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: "VALIDATION_ERROR", status: 400 });
    }
  });

  it("edits prices and limits: the pricing page, a new checkout and the allowance use them", async () => {
    const current = (await settings()).plans;
    const next = {
      prices: { ...current.prices, PRO: { MONTH: 3490, YEAR: 34900 } },
      limits: { ...current.limits, TRIAL: { messages: 5, mealPlans: 2 }, PRO_PLUS: { messages: null, mealPlans: 500 } },
    };
    for (const bad of [
      { ...next, prices: { ...next.prices, PRO: { MONTH: 0, YEAR: 34900 } } },
      { ...next, prices: { ...next.prices, PRO: { MONTH: 34.9, YEAR: 34900 } } },
      { ...next, limits: { ...next.limits, FREE: { messages: -1, mealPlans: 1 } } },
      { ...next, limits: { ...next.limits, TRIAL: { messages: null, mealPlans: 1 } } },
    ]) {
      const response = await put("plans", bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe("VALIDATION_ERROR");
    }
    expect((await put("plans", next)).statusCode).toBe(200);

    const plans = (await app.inject({ method: "GET", url: "/api/billing/plans" })).json().plans;
    expect(plans.find((p: { code: string }) => p.code === "PRO").prices).toEqual({ MONTH: 34.9, YEAR: 349 });
    const trial = plans.find((p: { code: string }) => p.code === "TRIAL");
    expect(trial.limits).toMatchObject({ messages: 5, mealPlans: 2 });
    expect(trial.features).toContain("5 mensagens nos 7 dias de teste");
    expect(plans.find((p: { code: string }) => p.code === "PRO_PLUS").features).toEqual(expect.arrayContaining(["Mensagens ilimitadas", "Até 500 planos alimentares por mês (uso justo)"]));

    const user = await createUser(app);
    expect((await app.inject({ method: "GET", url: "/api/account/usage", headers: user.auth })).json()).toMatchObject({ messagesLimit: 5, mealPlansLimit: 2 });
    const checkout = await app.inject({ method: "POST", url: "/api/billing/checkout", headers: user.auth, payload: { plan: "PRO", interval: "MONTH" } });
    expect(checkout.statusCode).toBe(200);
    const [order] = await app.db.select().from(billingOrders).where(eq(billingOrders.userId, user.id));
    expect(order?.amountCents).toBe(3490);

    const [entry] = await auditOf("plans");
    expect(entry?.before).toMatchObject({ prices: { PRO: { MONTH: 2990 } } });
    expect(entry?.after).toMatchObject({ prices: { PRO: { MONTH: 3490 } } });
  });

  it("the contact details the site shows come from the settings", async () => {
    const site = await app.inject({ method: "GET", url: "/api/site/info" });
    expect(site.headers["cache-control"]).toContain("public");
    expect(site.json().contact.phone).toBe("(11) 4000-0000");
    const contact = { email: "Atendimento@NutriGuia.com.br", phone: "(21) 3000-1234", city: "Rio de Janeiro - RJ" };
    const saved = await put("contact", contact);
    expect(saved.statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/site/info" })).json()).toEqual({
      contact: { email: "atendimento@nutriguia.com.br", phone: "(21) 3000-1234", city: "Rio de Janeiro - RJ" },
    });
    const [entry] = await auditOf("contact");
    expect(entry).toMatchObject({ before: { phone: "(11) 4000-0000" }, after: { phone: "(21) 3000-1234" } });
  });
});
