import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sql } from "drizzle-orm";
import type { TJobSummary } from "../../db/schema";
import type { TTx } from "../../db/transaction";
import * as runs from "./job-runs.repository";

/** Namespace of the per-job advisory locks (two-key form, so it never meets the single-key locks). */
const JOB_LOCK_CLASS = 746_210;
/** The first look after boot comes soon, so a daily job missed by a restart is not a day late. */
const FIRST_CHECK_SECONDS = 10;
const ERROR_MAX_CHARS = 500;

export type TJobPass = {
  app: FastifyInstance;
  /** The transaction holding the job's lock: all of the pass's database work goes through it (PGlite has one session). */
  tx: TTx;
  now: Date;
  /** Work that must not hold the transaction open (e-mails); runs after commit, its summary merged into the run's. */
  afterCommit: (work: () => Promise<TJobSummary | void>) => void;
};

export type TJob = {
  name: string;
  /** A pass runs when the last one (on any instance) started at least this long ago; 0 registers the job unscheduled. */
  everySeconds: number;
  /** A single-key advisory lock to share with code that already uses it (billing); default: one derived from the name. */
  lockKey?: number;
  run: (pass: TJobPass) => Promise<TJobSummary | void>;
};

export type TJobOutcome = { ran: boolean; ok: boolean; summary: TJobSummary; error: string | null };
export type TJobInfo = { name: string; everySeconds: number; scheduled: boolean; running: boolean; nextCheckAt: Date | null };

export type TScheduler = {
  register: (job: TJob) => void;
  /** One pass now (tests, after moving the clock): skipped only when another pass holds the lock. */
  run: (name: string, now?: Date) => Promise<TJobOutcome>;
  list: () => TJobInfo[];
};

declare module "fastify" {
  interface FastifyInstance {
    scheduler: TScheduler;
  }
}

/** Adds a job (from a feature's routes plugin or app.ts); its timer starts when the app is ready. */
export function registerJob(app: FastifyInstance, job: TJob) {
  app.scheduler.register(job);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_CHARS);

async function tryLock(tx: TTx, job: TJob): Promise<boolean> {
  const lock =
    job.lockKey === undefined
      ? sql`SELECT pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}, hashtext(${job.name})) AS locked`
      : sql`SELECT pg_try_advisory_xact_lock(${job.lockKey}) AS locked`;
  const result = await tx.execute<{ locked: boolean }>(lock);
  return result.rows[0]?.locked === true;
}

/**
 * One pass of a job: lock, (optionally) due check, the job's work and its run row in one transaction, so a
 * second instance waiting on the lock sees the run and skips; then the after-commit work and the outcome.
 */
async function runPass(app: FastifyInstance, job: TJob, now: Date, onlyIfDue: boolean): Promise<TJobOutcome> {
  const started = performance.now();
  const finishedAt = () => new Date(now.getTime() + Math.round(performance.now() - started));
  const after: Array<() => Promise<TJobSummary | void>> = [];
  let summary: TJobSummary = {};
  let runId: string | null = null;
  let committed = false;
  try {
    const ran = await app.db.transaction(async (tx) => {
      if (!(await tryLock(tx, job))) return false;
      if (onlyIfDue) {
        const last = await runs.lastStartOf(tx, job.name);
        if (last && last.getTime() + job.everySeconds * 1000 > now.getTime()) return false;
      }
      runId = await runs.insertRun(tx, { job: job.name, startedAt: now });
      summary = (await job.run({ app, tx, now, afterCommit: (work) => after.push(work) })) ?? {};
      return true;
    });
    committed = true;
    if (!ran) return { ran: false, ok: true, summary: {}, error: null };
    for (const work of after) Object.assign(summary, (await work()) ?? {});
    await runs.finishRun(app.db, runId!, { finishedAt: finishedAt(), ok: true, summary, error: null });
    await runs.pruneRuns(app.db, job.name);
    return { ran: true, ok: true, summary, error: null };
  } catch (error) {
    app.log.error({ err: error, job: job.name }, "scheduled job failed");
    const failure = { finishedAt: finishedAt(), ok: false, summary, error: messageOf(error) };
    // A failure inside the transaction rolled its run row back with the work; one after commit updates it.
    await (committed && runId ? runs.finishRun(app.db, runId, failure) : runs.insertRun(app.db, { job: job.name, startedAt: now, ...failure }))
      .then(() => runs.pruneRuns(app.db, job.name))
      .catch((recordError: unknown) => app.log.error({ err: recordError, job: job.name }, "scheduled job run not recorded"));
    return { ran: true, ok: false, summary, error: failure.error };
  }
}

/** In-process scheduling of registered jobs, one instance at a time per job (docs/decisions/510). */
export default fp(
  async function schedulerPlugin(app: FastifyInstance, opts: { checkEverySeconds: number }) {
    const jobs = new Map<string, TJob>();
    const running = new Map<string, Promise<TJobOutcome>>();
    const nextCheck = new Map<string, number>();
    const timers: NodeJS.Timeout[] = [];
    let started = false;

    const pass = (job: TJob, now: Date, onlyIfDue: boolean) => {
      const current = running.get(job.name);
      if (current) return current;
      const work = runPass(app, job, now, onlyIfDue).finally(() => running.delete(job.name));
      running.set(job.name, work);
      return work;
    };
    const scheduled = (job: TJob) => opts.checkEverySeconds > 0 && job.everySeconds > 0;

    const schedule = (job: TJob) => {
      if (!scheduled(job)) return;
      const periodMs = Math.min(job.everySeconds, opts.checkEverySeconds) * 1000;
      const check = () => {
        nextCheck.set(job.name, Date.now() + periodMs);
        void pass(job, app.clock.now(), true);
      };
      const firstMs = Math.min(periodMs, FIRST_CHECK_SECONDS * 1000);
      nextCheck.set(job.name, Date.now() + firstMs);
      const first = setTimeout(() => {
        check();
        const every = setInterval(check, periodMs);
        every.unref();
        timers.push(every);
      }, firstMs);
      first.unref();
      timers.push(first);
    };

    app.decorate("scheduler", {
      register: (job) => {
        if (jobs.has(job.name)) throw new Error(`job ${job.name} registered twice`);
        jobs.set(job.name, job);
        if (started) schedule(job);
      },
      run: (name, now = app.clock.now()) => {
        const job = jobs.get(name);
        if (!job) throw new Error(`unknown job ${name}`);
        return pass(job, now, false);
      },
      list: () =>
        [...jobs.values()].map((job) => ({
          name: job.name,
          everySeconds: job.everySeconds,
          scheduled: scheduled(job),
          running: running.has(job.name),
          nextCheckAt: nextCheck.has(job.name) ? new Date(nextCheck.get(job.name)!) : null,
        })),
    } satisfies TScheduler);

    app.addHook("onReady", async () => {
      started = true;
      for (const job of jobs.values()) schedule(job);
    });

    // Registered after the database plugin, so this runs first on close: no pass is cut off mid-transaction.
    app.addHook("onClose", async () => {
      for (const timer of timers) clearTimeout(timer);
      await Promise.allSettled([...running.values()]);
    });
  },
  { name: "scheduler", dependencies: ["db"] },
);
