import { beforeAll, afterAll, describe, expect, it, vi } from "vitest";

const compared = vi.hoisted(() => ({ calls: 0 }));
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  return {
    ...actual,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      compared.calls += 1;
      return actual.timingSafeEqual(a, b);
    },
  };
});

const { sameSecret } = await import("./same-secret");
const { buildTestApp } = await import("../../test/build-test-app");
const { WA } = await import("../../test/whatsapp-fixtures");
const { receiptSignature } = await import("../features/billing/billing.local");

describe("secrets from clients are compared in constant time (issue 29)", () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp({ WHATSAPP_TOKEN: WA.token, WHATSAPP_APP_SECRET: WA.appSecret, WHATSAPP_VERIFY_TOKEN: WA.verifyToken, WHATSAPP_PHONE_NUMBER_ID: WA.phoneNumberId });
  });
  afterAll(async () => app.close());

  it("sameSecret tells equal from different, whatever the lengths", () => {
    expect(sameSecret("abc", "abc")).toBe(true);
    expect(sameSecret("abc", "abd")).toBe(false);
    expect(sameSecret("", "abc")).toBe(false);
    expect(sameSecret("abc".repeat(100), "abc")).toBe(false);
  });

  it("the WhatsApp verify token goes through timingSafeEqual", async () => {
    const before = compared.calls;
    const wrong = await app.inject({ method: "GET", url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=x${WA.verifyToken}&hub.challenge=7` });
    expect(wrong.statusCode).toBe(403);
    expect(compared.calls).toBeGreaterThan(before);
    const twice = await app.inject({ method: "GET", url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=a&hub.verify_token=b&hub.challenge=7` });
    expect(twice.statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${WA.verifyToken}&hub.challenge=7` })).body).toBe("7");
  });

  it("the local receipt's signature goes through timingSafeEqual", async () => {
    const before = compared.calls;
    const sig = receiptSignature(app.serverSecret, "local_pay_nada");
    const wrong = await app.inject({ method: "GET", url: `/api/billing/receipts/local_pay_nada?sig=${sig.slice(0, -1)}A` });
    expect(wrong.statusCode).toBe(404);
    expect(compared.calls).toBeGreaterThan(before);
  });
});
