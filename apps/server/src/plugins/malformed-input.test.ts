import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../test/build-test-app";
import { createUser, loginAdmin, type TTestUser } from "../../test/accounts";
import { malformedRequest } from "../../test/malformed-requests";
import type { TRouteEntry } from "./access";

let app: TTestApp;
let user: TTestUser;
let admin: { auth: { authorization: string } };
beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app, { unlimited: true });
  admin = await loginAdmin(app);
});
afterAll(async () => app.close());

/** Routes whose mere call (no input at all) ends the session the test runs on. */
const SESSION_ENDING = new Set(["POST /api/auth/logout"]);
const TOTAL_REQUESTS = Number(process.env.FUZZ_RUNS ?? 10_000);

type TRows<T> = { rows: T[] } | T[];
const rowsOf = <T>(result: TRows<T>): T[] => ("rows" in result ? result.rows : result);
let fingerprintQuery = "";

/**
 * Every row of every table, hashed: a refused request must leave it as it was (access logs record every request by
 * design; the admin dashboard's snapshot is derived data an accepted GET may refresh, decision 022).
 */
async function fingerprint(): Promise<string> {
  if (!fingerprintQuery) {
    const tables = rowsOf(
      (await app.db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('ai_metrics', 'schema_migrations', 'access_logs', 'admin_stats_snapshots') ORDER BY tablename`)) as TRows<{ tablename: string }>,
    );
    fingerprintQuery = tables
      .map((r) => `SELECT '${r.tablename}' AS t, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${r.tablename}" x`)
      .join(" UNION ALL ");
  }
  const hashed = rowsOf((await app.db.execute(sql.raw(fingerprintQuery))) as TRows<{ t: string; h: string }>);
  return hashed.map((r) => `${r.t}:${r.h}`).sort().join(",");
}

let ip = 0;
describe("malformed requests across every route", () => {
  it(`answers ${TOTAL_REQUESTS} generated malformed requests without a single 5xx, and refused ones change nothing`, async () => {
    const routes = app.routeTable.filter((r) => r.url.startsWith("/api/") && !SESSION_ENDING.has(`${r.method} ${r.url}`));
    const failures: string[] = [];
    let known = await fingerprint();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), malformedRequest, fc.constantFrom("user", "admin", "none"), async (route: TRouteEntry, input, who) => {
        ip += 1;
        const response = await app.inject({
          method: route.method as "POST",
          url: route.url.replace(":id", input.param) + input.query,
          headers: {
            ...(who === "user" ? user.auth : who === "admin" ? admin.auth : {}),
            ...(input.contentType ? { "content-type": input.contentType } : {}),
          },
          ...(input.payload !== undefined && route.method !== "GET" ? { payload: input.payload } : {}),
          remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
        });
        // A 401 is answered on onRequest, before anything is read: nothing to compare.
        const writes = route.method !== "GET" && response.statusCode !== 401;
        const label = `${route.method} ${route.url}${input.query} [${input.contentType}] ${String(input.payload ?? "").slice(0, 120)}`;
        if (response.statusCode >= 500) failures.push(`${response.statusCode} ${label} → ${response.body.slice(0, 200)}`);
        if (writes && response.statusCode >= 400) {
          const after = await fingerprint();
          if (after !== known) failures.push(`changed by a refused ${label}`);
          known = after;
        } else if (writes) known = await fingerprint();
        return true;
      }),
      { numRuns: TOTAL_REQUESTS, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
    );
    expect(failures.slice(0, 20)).toEqual([]);
  }, 600_000);
});
