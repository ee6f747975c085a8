import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";

export type TReceivedMail = { to: string; subject: string; text: string };

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtpStandIn() {
  const received: TReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let held: Promise<void> | null = null;
  let releaseHeld = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          await held;
          return mail;
        })
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          received.push({ to: to ?? "", subject: mail.subject ?? "", text: mail.text ?? "" });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The newest mail to `to` whose subject matches, waiting for it to arrive. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 5000): Promise<TReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = [...received].reverse().find((m) => m.to.includes(to) && subject.test(m.subject));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    /** Accepts connections but withholds every answer to DATA until release(), as a slow mail server does. */
    hold() {
      held = new Promise<void>((resolve) => (releaseHeld = resolve));
    },
    release() {
      held = null;
      releaseHeld();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TSmtpStandIn = Awaited<ReturnType<typeof startSmtpStandIn>>;
