import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../../..");
const parent = fs.mkdtempSync(path.join(os.tmpdir(), "nutriguia-private-"));
afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

/** Every path under `dir` whose mode lets another account read, write or enter it. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (p: string) => {
    const stat = fs.lstatSync(p);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(`${path.relative(parent, p) || "."} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  visit(dir);
  return found;
}

describe("private files (issue 29)", () => {
  it("creates the data folder and everything in it for its own account only, with the usual umask and LOG_TO_FILES=false", { timeout: 120_000 }, async () => {
    const dataDir = path.join(parent, "data");
    const port = 30_000 + Math.floor(Math.random() * 20_000);
    // The shell's usual umask (022) would leave database files 0644 and folders 0755.
    const child = spawn("/bin/sh", ["-c", `umask 022 && exec "${process.execPath}" --import tsx apps/server/src/server.ts`], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_TO_FILES: "false", ADMIN_PASSWORD: "admin-private-files-test" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    try {
      await new Promise<void>((resolve, reject) => {
        let output = "";
        const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 90_000);
        child.stdout?.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes("NutriGuia is running")) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ fullName: "Ana Privada", email: "ana.privada@exemplo.com", password: "uma senha longa qualquer" }),
      });
      expect(registered.status).toBe(201);
      const outbox = path.join(dataDir, "outbox");
      for (let i = 0; i < 100 && !(fs.existsSync(outbox) && fs.readdirSync(outbox).length > 0); i += 1) await new Promise((r) => setTimeout(r, 100));
      expect(fs.readdirSync(outbox).length).toBeGreaterThan(0);
    } finally {
      child.kill("SIGTERM");
      await exited;
    }
    expect(fs.readdirSync(dataDir).length).toBeGreaterThan(1);
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
