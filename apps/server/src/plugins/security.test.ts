import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../test/build-test-app";

let app: TTestApp | undefined;
afterEach(async () => app?.close());

describe("security headers", () => {
  it("sends API responses the REST set and pages the full CSP, with no HTTPS-only header on plain HTTP", async () => {
    app = await buildTestApp({ PUBLIC_URL: "http://192.168.0.10:3000" });
    const api = await app.inject({ method: "GET", url: "/api/health" });
    expect(api.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers["x-content-type-options"]).toBe("nosniff");
    expect(api.headers["x-frame-options"]).toBe("DENY");
    expect(api.headers["strict-transport-security"]).toBeUndefined();
    const missing = await app.inject({ method: "GET", url: "/api/rota-que-nao-existe" });
    expect(missing.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");

    const page = await app.inject({ method: "GET", url: "/uploads/nada.png" });
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends no CORS header when the web app is on the API's own origin", async () => {
    app = await buildTestApp({ PUBLIC_URL: "http://192.168.0.10:3000" });
    for (const origin of ["https://evil.example", "http://192.168.0.10:3000"]) {
      const response = await app.inject({ method: "GET", url: "/api/health", headers: { origin } });
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    }
  });

  it("allows CORS for CORS_ORIGIN only when it names another origin", async () => {
    app = await buildTestApp({ PUBLIC_URL: "https://api.nutriguia.com.br", CORS_ORIGIN: "https://app.nutriguia.com.br" });
    const own = await app.inject({ method: "GET", url: "/api/health", headers: { origin: "https://app.nutriguia.com.br" } });
    expect(own.headers["access-control-allow-origin"]).toBe("https://app.nutriguia.com.br");
    const preflight = await app.inject({
      method: "OPTIONS",
      url: "/api/account/me",
      headers: { origin: "https://app.nutriguia.com.br", "access-control-request-method": "GET", "access-control-request-headers": "authorization" },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe("https://app.nutriguia.com.br");
    const evil = await app.inject({ method: "GET", url: "/api/health", headers: { origin: "https://evil.example" } });
    expect(evil.headers["access-control-allow-origin"]).not.toBe("https://evil.example");
  });

  it("adds HSTS everywhere and upgrades insecure requests on pages behind an HTTPS address", async () => {
    app = await buildTestApp({ PUBLIC_URL: "https://app.nutriguia.com.br" });
    const api = await app.inject({ method: "GET", url: "/api/health" });
    expect(api.headers["strict-transport-security"]).toContain("max-age=31536000");
    const page = await app.inject({ method: "GET", url: "/uploads/nada.png" });
    expect(page.headers["strict-transport-security"]).toContain("max-age=31536000");
    expect(page.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });
});
