import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGliteThread } from "./pglite-thread";

describe("PGlite on its thread", () => {
  let db: PGliteThread;
  beforeAll(async () => {
    db = await PGliteThread.open(undefined);
    await db.exec("CREATE TABLE notes (id int PRIMARY KEY, owner text, body text)");
    await db.exec("INSERT INTO notes VALUES (1, 'ana', 'café'), (2, 'o''brien', 'chá'), (3, NULL, 'pão')");
  });
  afterAll(() => db.close());

  const byOwner = (owner: string | null) =>
    db.query("SELECT id, body FROM notes WHERE owner IS NOT DISTINCT FROM $1 ORDER BY id", [owner], { rowMode: "object" });

  it("answers a repeated (prepared) read exactly as the first one, quotes and NULL included", async () => {
    for (let round = 0; round < 4; round += 1) {
      expect((await byOwner("ana")).rows).toEqual([{ id: 1, body: "café" }]);
      expect((await byOwner("o'brien")).rows).toEqual([{ id: 2, body: "chá" }]);
      expect((await byOwner(null)).rows).toEqual([{ id: 3, body: "pão" }]);
      expect((await byOwner("x' OR '1'='1")).rows).toEqual([]);
    }
  });

  it("keeps statements sent together in order and out of a transaction that was running", async () => {
    const reads = Array.from({ length: 20 }, () => db.query("SELECT count(*)::int AS n FROM notes", [], { rowMode: "object" }));
    const failed = db.transaction(async (tx) => {
      await tx.query("INSERT INTO notes VALUES (4, 'bia', 'suco')");
      throw new Error("desfeito");
    });
    const after = db.query("SELECT count(*)::int AS n FROM notes", [], { rowMode: "object" });
    await expect(failed).rejects.toThrow("desfeito");
    for (const read of await Promise.all(reads)) expect(read.rows).toEqual([{ n: 3 }]);
    expect((await after).rows).toEqual([{ n: 3 }]);
  });
});
