import type { FastifyInstance } from "fastify";
import { TRIAL_REMINDER_DAYS } from "./billing.subscription-view";
import { subscriptionGivesAccess } from "./billing.usage";
import { DAY_MS, sendNotices, type TNoticeFor } from "./billing.events";
import * as repo from "./billing.repository";

/** Users claimed per transaction: a backlog (an outage, an import) is worked through in short transactions of this size. */
export const TRIAL_MAIL_BATCH = 200;

export type TTrialMailCounts = { reminders: number; trialsEnded: number; trialMailBatches: number };

/**
 * The trial reminders and ended-trial notices owed at `now` (docs/decisions/025): each batch is claimed and marked in its
 * own transaction and its mails go out after that commits, so no lock or transaction lasts longer than one batch, a
 * user is claimed once (however many passes run at once), and a batch shorter than `batchSize` ends the pass.
 * A subscriber is marked without a mail.
 */
export async function sendTrialMails(app: FastifyInstance, now: Date, batchSize = TRIAL_MAIL_BATCH): Promise<TTrialMailCounts> {
  const soon = new Date(now.getTime() + TRIAL_REMINDER_DAYS * DAY_MS);
  const counts: TTrialMailCounts = { reminders: 0, trialsEnded: 0, trialMailBatches: 0 };
  for (;;) {
    const notices: TNoticeFor[] = [];
    const claimed = await app.db.transaction(async (tx) => {
      const batch = await repo.claimTrialMails(tx, now, soon, batchSize);
      const live = await repo.liveSubscriptionsOf(tx, batch.map((user) => user.id));
      const subscribed = new Set(live.filter((s) => subscriptionGivesAccess(s, now)).map((s) => s.userId));
      for (const user of batch) {
        if (subscribed.has(user.id) || !user.trialEndsAt) continue;
        notices.push({ userId: user.id, notice: user.trialEndsAt <= now ? { kind: "trialEnded" } : { kind: "trialEnding", endsAt: user.trialEndsAt } });
      }
      return batch.length;
    });
    if (claimed === 0) return counts;
    counts.trialMailBatches += 1;
    counts.trialsEnded += notices.filter((n) => n.notice.kind === "trialEnded").length;
    counts.reminders += notices.filter((n) => n.notice.kind === "trialEnding").length;
    await sendNotices(app, notices);
    if (claimed < batchSize) return counts;
  }
}
