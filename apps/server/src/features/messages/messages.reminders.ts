import type { FastifyInstance } from "fastify";
import { registerJob } from "../../shared/scheduler/scheduler";
import * as repo from "./messages.repository";

/** A team reply the user has not read within this delay is e-mailed once. */
export const UNREAD_REPLY_DELAY_MS = 60 * 60 * 1000;

type TDueReminder = Awaited<ReturnType<typeof repo.claimUnreadReplies>>[number];

const cutoff = (now: Date) => new Date(now.getTime() - UNREAD_REPLY_DELAY_MS);

async function mailReminders(app: FastifyInstance, due: TDueReminder[]): Promise<number> {
  let sent = 0;
  for (const thread of due) {
    try {
      await app.mailer.send({
        to: thread.email,
        subject: `Nova resposta: ${thread.subject} — NutriGuia`,
        text:
          `Olá, ${thread.fullName}!\n\nA equipe NutriGuia respondeu à sua conversa "${thread.subject}".\n\n` +
          `Leia e responda em ${app.config.PUBLIC_URL}/messages\n\nEquipe NutriGuia`,
      });
      sent += 1;
    } catch (error) {
      app.log.warn({ err: error, threadId: thread.threadId }, "unread reply e-mail failed");
    }
  }
  return sent;
}

/**
 * E-mails each user whose team reply has stayed unread for an hour, once per reply; returns how many
 * e-mails went out. `now` is injectable for tests.
 */
export async function sendUnreadReplyReminders(app: FastifyInstance, now: Date = app.clock.now()): Promise<number> {
  return mailReminders(app, await repo.claimUnreadReplies(app.db, cutoff(now), now));
}

/** The scheduled form: replies are claimed under the job's lock, e-mailed after it commits. */
export function registerUnreadReplyReminders(app: FastifyInstance) {
  registerJob(app, {
    name: "message-reminders",
    everySeconds: app.config.MESSAGE_REMINDERS_INTERVAL_SECONDS,
    run: async ({ tx, now, afterCommit }) => {
      const due = await repo.claimUnreadReplies(tx, cutoff(now), now);
      afterCommit(async () => ({ sent: await mailReminders(app, due) }));
      return { due: due.length };
    },
  });
}
