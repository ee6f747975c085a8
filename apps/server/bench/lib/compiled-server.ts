import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

/** What the benches share: their output lines, a free loopback port, and the compiled server started and ready on it. */
export const serverRoot = path.resolve(import.meta.dirname, "..", "..");
const READY_WITHIN_MS = 120_000;

/** One figure per line, `name: value unit`, as every bench prints them. */
export const print = (name: string, value: number | string, unit = "") => console.log(`${name}: ${value}${unit ? ` ${unit}` : ""}`);

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * dist/server.js (built by the caller) on a free port with `env`, once /api/health/ready answers 200. Each probe gives
 * up after 5 s and its body is read, so a server that stalls shows up as a status, not a silent wait.
 */
export async function startCompiledServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(serverRoot, "dist", "server.js")], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => new Promise<void>((resolve) => (child.once("exit", () => resolve()), child.kill("SIGTERM")));
  const started = performance.now();
  let last = "no answer";
  while (performance.now() - started < READY_WITHIN_MS) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    const response = await fetch(`${base}/api/health/ready`, { signal: AbortSignal.timeout(5000) }).catch((error: Error) => error);
    if (!(response instanceof Error)) await response.arrayBuffer();
    if (!(response instanceof Error) && response.ok) return { base, pid: child.pid!, stop, readySeconds: (performance.now() - started) / 1000 };
    last = response instanceof Error ? response.name : String(response.status);
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`server not ready within ${READY_WITHIN_MS / 1000} s (last probe: ${last})`);
}
