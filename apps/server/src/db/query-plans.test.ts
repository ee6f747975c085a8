import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { buildTestApp, type TTestApp } from "../../test/build-test-app";
import { login, loginAdmin } from "../../test/accounts";
import { hashPassword } from "../shared/passwords";
import { seedBatch, seedEmail } from "../seed/seed-batch";

/**
 * The hot reads' plans on PostgreSQL (docs/decisions/022), with enough rows that the planner's choice is the one it makes
 * at scale: 20,000 seeded users with 20 chat messages and 10 meals each, and a year of daily logs for user 1, then
 * VACUUM ANALYZE. Every SELECT a request sends is explained with its own parameters; none may read a table of more than
 * 5,000 rows sequentially. PGlite has no planner statistics worth asserting on, so this runs only with TEST_DATABASE_URL.
 */
const USERS = 20_000;
const BIG_TABLE_ROWS = 5_000;
const PASSWORD = "uma senha de semente comprida";

type TStatement = { text: string; values?: unknown[] };
let recording: TStatement[] | null = null;
const original = pg.Client.prototype.query;
// Patched before the app opens its pool: each pooled connection binds this function when it connects.
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown];
  if (recording) {
    const text = typeof config === "string" ? config : config.text;
    const bound = (typeof config === "string" ? undefined : config.values) ?? (Array.isArray(values) ? values : undefined);
    if (/^\s*(select|with|set local)\b/i.test(text)) recording.push({ text, values: bound });
  }
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

type TPlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Join Filter"?: number;
  Plans?: TPlanNode[];
};
const nodesOf = (node: TPlanNode): TPlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

let app: TTestApp;
/** A connection of its own to the app's database, so the EXPLAINs are not recorded. */
let explainer: pg.Client;
let user: { authorization: string };
let admin: { authorization: string };
const rows = new Map<string, number>();

async function statementsOf(url: string, auth: { authorization: string }) {
  recording = [];
  const response = await app.inject({ method: "GET", url, headers: auth });
  const statements = recording;
  recording = null;
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return statements;
}

/** A request's SELECTs explained in one transaction, with the planner settings it made (SET LOCAL) applied in order. */
async function plansOf(url: string, auth: { authorization: string }) {
  const statements = await statementsOf(url, auth);
  const plans: TPlanNode[][] = [];
  await explainer.query("BEGIN");
  try {
    for (const statement of statements) {
      if (/^\s*set local\b/i.test(statement.text)) {
        await explainer.query(statement.text);
        continue;
      }
      const result = await explainer.query({ text: `EXPLAIN (FORMAT JSON) ${statement.text}`, values: statement.values });
      const [explained] = result.rows[0]["QUERY PLAN"] as [{ Plan: TPlanNode }];
      plans.push(nodesOf(explained.Plan));
    }
  } finally {
    await explainer.query("ROLLBACK");
  }
  return plans;
}

/** Sequential reads of a table that holds more than BIG_TABLE_ROWS rows, as "table" names. */
const bigSeqScans = (plans: TPlanNode[][]) =>
  plans.flat().filter((n) => n["Node Type"] === "Seq Scan" && (rows.get(n["Relation Name"] ?? "") ?? 0) > BIG_TABLE_ROWS).map((n) => n["Relation Name"]);
const indexesUsed = (plans: TPlanNode[][]) => new Set(plans.flat().flatMap((n) => (n["Index Name"] ? [n["Index Name"]] : [])));

