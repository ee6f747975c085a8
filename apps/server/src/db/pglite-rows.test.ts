import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGliteThread } from "./pglite-thread";

/**
 * A SELECT seen twice is prepared and its answer decoded on the caller's thread from the protocol's bytes
 * (pglite-rows.ts); the first run takes PGlite's ordinary path. Both must give the same rows, value for value.
 */
describe("PGlite on its thread: rows of a prepared read", () => {
  let db: PGliteThread;
  beforeAll(async () => {
    db = await PGliteThread.open(undefined);
    await db.exec(`CREATE TYPE mood AS ENUM ('bem', 'mal');
      CREATE TABLE everything (id int PRIMARY KEY, big bigint, ratio float8, grams numeric, ok boolean, roles text[], moods mood[],
        counts int[], data jsonb, plain json, at timestamptz, day date, span interval, blob bytea, uid uuid, note text, empty text);
      INSERT INTO everything VALUES (1, 9007199254740993, 0.1, 1.50, true, ARRAY['USER','ADMIN'], ARRAY['bem']::mood[], ARRAY[1,NULL,3],
        '{"a":[1,{"b":"ç"}]}', '{"x":1}', '2026-11-29 10:00:00+00', '2026-11-29', '1 day 2 hours', '\\xdeadbeef',
        'e2d9f0c6-2d6a-4a5f-9b0e-2a1f7c1c9d10', 'pão "de" queijo, ''ok''', NULL);
      CREATE TABLE long_rows (id int PRIMARY KEY, body text);
      INSERT INTO long_rows SELECT g, repeat('é', 3000) || g FROM generate_series(1, 300) g;`);
  });
  afterAll(() => db.close());

  it("decodes every column type as the ordinary path does, as objects and as arrays", async () => {
    for (const rowMode of ["object", "array"] as const) {
      const read = () => db.query("SELECT * FROM everything WHERE id = $1", [1], { rowMode });
      const first = await read();
      for (let round = 0; round < 3; round += 1) {
        const again = await read();
        expect(again.rows).toEqual(first.rows);
        expect(again.fields).toEqual(first.fields);
      }
    }
    const [row] = (await db.query("SELECT * FROM everything WHERE id = $1", [1], { rowMode: "object" })).rows as Record<string, unknown>[];
    expect(row).toMatchObject({ big: 9007199254740993n, roles: ["USER", "ADMIN"], moods: "{bem}", counts: [1, null, 3], data: { a: [1, { b: "ç" }] } });
    expect(row).toMatchObject({ at: "2026-11-29 10:00:00+00", day: "2026-11-29", note: `pão "de" queijo, 'ok'`, empty: null });
  });

  it("reads an answer larger than one chunk of the thread's buffer, and no rows at all", async () => {
    const read = (from: number) => db.query("SELECT id, body FROM long_rows WHERE id >= $1 ORDER BY id", [from], { rowMode: "object" });
    const first = await read(1);
    expect(first.rows).toHaveLength(300);
    for (let round = 0; round < 2; round += 1) expect((await read(1)).rows).toEqual(first.rows);
    expect((await read(1000)).rows).toEqual([]);
  });
});
