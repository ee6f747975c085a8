import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { like } from "drizzle-orm";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { startSmtpStandIn } from "../../../test/smtp-stand-in";
import { users } from "../../db/schema";
import { runBillingJobs } from "./billing.scheduler";
import { sendTrialMails } from "./billing.trial-mails";

const DAY = 86400_000;
const ENDED = 12;
const ENDING = 13;
let app: TTestApp;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  app = await buildTestApp({ SMTP_URL: smtp.url, BILLING_JOBS_INTERVAL_SECONDS: "0" }, { onClose: smtp.close });
});
afterAll(async () => app.close());

const backlogMails = () => smtp.received.filter((m) => m.to.includes("@atraso.test")).map((m) => m.to);
const person = (i: number, trialEndsAt: Date, more: Partial<typeof users.$inferInsert> = {}) => ({
  email: `pessoa${i}@atraso.test`,
  passwordHash: "x",
  fullName: `Pessoa ${i}`,
  activatedAt: new Date(trialEndsAt.getTime() - 7 * DAY),
  trialStartedAt: new Date(trialEndsAt.getTime() - 7 * DAY),
  trialEndsAt,
  ...more,
});

describe("trial mails in batches (decision 025)", () => {
  it("works a backlog through in short batches: every owed user mailed once, none skipped, even with two passes at once", async () => {
    const now = new Date();
    const ended = new Date(now.getTime() - 3 * DAY);
    const ending = new Date(now.getTime() + DAY);
    await app.db.insert(users).values([
      ...Array.from({ length: ENDED }, (_, i) => person(i, ended)),
      ...Array.from({ length: ENDING }, (_, i) => person(ENDED + i, ending)),
      // Owed nothing: never activated, already reminded of a trial that has not ended, already told it ended.
      person(100, ended, { activatedAt: null }),
      person(101, ending, { trialReminderSentAt: new Date(now.getTime() - DAY) }),
      person(102, ended, { trialEndedNotifiedAt: ended }),
    ]);

    const passes = await Promise.all([sendTrialMails(app, now, 7), sendTrialMails(app, now, 7)]);
    expect(passes.reduce((n, p) => n + p.trialsEnded, 0)).toBe(ENDED);
    expect(passes.reduce((n, p) => n + p.reminders, 0)).toBe(ENDING);
    // 25 users in batches of at most 7: at least four transactions between the two passes.
    expect(passes.reduce((n, p) => n + p.trialMailBatches, 0)).toBeGreaterThanOrEqual(4);
    const mailed = backlogMails();
    expect(new Set(mailed).size).toBe(mailed.length);
    expect(mailed.sort()).toEqual(Array.from({ length: ENDED + ENDING }, (_, i) => `pessoa${i}@atraso.test`).sort());

    const rows = await app.db.select().from(users).where(like(users.email, "%@atraso.test"));
    const of = (i: number) => rows.find((r) => r.email === `pessoa${i}@atraso.test`)!;
    for (let i = 0; i < ENDED; i += 1) expect(of(i)).toMatchObject({ trialEndedNotifiedAt: now, trialReminderSentAt: null });
    for (let i = ENDED; i < ENDED + ENDING; i += 1) expect(of(i)).toMatchObject({ trialEndedNotifiedAt: null, trialReminderSentAt: now });
    expect(of(100)).toMatchObject({ trialEndedNotifiedAt: null, trialReminderSentAt: null });
    expect(of(101).trialEndedNotifiedAt).toBeNull();

    expect(await sendTrialMails(app, now, 7)).toEqual({ reminders: 0, trialsEnded: 0, trialMailBatches: 0 });
    expect(backlogMails()).toHaveLength(ENDED + ENDING);

    // Through the billing job, once the reminded trials have ended: their notice, once.
    const report = await runBillingJobs(app, new Date(ending.getTime() + 1000));
    expect(report).toMatchObject({ ran: true, trialsEnded: ENDING + 1, reminders: 0 });
    const after = backlogMails();
    expect(after).toHaveLength(2 * ENDING + ENDED + 1);
    expect(after.filter((to) => to === "pessoa101@atraso.test")).toHaveLength(1);
  });
});
