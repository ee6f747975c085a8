import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * `npm start`'s first step: builds the server and the web app only when an input is newer than its
 * output (a fresh clone builds once; later starts go straight to the compiled server).
 */
const root = path.resolve(import.meta.dirname, "..");
const SKIP = new Set(["node_modules", "dist", "e2e", "bench", "data"]);

function newest(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.endsWith(".test.ts")) continue;
    latest = Math.max(latest, newest(path.join(target, entry.name)));
  }
  return latest;
}

const shared = ["packages/domain/src", "packages/nutrition/src", "package-lock.json"];
const parts = [
  { workspace: "@nutriguia/server", output: "apps/server/dist/server.js", inputs: ["apps/server/src", "apps/server/build.mjs", ...shared] },
  { workspace: "@nutriguia/web", output: "apps/web/dist/index.html", inputs: ["apps/web/src", "apps/web/public", "apps/web/index.html", "apps/web/vite.config.ts", "apps/web/build", ...shared] },
];
for (const part of parts) {
  const built = newest(part.output);
  if (built > 0 && part.inputs.every((input) => newest(input) <= built)) continue;
  execFileSync("npm", ["run", "build", "-w", part.workspace], { cwd: root, stdio: "inherit" });
}
