import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../test/build-test-app";

let app: TTestApp | undefined;
let distDir: string | undefined;
afterEach(async () => {
  await app?.close();
  if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
});

const SHELL = `<!doctype html><html lang="pt-BR"><body><div id="root">NutriGuia</div>${" ".repeat(2048)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify("Olá, NutriGuia! ".repeat(200))});`;

const DASHBOARD_SHELL = SHELL.replace("<body>", '<head><link rel="modulepreload" href="/assets/dashboard-page-1a2b.js"></head><body>');
const MEAL_PLAN_SHELL = SHELL.replace("<body>", '<head><link rel="modulepreload" href="/assets/meal-plan-page-3c4d.js"></head><body>');
const ROUTE_SHELLS = JSON.stringify([
  { path: "/dashboard", file: "route-shells/0.html" },
  { path: "/meal-plans/:id", file: "route-shells/1.html" },
]);

/** A built web app as `vite build` leaves it: each text file with its .br and .gz copies beside it. */
function writeDist(extra: [string, string][] = []): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nutriguia-web-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.mkdirSync(path.join(dir, "route-shells"));
  const files: [string, string][] = [["index.html", SHELL], ["assets/app-3f9a.js", SCRIPT], ...extra];
  for (const [file, content] of files) {
    fs.writeFileSync(path.join(dir, file), content);
    fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(content));
  }
  return dir;
}

describe("serving the web app", () => {
  it("sends the compressed copy a browser accepts, the plain file to one that accepts none", async () => {
    distDir = writeDist();
    app = await buildTestApp({ WEB_DIST_DIR: distDir });

    const brotli = await app.inject({ method: "GET", url: "/assets/app-3f9a.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toContain("javascript");
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 4);

    const gzip = await app.inject({ method: "GET", url: "/assets/app-3f9a.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ method: "GET", url: "/assets/app-3f9a.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("answers a client route with the compressed app shell, revalidated on every visit", async () => {
    distDir = writeDist();
    app = await buildTestApp({ WEB_DIST_DIR: distDir });

    const page = await app.inject({ method: "GET", url: "/dashboard", headers: { "accept-encoding": "br" } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toBe(SHELL);

    const missingApi = await app.inject({ method: "GET", url: "/api/nada-aqui", headers: { "accept-encoding": "br" } });
    expect(missingApi.statusCode).toBe(404);
    expect(missingApi.json()).toMatchObject({ success: false, errorCode: "NOT_FOUND", status: 404 });
  });

  it("answers a page route with its own shell, which names the page's chunks, and any other address with index.html", async () => {
    distDir = writeDist([
      ["route-shells/routes.json", ROUTE_SHELLS],
      ["route-shells/0.html", DASHBOARD_SHELL],
      ["route-shells/1.html", MEAL_PLAN_SHELL],
    ]);
    app = await buildTestApp({ WEB_DIST_DIR: distDir });
    const html = async (url: string) => {
      const page = await app!.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toContain("text/html");
      expect(page.headers["cache-control"]).toBe("no-cache");
      return zlib.brotliDecompressSync(page.rawPayload).toString();
    };

    expect(await html("/dashboard")).toBe(DASHBOARD_SHELL);
    expect(await html("/dashboard?tab=hoje")).toBe(DASHBOARD_SHELL);
    expect(await html("/meal-plans/8d7f2c")).toBe(MEAL_PLAN_SHELL);
    expect(await html("/meal-plans/8d7f2c/extra")).toBe(SHELL);
    expect(await html("/pagina-que-nao-existe")).toBe(SHELL);
    expect(await html("/")).toBe(SHELL);
  });

  it("falls back to index.html when the shells' index is unreadable", async () => {
    distDir = writeDist([["route-shells/routes.json", "{ isto não é json"]]);
    app = await buildTestApp({ WEB_DIST_DIR: distDir });

    const page = await app.inject({ method: "GET", url: "/dashboard", headers: { "accept-encoding": "br" } });
    expect(page.statusCode).toBe(200);
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toBe(SHELL);
  });
});
