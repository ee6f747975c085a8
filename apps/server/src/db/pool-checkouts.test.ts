import { EventEmitter } from "node:events";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { ResilientPool } from "./faults";

const serverUrl = process.env.TEST_DATABASE_URL;
const CHECKOUTS = 100_000;

/** A connection that answers every query at once: lets the pool's own work run 100,000 times in a second or two. */
class StandInClient extends EventEmitter {
  _queryable = true;
  _ending = false;
  /** How many guard frames (faults.ts) stood between the last caller and this connection. */
  guardFrames = 0;
  failNextWith: Error | null = null;
  connect(callback: (error?: Error) => void) {
    process.nextTick(callback);
  }
  query(..._args: unknown[]) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 50;
    this.guardFrames = (new Error().stack ?? "").split("\n").filter((line) => line.includes("faults.ts")).length;
    Error.stackTraceLimit = limit;
    const failure = this.failNextWith;
    this.failNextWith = null;
    if (failure) return Promise.reject(failure);
    return Promise.resolve({ rows: [{ n: 1 }], fields: [], rowCount: 1, command: "SELECT" });
  }
  end(callback?: () => void) {
    this._ending = true;
    if (callback) process.nextTick(callback);
    return Promise.resolve();
  }
}

let pool: ResilientPool | undefined;
afterEach(async () => {
  await pool?.end();
  pool = undefined;
});

/** Checks the single pooled connection out and back in `times` times; returns it and the `query` it had after the first. */
async function checkOutRepeatedly(times: number) {
  const first = await pool!.connect();
  const query = first.query;
  first.release();
  for (let i = 1; i < times; i += 1) {
    const client = await pool!.connect();
    expect(client).toBe(first);
    client.release();
  }
  return { client: first, query };
}

describe("the pool's guard on checked-out connections", () => {
  const standInPool = () => new ResilientPool({ Client: StandInClient as unknown as typeof pg.Client, max: 1 }, () => {});

  it(`wraps a connection's query once, however many times it is checked out (${CHECKOUTS.toLocaleString("en")} checkouts)`, async () => {
    pool = standInPool();
    const { client, query } = await checkOutRepeatedly(CHECKOUTS);
    expect(client.query).toBe(query);
    const again = await pool.connect();
    expect(await again.query("SELECT 1")).toMatchObject({ rows: [{ n: 1 }] });
    expect((again as unknown as StandInClient).guardFrames).toBe(1);
    again.release();
  });

  it("after many checkouts, still drops a connection whose session was lost and fails its later queries fast", async () => {
    pool = standInPool();
    const { client } = await checkOutRepeatedly(1_000);
    const lost = new Error("Connection terminated unexpectedly");
    const checkout = await pool.connect();
    (checkout as unknown as StandInClient).failNextWith = lost;
    await expect(checkout.query("SELECT 1")).rejects.toBe(lost);
    expect(pool.totalCount).toBe(0);
    await expect(checkout.query("SELECT 1")).rejects.toBe(lost);
    checkout.release();
    const fresh = await pool.connect();
    expect(fresh).not.toBe(client);
    expect(await fresh.query("SELECT 1")).toMatchObject({ rows: [{ n: 1 }] });
    fresh.release();
  });
});

describe.skipIf(!serverUrl)(`the pool on PostgreSQL after ${CHECKOUTS.toLocaleString("en")} checkouts`, () => {
  it("keeps one guard per connection and reads as before", async () => {
    pool = new ResilientPool({ connectionString: serverUrl, max: 1 }, () => {});
    const { client, query } = await checkOutRepeatedly(CHECKOUTS);
    expect(client.query).toBe(query);
    const db = drizzle(pool);
    for (let i = 0; i < 200; i += 1) expect((await db.execute(sql`SELECT ${i}::int AS n`)).rows).toEqual([{ n: i }]);
    const inTransaction = await db.transaction(async (tx) => (await tx.execute(sql`SELECT 1 AS n`)).rows);
    expect(inTransaction).toEqual([{ n: 1 }]);
    expect(client.query).toBe(query);
  });
});