describe.skipIf(!process.env.TEST_DATABASE_URL)("query plans at scale (PostgreSQL)", () => {
  beforeAll(async () => {
    app = await buildTestApp();
    const [{ name }] = (await app.db.execute<{ name: string }>(sql`SELECT current_database() AS name`)).rows as [{ name: string }];
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    explainer = new pg.Client({ connectionString: url.toString() });
    await explainer.connect();
    // Seeded through this connection, which has no statement or read timeout: a batch of 5,000 users takes seconds,
    // longer than the app's timeouts allow on a busy machine.
    const hash = await hashPassword(PASSWORD);
    for (let from = 1; from <= USERS; from += 5000) {
      const batch = new PgDialect().sqlToQuery(seedBatch(from, from + 4999, hash, { days: 365, messages: 20, meals: 10, heavy: 1 }));
      await explainer.query(batch.sql, batch.params);
    }
    // User 1's questions point at their meals, as a meal told in the chat does, so the history has meals to join.
    await explainer.query(`
      WITH u AS (SELECT id FROM users WHERE email = $1),
      m AS (SELECT id, row_number() OVER (ORDER BY created_at) AS k FROM chat_messages WHERE user_id = (SELECT id FROM u) AND direction = 'INCOMING'),
      c AS (SELECT id, row_number() OVER (ORDER BY calculated_at) AS k FROM calorie_calculations WHERE user_id = (SELECT id FROM u))
      UPDATE chat_messages SET calculation_id = c.id FROM m JOIN c USING (k) WHERE chat_messages.id = m.id`, [seedEmail(1)]);
    await explainer.query("VACUUM ANALYZE");
    const counted = await app.db.execute<{ relname: string; n: number }>(sql`SELECT relname, reltuples::bigint AS n FROM pg_class WHERE relkind = 'r'`);
    for (const r of counted.rows) rows.set(r.relname, Number(r.n));
    user = (await login(app, seedEmail(1), PASSWORD)).auth;
    admin = (await loginAdmin(app)).auth;
    // The dashboard's snapshot is computed by its job (scans by design); requests read it.
    await app.scheduler.run("admin-stats");
  }, 600_000);
  afterAll(async () => {
    await explainer?.end();
    await app?.close();
  });

  it("has the rows the plans are asserted against", () => {
    expect(rows.get("users")).toBeGreaterThan(USERS * 0.9);
    expect(rows.get("chat_messages")).toBeGreaterThan(USERS * 18);
    expect(rows.get("calorie_calculations")).toBeGreaterThan(USERS * 9);
  });

  // A user's days are read through an index that starts with (user_id, consumed_on): the general one, or its partial
  // twin over confirmed meals (migration 0980), whichever the planner prefers.
  const USER_DAYS = /^calorie_calculations_user_(confirmed_)?day_idx$/;
  it.each([
    ["/api/dashboard/calories/day", USER_DAYS],
    ["/api/dashboard/summary?days=30", USER_DAYS],
    ["/api/dashboard/calendar", USER_DAYS],
    ["/api/chat/history", /^chat_messages_user_time_idx$/],
    ["/api/account/me", /^users_pkey$/],
  ])("%s reads only the user's own rows through %s", async (url, index) => {
    const plans = await plansOf(url, user);
    expect(plans.length).toBeGreaterThan(0);
    expect(bigSeqScans(plans)).toEqual([]);
    expect([...indexesUsed(plans)].filter((name) => index.test(name)), [...indexesUsed(plans)].join(", ")).not.toEqual([]);
  });

  // A prepared statement's plan may be generic: estimated for the average user (11 meals here), then run for user 1, who
  // has a year of them (1,470). Whatever the plan, the history reads each message's meal once through its primary key.
  it.each(["force_custom_plan", "force_generic_plan"])("/api/chat/history reads one meal per message at most (%s)", async (mode) => {
    const shown = await app.inject({ method: "GET", url: "/api/chat/history", headers: user });
    const withMeal = shown.json<{ messages: { calculation: { id: string } | null }[] }>().messages.filter((m) => m.calculation);
    expect(withMeal.length).toBeGreaterThan(50);
    const statements = await statementsOf("/api/chat/history", user);
    const [history] = statements.filter((s) => /from "chat_messages"/i.test(s.text));
    expect(history).toBeDefined();
    await explainer.query(`SET plan_cache_mode = ${mode}`);
    try {
      await explainer.query({ text: `PREPARE history_plan AS ${history!.text}` });
      // EXECUTE takes its arguments as literals: a utility statement has no bind parameters.
      const args = history!.values!.map((value) => explainer.escapeLiteral(String(value))).join(", ");
      const result = await explainer.query(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE history_plan(${args})`);
      const [explained] = result.rows[0]["QUERY PLAN"] as [{ Plan: TPlanNode }];
      const nodes = nodesOf(explained.Plan);
      const messages = nodes[0]!["Actual Rows"]!;
      const meals = nodes.filter((n) => n["Relation Name"] === "calorie_calculations");
      expect(messages).toBeGreaterThan(100);
      expect(meals.map((n) => n["Index Name"])).toEqual(["calorie_calculations_pkey"]);
      const mealRowsRead = meals.reduce((sum, n) => sum + (n["Actual Rows"]! + (n["Rows Removed by Filter"] ?? 0)) * n["Actual Loops"]!, 0);
      const joinRowsRemoved = nodes.reduce((sum, n) => sum + (n["Rows Removed by Join Filter"] ?? 0), 0);
      expect(mealRowsRead).toBeLessThanOrEqual(messages);
      expect(joinRowsRemoved).toBe(0);
    } finally {
      await explainer.query("DEALLOCATE ALL");
      await explainer.query("RESET plan_cache_mode");
    }
  });

  it.each([
    ["/api/admin/users", "users_created_idx"],
    [`/api/admin/users?page=${Math.floor(USERS / 20) - 10}`, "users_created_idx"],
    ["/api/admin/users?sort=fullName,asc&page=50", "users_full_name_idx"],
    [`/api/admin/users?filter=${encodeURIComponent("pessoa4242@")}`, "users_email_trgm_idx"],
    [`/api/admin/users?filter=${encodeURIComponent("Isabela Monteiro Cavalcanti")}`, "users_full_name_trgm_idx"],
    ["/api/admin/users?unlimited=true", "users_unlimited_idx"],
    // A common name (about 5 % of users): the cap's candidates come from the trigram index, the page from the sort's.
    ["/api/admin/users?filter=souza", "users_full_name_trgm_idx"],
    ["/api/admin/users?filter=souza", "users_created_idx"],
    ["/api/admin/dashboard/stats", "chat_messages_incoming_created_idx"],
  ])("%s never reads the users sequentially (%s)", async (url, index) => {
    const plans = await plansOf(url, admin);
    expect(bigSeqScans(plans)).toEqual([]);
    expect(indexesUsed(plans)).toContain(index);
  });
});
