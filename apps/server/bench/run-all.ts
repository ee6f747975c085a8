import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

/** Runs every benchmark in this folder, one process each, in name order; each prints `name: value unit` lines. */
const dir = import.meta.dirname;
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".ts") && f !== "run-all.ts")
  .sort();
let failed = false;
for (const file of files) {
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(dir, file)], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`${file} failed with status ${result.status}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
