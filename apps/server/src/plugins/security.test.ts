import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../test/build-test-app";

let app: TTestApp | undefined;
afterEach(async () => app?.close());

describe("security headers", () => {
  it("sends a strict CSP and CORS for the configured origin only", async () => {
    app = await buildTestApp({ PUBLIC_URL: "http://192.168.0.10:3000" });
    const response = await app.inject({ method: "GET", url: "/api/health", headers: { origin: "https://evil.example" } });
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(response.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["access-control-allow-origin"]).not.toBe("https://evil.example");
    const own = await app.inject({ method: "GET", url: "/api/health", headers: { origin: "http://192.168.0.10:3000" } });
    expect(own.headers["access-control-allow-origin"]).toBe("http://192.168.0.10:3000");
  });

  it("adds HSTS and upgrades insecure requests behind an HTTPS address", async () => {
    app = await buildTestApp({ PUBLIC_URL: "https://app.nutriguia.com.br" });
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["strict-transport-security"]).toContain("max-age=31536000");
    expect(response.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });
});
