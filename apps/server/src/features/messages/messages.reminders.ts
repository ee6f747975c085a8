import type { FastifyInstance } from "fastify";
import * as repo from "./messages.repository";

/** A team reply the user has not read within this delay is e-mailed once. */
export const UNREAD_REPLY_DELAY_MS = 60 * 60 * 1000;

/**
 * The scheduler's check: e-mails each user whose team reply has stayed unread for an hour,
 * once per reply; returns how many e-mails went out. `now` is injectable for tests.
 */
export async function sendUnreadReplyReminders(app: FastifyInstance, now: Date = new Date()): Promise<number> {
  const due = await repo.claimUnreadReplies(app.db, new Date(now.getTime() - UNREAD_REPLY_DELAY_MS), now);
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
