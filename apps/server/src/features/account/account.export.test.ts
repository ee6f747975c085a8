import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, login } from "../../../test/accounts";
import { hashPassword } from "../../shared/passwords";
import { seedBatch, seedEmail } from "../../seed/seed-batch";

const PASSWORD = "uma senha de semente comprida";
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("GET /api/account/export", () => {
  it("is never stored by a browser or proxy cache", async () => {
    const user = await createUser(app);
    const response = await app.inject({ method: "GET", url: "/api/account/export", headers: user.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("holds a year of meals, chat, water and weight, and no secret", async () => {
    await app.db.execute(seedBatch(1, 1, await hashPassword(PASSWORD), { days: 365, messages: 0, meals: 0, heavy: 1 }));
    const { auth } = await login(app, seedEmail(1), PASSWORD);
    const response = await app.inject({ method: "GET", url: "/api/account/export", headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const body = response.json();
    expect(body.user.email).toBe(seedEmail(1));
    const days = (table: string, column: string) => new Set((body.records[table] as Record<string, string>[]).map((row) => String(row[column]).slice(0, 10))).size;
    expect(days("calorie_calculations", "consumed_on")).toBeGreaterThanOrEqual(365);
    expect(days("chat_messages", "created_at")).toBeGreaterThanOrEqual(365);
    expect(body.records.water_intake).toHaveLength(365);
    expect(body.records.weight_logs.length).toBeGreaterThanOrEqual(52);
    expect(response.body).not.toMatch(/argon2|password_hash|token_version|code_hash/);
  });

  it("reads every table that holds user rows through an index led by user_id (no full read per export)", async () => {
    const unindexed = await app.db.execute<{ table_name: string }>(sql`
      SELECT c.relname::text AS table_name FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'user_id'
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
        AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indkey[0] = a.attnum)
      ORDER BY 1`);
    expect(unindexed.rows.map((r) => r.table_name)).toEqual([]);
  });
});
