import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Transporter } from "nodemailer";

export type TMail = { to: string; subject: string; text: string; html?: string };

export type TMailer = {
  send: (mail: TMail) => Promise<void>;
  kind: "smtp" | "outbox";
  /** SMTP: connects and greets (and authenticates) within timeoutMs; outbox: the folder is writable. */
  verify: (timeoutMs: number) => Promise<void>;
};

declare module "fastify" {
  interface FastifyInstance {
    mailer: TMailer;
  }
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in the outbox. */
export default fp(
  async function mailPlugin(app: FastifyInstance, opts: { smtpUrl?: string; from: string; outboxDir: string }) {
    // nodemailer is loaded with the first message: a server that has sent none does not hold it.
    let transport: Promise<Transporter> | null = null;
    const transporter = () =>
      (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
        opts.smtpUrl
          ? nodemailer.createTransport(opts.smtpUrl)
          : (nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }) as unknown as Transporter),
      ));
    const mailer: TMailer = {
      send: async (mail) => {
        const info = await (await transporter()).sendMail({ from: opts.from, ...mail });
        if (opts.smtpUrl) {
          // Who and what (the subject names an account event) only at debug: at info a log line names no one (issue 29).
          app.log.debug({ to: mail.to, subject: mail.subject, messageId: info.messageId }, "mail sent");
          app.log.info({ messageId: info.messageId }, "mail sent");
          return;
        }
        await fs.mkdir(opts.outboxDir, { recursive: true, mode: 0o700 });
        const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`);
        await fs.writeFile(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
        app.log.debug({ to: mail.to, subject: mail.subject, file }, "mail written to outbox");
        app.log.info({ file: path.basename(file) }, "mail written to outbox");
      },
      kind: opts.smtpUrl ? "smtp" : "outbox",
      verify: async (timeoutMs) => {
        if (!opts.smtpUrl) {
          await fs.mkdir(opts.outboxDir, { recursive: true });
          await fs.access(opts.outboxDir, fs.constants.W_OK);
          return;
        }
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(Object.assign(new Error("SMTP verify timed out"), { code: "TIMEOUT" })), timeoutMs);
        });
        await Promise.race([transporter().then((t) => t.verify()), timeout]).finally(() => clearTimeout(timer));
      },
    };
    app.decorate("mailer", mailer);
    app.addHook("onClose", async () => {
      if (transport) (await transport).close();
    });
  },
  { name: "mail" },
);
