import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin } from "../../../test/accounts";
import { users } from "../../db/schema";

let app: TTestApp;
let base: string;
let logsDir: string;
beforeAll(async () => {
  app = await buildTestApp();
  logsDir = path.join(app.dataDir, "logs");
  fs.mkdirSync(logsDir, { recursive: true });
  const lines = Array.from({ length: 600 }, (_, i) => JSON.stringify({ level: 30, time: i, msg: `linha ${i + 1}` }));
  fs.writeFileSync(path.join(logsDir, "nutriguia.1.log"), `${lines.join("\n")}\n`);
  fs.writeFileSync(path.join(app.dataDir, "secret.log"), "não deve sair\n");
  base = await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => app.close());

async function ticketFor(auth: { authorization: string }): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/admin/logs/stream-ticket", headers: auth });
  expect(response.statusCode).toBe(200);
  return response.json<{ ticket: string }>().ticket;
}

/** Opens the SSE stream and collects its text; `until` resolves once the text matches. */
async function openStream(token: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/admin/logs/stream?token=${encodeURIComponent(token)}`, {
    headers: { accept: "text/event-stream" },
    signal: controller.signal,
  });
  let text = "";
  let ended = false;
  const reader = response.body?.getReader();
  const pump = (async () => {
    if (!reader) return;
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      /* aborted by the test */
    }
    ended = true;
  })();
  const until = async (pattern: RegExp, withinMs: number) => {
    const start = Date.now();
    while (!pattern.test(text) && Date.now() - start < withinMs) await new Promise((r) => setTimeout(r, 20));
    return pattern.test(text);
  };
  return { response, until, text: () => text, ended: () => ended, close: () => controller.abort(), pump };
}

describe("admin logs", () => {
  it("answers 401 without a token and 403 with a user token on every call", async () => {
    const user = await createUser(app);
    for (const [method, url] of [
      ["GET", "/api/admin/logs/files"],
      ["GET", "/api/admin/logs/nutriguia.1.log"],
      ["POST", "/api/admin/logs/stream-ticket"],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(401);
      expect((await app.inject({ method, url, headers: user.auth })).statusCode).toBe(403);
    }
  });

  it("lists the log files and returns the last 500 lines by default, or ?lines", async () => {
    const admin = await loginAdmin(app);
    const files = await app.inject({ method: "GET", url: "/api/admin/logs/files", headers: admin.auth });
    expect(files.json()).toEqual({ status: "success", logFiles: ["nutriguia.1.log"] });
    const content = (await app.inject({ method: "GET", url: "/api/admin/logs/nutriguia.1.log", headers: admin.auth })).json().content as string;
    const lines = content.split("\n");
    expect(lines).toHaveLength(500);
    expect(lines[0]).toContain("linha 101");
    expect(lines[499]).toContain("linha 600");
    const three = await app.inject({ method: "GET", url: "/api/admin/logs/nutriguia.1.log?lines=3", headers: admin.auth });
    expect(three.json().content.split("\n")).toHaveLength(3);
  });

  it("opens only files from the listing: no path traversal, bad line counts are 400", async () => {
    const admin = await loginAdmin(app);
    for (const name of ["..%2Fsecret.log", "%2E%2E%2Fsecret.log", "secret.log"]) {
      const response = await app.inject({ method: "GET", url: `/api/admin/logs/${name}`, headers: admin.auth });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("não deve sair");
    }
    // A NUL byte is malformed input everywhere: refused before any file name is looked at.
    const nul = await app.inject({ method: "GET", url: "/api/admin/logs/nutriguia.1.log%00", headers: admin.auth });
    expect(nul.statusCode).toBe(400);
    expect(nul.body).not.toContain("não deve sair");
    const bad = await app.inject({ method: "GET", url: "/api/admin/logs/nutriguia.1.log?lines=0", headers: admin.auth });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses the access token, a reused ticket and a made-up one on the stream", async () => {
    const admin = await loginAdmin(app);
    expect((await fetch(`${base}/api/admin/logs/stream?token=${admin.token}`, { headers: { accept: "text/event-stream" } })).status).toBe(401);
    const ticket = await ticketFor(admin.auth);
    const first = await openStream(ticket);
    expect(first.response.status).toBe(200);
    first.close();
    expect((await fetch(`${base}/api/admin/logs/stream?token=${ticket}`, { headers: { accept: "text/event-stream" } })).status).toBe(401);
    expect((await fetch(`${base}/api/admin/logs/stream?token=inventado`, { headers: { accept: "text/event-stream" } })).status).toBe(401);
  });

  it("delivers a newly written line within a second and ends when the admin's session is revoked", async () => {
    const admin = await loginAdmin(app);
    const stream = await openStream(await ticketFor(admin.auth));
    expect(await stream.until(/event: ready/, 2000)).toBe(true);
    fs.appendFileSync(path.join(logsDir, "nutriguia.1.log"), `${JSON.stringify({ level: 50, time: Date.now(), msg: "linha ao vivo" })}\n`);
    expect(await stream.until(/linha ao vivo/, 1000)).toBe(true);
    expect(stream.text()).toContain('"status":"success"');

    await app.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, admin.id));
    await stream.pump;
    expect(stream.ended()).toBe(true);
    expect(stream.text()).toMatch(/event: error\ndata: \{"message":"Sua sessão expirou/);
  });

  it("allows at most 5 simultaneous streams per admin", async () => {
    const admin = await loginAdmin(app);
    const open = [];
    for (let i = 0; i < 5; i++) {
      const s = await openStream(await ticketFor(admin.auth));
      expect(s.response.status).toBe(200);
      open.push(s);
    }
    const sixth = await fetch(`${base}/api/admin/logs/stream?token=${await ticketFor(admin.auth)}`, { headers: { accept: "text/event-stream" } });
    expect(sixth.status).toBe(429);
    for (const s of open) s.close();
  });
});
