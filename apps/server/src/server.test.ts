import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const parent = fs.mkdtempSync(path.join(os.tmpdir(), "nutriguia-server-"));
const dataDir = path.join(parent, "data");

/** A first start on an empty folder creates the embedded database (initdb): 15–30 s on a busy 2-core machine. */
const START_TIMEOUT_MS = 90_000;

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

function waitForOutput(child: ReturnType<typeof spawn>, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server did not print ${pattern}: ${output}`)), START_TIMEOUT_MS);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/**
 * The production server in a process of its own, started once for this file (a first start costs about as much as
 * the rest of the file): the shell's usual umask (022), which would leave database files 0644 and folders 0755, and
 * an empty data folder. The tests run in order: files are checked after the shutdown test has stopped it.
 */
const port = 30_000 + Math.floor(Math.random() * 20_000);
let child: ReturnType<typeof spawn>;
let exited: Promise<number | null>;
beforeAll(async () => {
  child = spawn("/bin/sh", ["-c", `umask 022 && exec "${process.execPath}" --import tsx apps/server/src/server.ts`], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_TO_FILES: "false", ADMIN_PASSWORD: "admin-server-test" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  await waitForOutput(child, /NutriGuia is running/);
}, START_TIMEOUT_MS + 10_000);
afterAll(async () => {
  child.kill("SIGKILL");
  await exited;
  fs.rmSync(parent, { recursive: true, force: true });
});

describe("the server in its own process", () => {
  it("registers a user and writes the activation mail to the outbox", async () => {
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ fullName: "Ana Privada", email: "ana.privada@exemplo.com", password: "uma senha longa qualquer" }),
    });
    expect(registered.status).toBe(201);
    const outbox = path.join(dataDir, "outbox");
    for (let i = 0; i < 100 && !(fs.existsSync(outbox) && fs.readdirSync(outbox).length > 0); i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(fs.readdirSync(outbox).length).toBeGreaterThan(0);
  });

  it("finishes a request in flight when SIGTERM arrives, then exits cleanly", async () => {
    const body = JSON.stringify({ email: "ninguem@exemplo.com", password: "uma senha qualquer" });
    const response = new Promise<number>((resolve, reject) => {
      const request = http.request(
        { host: "127.0.0.1", port, method: "POST", path: "/api/auth/login", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      request.on("error", reject);
      // Half the body now, SIGTERM, then the rest: the request is in flight during shutdown.
      request.write(body.slice(0, 10));
      setTimeout(() => {
        child.kill("SIGTERM");
        setTimeout(() => request.end(body.slice(10)), 300);
      }, 200);
    });

    expect(await response).toBe(401);
    expect(await exited).toBe(0);
  });

  it("created the data folder and everything in it for its own account only, with the usual umask and LOG_TO_FILES=false (issue 29)", async () => {
    expect(await exited).toBe(0);
    expect(fs.readdirSync(dataDir).length).toBeGreaterThan(1);
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
