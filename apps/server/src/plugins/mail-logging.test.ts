import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, TEST_ADMIN, type TTestApp } from "../../test/build-test-app";
import { REDACTED_PATHS, REDACTION_CENSOR } from "../log-redaction";

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp({}, { logger: pino({ level: "info", redact: { paths: REDACTED_PATHS, censor: REDACTION_CENSOR } }, sink) });
});
afterAll(async () => app.close());

describe("logs at info name no one (issue 29)", () => {
  it("a registration's e-mail leaves no address or account event in the info log", async () => {
    const email = "ana.registro@exemplo.com";
    const registered = await app.inject({ method: "POST", url: "/api/auth/register", payload: { fullName: "Ana Registro", email, password: "uma senha longa qualquer" } });
    expect(registered.statusCode).toBe(201);
    const outbox = path.join(app.dataDir, "outbox");
    for (let i = 0; i < 100 && !lines.some((l) => l.includes("mail written to outbox")); i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(fs.readdirSync(outbox).length).toBeGreaterThan(0);
    const text = lines.join("");
    expect(text).toContain("mail written to outbox");
    for (const leak of [email, "ana.registro", "ativação", TEST_ADMIN.email]) expect(text).not.toContain(leak);
  });
});
