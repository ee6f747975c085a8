import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { manualClock } from "../../lib/clock";
import { jobRuns } from "../../db/schema";
import { KEPT_RUNS_PER_JOB } from "./job-runs.repository";
import { registerJob } from "./scheduler";

const clock = manualClock(new Date("2026-11-23T12:00:00Z"));
let app: TTestApp;

beforeAll(async () => {
  app = await buildTestApp({}, { clock });
});
afterAll(async () => app.close());

async function until(condition: () => boolean, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const runsOf = (job: string) => app.db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(asc(jobRuns.startedAt));

/** Whether this transaction holds the job's advisory lock, as pg_locks sees it. */
async function holdsJobLock(tx: { execute: typeof app.db.execute }, name: string) {
  const result = await tx.execute<{ n: number | string }>(
    sql`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid() AND classid = 746210
        AND objid::bigint = (hashtext(${name})::bigint & 4294967295) AND granted`,
  );
  return Number(result.rows[0]?.n) === 1;
}

describe("scheduler", () => {
  it("runs a registered job once under its advisory lock and records the run with its summary", async () => {
    let lockHeld: boolean | null = null;
    let sawNow: Date | null = null;
    registerJob(app, {
      name: "test-counts",
      everySeconds: 0,
      run: async ({ tx, now }) => {
        lockHeld = await holdsJobLock(tx, "test-counts");
        sawNow = now;
        return { deleted: 3, target: "demo" };
      },
    });
    const outcome = await app.scheduler.run("test-counts");
    expect(outcome).toEqual({ ran: true, ok: true, summary: { deleted: 3, target: "demo" }, error: null });
    expect(lockHeld).toBe(true);
    expect(sawNow).toEqual(clock.now());
    const [run, ...more] = await runsOf("test-counts");
    expect(more).toEqual([]);
    expect(run).toMatchObject({ ok: true, summary: { deleted: 3, target: "demo" }, error: null, startedAt: clock.now() });
    expect(run!.finishedAt!.getTime()).toBeGreaterThanOrEqual(run!.startedAt.getTime());
  });

  it("a failing job records ok=false with its message, and its database work is rolled back", async () => {
    registerJob(app, {
      name: "test-failing",
      everySeconds: 0,
      run: async ({ tx }) => {
        await tx.execute(sql`CREATE TABLE scheduler_probe (id int)`);
        throw new Error("fonte indisponível");
      },
    });
    const outcome = await app.scheduler.run("test-failing");
    expect(outcome).toMatchObject({ ran: true, ok: false, error: "fonte indisponível" });
    const runs = await runsOf("test-failing");
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ ok: false, error: "fonte indisponível" });
    const probe = await app.db.execute<{ t: string | null }>(sql`SELECT to_regclass('scheduler_probe')::text AS t`);
    expect(probe.rows[0]?.t).toBeNull();
  });

  it("after-commit work runs once the lock's transaction is over and its summary is merged", async () => {
    const order: string[] = [];
    registerJob(app, {
      name: "test-after",
      everySeconds: 0,
      run: async ({ afterCommit }) => {
        afterCommit(async () => {
          order.push("after");
          return { sent: 2 };
        });
        order.push("run");
        return { due: 2 };
      },
    });
    expect((await app.scheduler.run("test-after")).summary).toEqual({ due: 2, sent: 2 });
    expect(order).toEqual(["run", "after"]);
    expect((await runsOf("test-after"))[0]?.summary).toEqual({ due: 2, sent: 2 });
  });

  it(`keeps the newest ${KEPT_RUNS_PER_JOB} runs of a job`, async () => {
    registerJob(app, { name: "test-prune", everySeconds: 0, run: async () => ({}) });
    const start = clock.now().getTime();
    await app.db.insert(jobRuns).values(
      Array.from({ length: KEPT_RUNS_PER_JOB + 5 }, (_, i) => ({ job: "test-prune", startedAt: new Date(start - (i + 1) * 60_000), ok: true })),
    );
    await app.scheduler.run("test-prune");
    const runs = await runsOf("test-prune");
    expect(runs).toHaveLength(KEPT_RUNS_PER_JOB);
    expect(runs.at(-1)?.startedAt).toEqual(clock.now());
    expect(runs[0]?.startedAt).toEqual(new Date(start - (KEPT_RUNS_PER_JOB - 1) * 60_000));
  });

  it("on a timer, a job runs when due by the clock and is skipped while its last run is recent", async () => {
    const timed = await buildTestApp({ JOBS_INTERVAL_SECONDS: "1" }, { clock });
    try {
      let passes = 0;
      registerJob(timed, {
        name: "test-timer",
        everySeconds: 1,
        run: async () => {
          passes += 1;
          return { passes };
        },
      });
      await until(() => passes === 1);
      // Two more looks at one-second intervals: the clock has not moved, so the last run is still recent.
      await new Promise((resolve) => setTimeout(resolve, 2200));
      expect(passes).toBe(1);
      clock.advance(1000);
      await until(() => passes === 2);
    } finally {
      await timed.close();
    }
  }, 90_000);

  it.runIf(app?.database.kind === "postgres" || !!process.env.TEST_DATABASE_URL)("another holder of the lock makes a pass a no-op", async () => {
    let outcome: Awaited<ReturnType<typeof app.scheduler.run>> | null = null;
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(746210, hashtext('test-counts'))`);
      outcome = await app.scheduler.run("test-counts");
    });
    expect(outcome).toMatchObject({ ran: false });
    expect(await runsOf("test-counts")).toHaveLength(1);
  });
});
