import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions, users } from "../../db/schema";
import { createUser, loginAdmin, type TTestUser } from "../../../test/accounts";
import type { TTestApp } from "../../../test/build-test-app";
import { buildTestAppWithSmtp } from "../../../test/build-test-app-with-smtp";
import type { TSmtpStandIn } from "../../../test/smtp-stand-in";
import { forgetSession } from "../../shared/session-cache";
import { INACTIVE_ACCOUNTS_JOB } from "./account.inactivity";

const DAY = 24 * 3600 * 1000;
let app: TTestApp;
let smtp: TSmtpStandIn;
beforeAll(async () => {
  ({ app, smtp } = await buildTestAppWithSmtp());
});
afterAll(async () => app.close());

const yearsAgo = (years: number, plusDays = 0, from = new Date()) => {
  const date = new Date(from);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return new Date(date.getTime() + plusDays * DAY);
};
const row = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0];
const setLastActive = async (user: { id: string }, at: Date) => {
  await app.db.update(users).set({ lastActiveAt: at }).where(eq(users.id, user.id));
  forgetSession(app.db, user.id);
};
const usage = (user: TTestUser) => app.inject({ method: "GET", url: "/api/account/usage", headers: user.auth });
const runJob = (now = new Date()) => app.scheduler.run(INACTIVE_ACCOUNTS_JOB, now);
const mailsTo = (user: TTestUser) => smtp.received.filter((m) => m.to.includes(user.email)).map((m) => m.subject);

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 50; i += 1) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
}

describe("last activity", () => {
  it("is recorded by a signed-in request once a day, not on every request", async () => {
    const user = await createUser(app);
    const anHourAgo = new Date(Date.now() - 3600_000);
    await setLastActive(user, anHourAgo);
    expect((await usage(user)).statusCode).toBe(200);
    expect((await usage(user)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await row(user.id))!.lastActiveAt).toEqual(anHourAgo);

    await setLastActive(user, new Date(Date.now() - 3 * DAY));
    const before = Date.now();
    expect((await usage(user)).statusCode).toBe(200);
    const moved = await eventually(() => row(user.id), (r) => r!.lastActiveAt.getTime() >= before - 1000);
    expect(moved!.lastActiveAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe("inactive accounts (5 years, privacy policy)", () => {
  it("are mailed a notice 30 days before, once, and deleted through the account deletion 30 days later", async () => {
    const user = await createUser(app, { fullName: "Inês Inativa" });
    await setLastActive(user, yearsAgo(5, 10));
    const now = new Date();

    const first = await runJob(now);
    expect(first.ok).toBe(true);
    const notice = await smtp.waitFor(user.email, /será excluída por inatividade/);
    expect(notice.text).toContain("Olá, Inês Inativa!");
    expect(notice.text).toContain("http://localhost:3000/login");
    expect(notice.text).toMatch(/será excluída em \d{1,2} de [a-zç]+ de \d{4}/);
    expect((await row(user.id))!.inactivityNoticeSentAt).toEqual(now);

    await runJob(new Date(now.getTime() + DAY));
    expect(mailsTo(user).filter((s) => /será excluída/.test(s))).toHaveLength(1);
    expect(await row(user.id)).toBeDefined();

    const later = await runJob(new Date(now.getTime() + 31 * DAY));
    expect(later.summary).toMatchObject({ deleted: 1 });
    expect(await row(user.id)).toBeUndefined();
    expect((await smtp.waitFor(user.email, /foi excluída por inatividade/)).text).toContain("apagados de forma permanente");
    const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email: user.email, password: user.password } });
    expect(login.statusCode).toBe(401);
  });

  it("an account already past 5 years gets its 30 days of notice before deletion", async () => {
    const user = await createUser(app);
    await setLastActive(user, yearsAgo(7));
    const now = new Date();
    await runJob(now);
    await smtp.waitFor(user.email, /será excluída por inatividade/);
    expect(await row(user.id)).toBeDefined();
    await runJob(new Date(now.getTime() + 29 * DAY));
    expect(await row(user.id)).toBeDefined();
    await runJob(new Date(now.getTime() + 30 * DAY + 1000));
    expect(await row(user.id)).toBeUndefined();
  });

  it("coming back after the notice keeps the account, and a later inactivity gets a new notice", async () => {
    const user = await createUser(app);
    await setLastActive(user, yearsAgo(5, 5));
    const now = new Date();
    await runJob(now);
    await smtp.waitFor(user.email, /será excluída por inatividade/);

    expect((await usage(user)).statusCode).toBe(200);
    await eventually(() => row(user.id), (r) => r!.lastActiveAt.getTime() >= now.getTime() - 1000);
    await runJob(new Date(now.getTime() + 31 * DAY));
    expect(await row(user.id)).toBeDefined();
    expect(mailsTo(user).filter((s) => /será excluída/.test(s))).toHaveLength(1);

    const fiveYearsOn = yearsAgo(-5, -20, now);
    await runJob(fiveYearsOn);
    expect(mailsTo(user).filter((s) => /será excluída/.test(s))).toHaveLength(2);
  });

  it("leaves staff and accounts with a live subscription alone, and an active account is never noticed", async () => {
    const payer = await createUser(app);
    await setLastActive(payer, yearsAgo(6));
    await app.db.insert(subscriptions).values({ userId: payer.id, plan: "PRO", status: "ACTIVE", startDate: yearsAgo(6) });
    const admin = await loginAdmin(app);
    await setLastActive(admin, yearsAgo(6));
    const active = await createUser(app);
    const now = new Date();
    await runJob(now);
    await runJob(new Date(now.getTime() + 31 * DAY));
    expect(await row(payer.id)).toBeDefined();
    expect(await row(admin.id)).toBeDefined();
    expect(await row(active.id)).toBeDefined();
    expect((await row(payer.id))!.inactivityNoticeSentAt).toBeNull();
    expect((await row(active.id))!.inactivityNoticeSentAt).toBeNull();
  });
});
