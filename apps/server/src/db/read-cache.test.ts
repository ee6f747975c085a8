import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type TDatabase } from "./client";
import { readThrough } from "./read-cache";

describe("remembered reads on the embedded database", () => {
  let database: TDatabase;
  const readName = () =>
    readThrough(database.db, "pet:1", async () => (await database.db.execute(sql`SELECT name FROM pets WHERE id = 1`)).rows[0]);

  beforeAll(async () => {
    database = await openDatabase({ dir: ":memory:" });
    await database.execute("CREATE TABLE pets (id int PRIMARY KEY, name text)");
    await database.execute("INSERT INTO pets VALUES (1, 'Rex')");
  });
  afterAll(() => database.close());

  it("answer from memory until a write, then read the new value", async () => {
    const first = await readName();
    expect(await readName()).toBe(first);
    await database.db.execute(sql`UPDATE pets SET name = 'Bidu' WHERE id = 1`);
    expect(await readName()).toEqual({ name: "Bidu" });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE pets SET name = 'Thor' WHERE id = 1`);
    });
    expect(await readName()).toEqual({ name: "Thor" });
  });

  it("never keep an answer that a write issued meanwhile may have changed", async () => {
    await database.db.execute(sql`UPDATE pets SET name = 'Mel' WHERE id = 1`);
    const racing = readName();
    const update = database.db.execute(sql`UPDATE pets SET name = 'Nina' WHERE id = 1`);
    expect(await racing).toEqual({ name: "Mel" });
    await update;
    expect(await readName()).toEqual({ name: "Nina" });
  });

  it("keep answers when only a record table (access logs) is appended to", async () => {
    await database.execute("CREATE TABLE access_logs (id int)");
    const before = await readName();
    await database.db.execute(sql`INSERT INTO access_logs VALUES (1)`);
    expect(await readName()).toBe(before);
    await database.db.execute(sql`INSERT INTO pets VALUES (2, 'Luna')`);
    expect(await readName()).not.toBe(before);
  });

  it("hand out answers no reader can change under another", async () => {
    const row = (await readName()) as Record<string, unknown>;
    expect(() => {
      row.name = "Outro";
    }).toThrow(TypeError);
  });
});
