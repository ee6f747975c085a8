import type { FastifyInstance } from "fastify";
import { registerJob } from "../../shared/scheduler/scheduler";
import { inactiveAccountDeletedMail, inactivityNoticeMail } from "./account.mail";
import * as repo from "./account.repository";
import { createAccountService } from "./account.service";

export const INACTIVE_ACCOUNTS_JOB = "inactive-accounts";
/** The privacy policy's promise (001 §9): inactive account data is kept up to 5 years. */
export const INACTIVITY_YEARS = 5;
export const NOTICE_DAYS = 30;
/** Passes stay small (docs/decisions/510): what is left waits for the next day. */
const NOTICES_PER_PASS = 200;
const DELETIONS_PER_PASS = 100;
const DAY_MS = 24 * 3600 * 1000;

export function inactivityCutoffs(now: Date): repo.TInactivityCutoffs {
  const deleteBefore = new Date(now);
  deleteBefore.setUTCFullYear(deleteBefore.getUTCFullYear() - INACTIVITY_YEARS);
  return {
    deleteBefore,
    noticeBefore: new Date(deleteBefore.getTime() + NOTICE_DAYS * DAY_MS),
    noticedBefore: new Date(now.getTime() - NOTICE_DAYS * DAY_MS),
  };
}

/** The day the notice promises: 5 years after the last activity, and never sooner than 30 days after the notice. */
function deletionDate(lastActiveAt: Date, now: Date): Date {
  const fiveYears = new Date(lastActiveAt);
  fiveYears.setUTCFullYear(fiveYears.getUTCFullYear() + INACTIVITY_YEARS);
  return new Date(Math.max(fiveYears.getTime(), now.getTime() + NOTICE_DAYS * DAY_MS));
}

/**
 * Daily (docs/decisions/215): accounts 30 days from 5 years without activity are claimed and mailed a notice; accounts
 * past 5 years whose notice is 30 days old are deleted through the account-deletion path, after the lock's
 * transaction commits (the deletion hooks and the upload store do not run inside it). Each deletion checks again
 * that the account is still inactive, so someone who signed in meanwhile keeps it.
 */
export function registerInactiveAccountsJob(app: FastifyInstance) {
  const accounts = createAccountService(app);
  registerJob(app, {
    name: INACTIVE_ACCOUNTS_JOB,
    everySeconds: app.config.RETENTION_INTERVAL_SECONDS,
    run: async ({ tx, now, afterCommit }) => {
      const cutoffs = inactivityCutoffs(now);
      const notices = await repo.claimInactivityNotices(tx, cutoffs, now, NOTICES_PER_PASS);
      const due = await repo.findAccountsToDelete(tx, cutoffs, DELETIONS_PER_PASS);
      afterCommit(async () => {
        let deleted = 0;
        for (const account of due) {
          const [still] = await repo.findAccountsToDelete(app.db, cutoffs, 1, account.id);
          if (!still) continue;
          try {
            await accounts.removeAccount(still, inactiveAccountDeletedMail(still.email, still.fullName));
            deleted += 1;
          } catch (error) {
            app.log.error({ err: error, userId: still.id }, "inactive account deletion failed");
          }
        }
        let mailed = 0;
        for (const user of notices) {
          try {
            await app.mailer.send(inactivityNoticeMail(user.email, user.fullName, deletionDate(user.lastActiveAt, now), `${app.config.PUBLIC_URL}/login`));
            mailed += 1;
          } catch (error) {
            app.log.warn({ err: error, userId: user.id }, "inactivity notice e-mail failed");
            await repo.withdrawInactivityNotice(app.db, user.id);
          }
        }
        return { deleted, mailed };
      });
      return { noticed: notices.length, due: due.length };
    },
  });
}
