import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm";
import { createLogger } from "./logger";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nutriguia-logs-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function logFileText(): Promise<{ text: string; modes: number[] }> {
  const files = fs.readdirSync(dir).map((name) => path.join(dir, name));
  return { text: files.map((f) => fs.readFileSync(f, "utf8")).join("\n"), modes: files.map((f) => fs.statSync(f).mode & 0o777) };
}

describe("log files", () => {
  it("hold no secrets or health data and are readable by the owner only", async () => {
    const original = process.stdout.write.bind(process.stdout);
    process.stdout.write = (() => true) as typeof process.stdout.write;
    try {
      const logger = await createLogger({ level: "info", dir, toFiles: true });
      const hash = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA";
      const failed = new DrizzleQueryError('insert into "users" ("email", "password_hash") values ($1, $2)', ["ana@exemplo.com", hash], new Error("duplicate key"));
      logger.error({ err: failed }, "request failed");
      logger.info({ req: { headers: { authorization: "Bearer eyJhbGciOi.segredo" } }, body: { password: "minha senha secreta", weight: 83.4 } }, "request");
      logger.info({ mail: { to: "ana@exemplo.com", text: "Seu código de ativação é 123456" } }, "mail");
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      process.stdout.write = original;
    }
    const { text, modes } = await logFileText();
    expect(text).toContain("request failed");
    expect(text).toContain("Failed query");
    for (const secret of ["argon2id", "segredo", "minha senha secreta", "83.4", "123456"]) expect(text).not.toContain(secret);
    expect(modes.length).toBeGreaterThan(0);
    for (const mode of modes) expect(mode).toBe(0o600);
  });
});
