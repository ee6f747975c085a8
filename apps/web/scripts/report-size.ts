/**
 * Prints the gzip size of the JavaScript the landing page (/) needs before it
 * can render: the entry chunk, its static imports, and the landing route chunk.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

type TManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

const dist = path.resolve(import.meta.dirname, "../dist");
const manifest = JSON.parse(fs.readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Record<string, TManifestChunk>;
const LANDING = "src/features/marketing/pages/landing-page.tsx";
const TARGET_KB = 150;

const files = new Set<string>();
function collect(key: string) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) collect(dep);
}

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
if (!entry) throw new Error("no entry chunk in the Vite manifest");
collect(entry);
collect(LANDING);

let total = 0;
for (const file of files) {
  if (!file.endsWith(".js")) continue;
  total += zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
}
const kb = Math.round((total / 1024) * 10) / 10;
console.log(`landing-initial-js: ${kb} KB gzip (${files.size} files, target ≤ ${TARGET_KB} KB)`);
if (kb > TARGET_KB) console.warn(`warning: landing initial JS is above the ${TARGET_KB} KB target`);
