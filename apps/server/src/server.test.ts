import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nutriguia-shutdown-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A first start on an empty folder creates the embedded database (initdb): 15–30 s on a busy 2-core machine. */
const START_TIMEOUT_MS = 90_000;

function waitForOutput(child: ReturnType<typeof spawn>, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server did not print ${pattern}: ${output}`)), START_TIMEOUT_MS);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1] ?? match[0]);
      }
    });
  });
}

describe("graceful shutdown", () => {
  it("finishes a request in flight when SIGTERM arrives, then exits cleanly", async () => {
    const port = 30_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_TO_FILES: "false", ADMIN_PASSWORD: "admin-shutdown-test" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    await waitForOutput(child, /NutriGuia is running/);
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

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
  }, START_TIMEOUT_MS + 30_000);
});
