import os from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

/** Server test files that replace a module with vi.mock: each runs in a module graph of its own (decision 642). */
const MOCKS_MODULES = ["src/lib/same-secret.test.ts"];

const server = {
  root: "apps/server",
  include: ["src/**/*.test.ts"],
  setupFiles: ["test/fail-on-console-error.ts"],
  // Migrates one database per run; each test database is a copy of it (decision 640).
  globalSetup: ["test/migrated-copies.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // One test file per core: a server file spends much of its time waiting on PGlite's thread, so
    // vitest's default (cores − 1) would run files one at a time on two cores (decision 640).
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: "domain", root: "packages/domain", include: ["src/**/*.test.ts"] } },
      // The engine's corpus and property tests run thousands of readings: 5 s is too little on a busy two-core machine.
      { test: { name: "nutrition", root: "packages/nutrition", include: ["src/**/*.test.ts"], testTimeout: 30_000 } },
      {
        test: {
          ...server,
          name: "server",
          exclude: [...configDefaults.exclude, ...MOCKS_MODULES],
          // A worker runs its files one after another in one module graph: the app, its libraries and
          // PGlite's WebAssembly are loaded once per worker, not once per file (decision 642).
          isolate: false,
        },
      },
      { test: { ...server, name: "server-isolated", include: MOCKS_MODULES } },
      {
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
          environment: "jsdom",
          setupFiles: ["test/setup.ts"],
        },
      },
    ],
  },
});
