import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

/** Test files under `root` (relative to it, in `folders`) that replace a module with vi.mock or vi.doMock. */
function filesThatMock(root: string, folders: string[]): string[] {
  return folders.flatMap((folder) => {
    const dir = path.join(import.meta.dirname, root, folder);
    return fs
      .readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(path.join(dir, file), "utf8")))
      .map((file) => path.posix.join(folder, file.split(path.sep).join("/")));
  });
}

/** Server test files that replace a module: each runs in a module graph of its own (decision 643). */
const SERVER_ISOLATED = filesThatMock("apps/server", ["src"]);

/**
 * Web test files that replace a module, and the visitor tracker's, which tests its module's once-per-page state:
 * each runs in a module graph and a document of its own (decision 644).
 */
const WEB_ISOLATED = [...filesThatMock("apps/web", ["src", "build"]), "src/features/visitors/use-visitor-tracking.test.tsx"];

const server = {
  root: "apps/server",
  include: ["src/**/*.test.ts"],
  setupFiles: ["test/fail-on-console-error.ts"],
  // Migrates one database per run; each test database is a copy of it (decision 640).
  globalSetup: ["test/migrated-copies.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

const web = {
  root: "apps/web",
  include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
  environment: "jsdom",
  setupFiles: ["test/setup.ts"],
};

export default defineConfig({
  test: {
    // One test file per core: a server file spends much of its time waiting on PGlite's thread, so
    // vitest's default (cores − 1) would run files one at a time on two cores (decision 640).
    maxWorkers: os.availableParallelism(),
    projects: [
      // Pure functions over constant data: a worker imports the food tables and the engine once, not once per file (decision 644).
      { test: { name: "domain", root: "packages/domain", include: ["src/**/*.test.ts"], isolate: false } },
      // The engine's corpus and property tests run thousands of readings: 5 s is too little on a busy two-core machine.
      { test: { name: "nutrition", root: "packages/nutrition", include: ["src/**/*.test.ts"], testTimeout: 30_000, isolate: false } },
      {
        test: {
          ...server,
          name: "server",
          exclude: [...configDefaults.exclude, ...SERVER_ISOLATED],
          // A worker runs its files one after another in one module graph: the app, its libraries and
          // PGlite's WebAssembly are loaded once per worker, not once per file (decision 643).
          isolate: false,
        },
      },
      { test: { ...server, name: "server-isolated", include: SERVER_ISOLATED } },
      {
        test: {
          ...web,
          name: "web",
          exclude: [...configDefaults.exclude, ...WEB_ISOLATED],
          // A worker runs its files one after another in one module graph and one jsdom document: React, the router
          // and jsdom load once per worker; test/setup.ts puts the document back as a new one was (decision 644).
          isolate: false,
        },
      },
      { test: { ...web, name: "web-isolated", include: WEB_ISOLATED } },
    ],
  },
});
