import { randomBytes } from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type TDatabase } from "./client";
import { migrate } from "./migrate";
import { readThrough } from "./read-cache";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("remembered reads with several instances on one PostgreSQL", () => {
  const name = `nutriguia_test_${randomBytes(6).toString("hex")}`;
  let one: TDatabase;
  let other: TDatabase;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    one = await openDatabase({ url: url.toString(), dir: "" });
    other = await openDatabase({ url: url.toString(), dir: "" });
    await migrate(one);
    await one.execute("INSERT INTO settings (key, value) VALUES ('termsVersion', '1.0')");
  });
  afterAll(async () => {
    await one?.close();
    await other?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const termsSeenBy = (database: TDatabase) =>
    readThrough(database.db, "terms", async () => (await database.db.execute(sql`SELECT value FROM settings WHERE key = 'termsVersion'`)).rows[0]);

  async function eventually(check: () => Promise<boolean>) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    return false;
  }

  it("an instance's own write is seen at once, another instance's as soon as its notification arrives", async () => {
    expect(await eventually(async () => (await termsSeenBy(one)) === (await termsSeenBy(one)))).toBe(true);
    const remembered = await termsSeenBy(other);
    expect(await termsSeenBy(other)).toBe(remembered);

    await one.db.execute(sql`UPDATE settings SET value = '2.0' WHERE key = 'termsVersion'`);
    expect(await termsSeenBy(one)).toEqual({ value: "2.0" });
    expect(await eventually(async () => (await termsSeenBy(other)) !== remembered)).toBe(true);
    expect(await termsSeenBy(other)).toEqual({ value: "2.0" });
  });
});
