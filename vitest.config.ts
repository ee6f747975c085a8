import os from "node:os";
import { defineConfig } from "vitest/config";

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
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts"],
          setupFiles: ["test/fail-on-console-error.ts"],
          // Migrates one database per run; each test database is a copy of it (decision 640).
          globalSetup: ["test/migrated-copies.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
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
