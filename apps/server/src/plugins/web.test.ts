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

/** A built web app as `vite build` leaves it: each text file with its .br and .gz copies beside it. */
function writeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nutriguia-web-"));
  fs.mkdirSync(path.join(dir, "assets"));
  for (const [file, content] of [
    ["index.html", SHELL],
    ["assets/app-3f9a.js", SCRIPT],
  ] as const) {
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
});
