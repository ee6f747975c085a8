import { and, desc, eq, lt, max } from "drizzle-orm";
import type { TQ } from "../../db/transaction";
import { jobRuns, type TJobRunRow, type TJobSummary } from "../../db/schema";

/** Runs kept per job: enough for a few days of a 5-minute job and months of a daily one. */
export const KEPT_RUNS_PER_JOB = 100;

export async function lastStartOf(db: TQ, job: string): Promise<Date | null> {
  const [row] = await db.select({ at: max(jobRuns.startedAt) }).from(jobRuns).where(eq(jobRuns.job, job));
  return row?.at ?? null;
}

export async function insertRun(db: TQ, run: { job: string; startedAt: Date; finishedAt?: Date; ok?: boolean; summary?: TJobSummary; error?: string }) {
  const [row] = await db.insert(jobRuns).values(run).returning({ id: jobRuns.id });
  return row!.id;
}

export async function finishRun(db: TQ, id: string, outcome: { finishedAt: Date; ok: boolean; summary: TJobSummary; error: string | null }) {
  await db.update(jobRuns).set(outcome).where(eq(jobRuns.id, id));
}

/** Drops all but the newest KEPT_RUNS_PER_JOB runs of a job. */
export async function pruneRuns(db: TQ, job: string) {
  const [cut] = await db
    .select({ at: jobRuns.startedAt })
    .from(jobRuns)
    .where(eq(jobRuns.job, job))
    .orderBy(desc(jobRuns.startedAt))
    .offset(KEPT_RUNS_PER_JOB - 1)
    .limit(1);
  if (cut) await db.delete(jobRuns).where(and(eq(jobRuns.job, job), lt(jobRuns.startedAt, cut.at)));
}

/** The newest run of every job. */
export async function latestRuns(db: TQ): Promise<TJobRunRow[]> {
  return db.selectDistinctOn([jobRuns.job]).from(jobRuns).orderBy(jobRuns.job, desc(jobRuns.startedAt));
}
