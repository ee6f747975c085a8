import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

/**
 * Compiles the server once into dist/server.js (docs/decisions/015-a-compiled-server.md): our own
 * TypeScript and the workspace packages (with their JSON data) are bundled; npm dependencies stay
 * external and load from node_modules. The SQL migrations and the PGlite thread's script are copied beside the bundle.
 */
const root = import.meta.dirname;
const dist = path.join(root, "dist");
/** Every bare import except our workspace packages stays a runtime import from node_modules. */
const npmPackagesExternal = {
  name: "npm-packages-external",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@nutriguia/") ? undefined : { path: args.path, external: true }));
  },
};

fs.rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, "src/server.ts")],
  outfile: path.join(dist, "server.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  plugins: [npmPackagesExternal],
  sourcemap: "linked",
  logLevel: "warning",
});
fs.cpSync(path.join(root, "src/db/migrations"), path.join(dist, "migrations"), { recursive: true });
fs.copyFileSync(path.join(root, "src/db/pglite-worker.mjs"), path.join(dist, "pglite-worker.mjs"));
console.log(`server built: ${path.relative(process.cwd(), path.join(dist, "server.js"))}`);
