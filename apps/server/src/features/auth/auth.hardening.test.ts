import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { TTestApp } from "../../../test/build-test-app";
import { TEST_ADMIN } from "../../../test/build-test-app";
import { createUser } from "../../../test/accounts";
import { buildTestAppWithSmtp } from "../../../test/build-test-app-with-smtp";
import type { TSmtpStandIn } from "../../../test/smtp-stand-in";
import { users } from "../../db/schema";
import { LOGIN_THROTTLED_MESSAGE } from "../../shared/login-throttle";

let app: TTestApp;
let smtp: TSmtpStandIn;
beforeAll(async () => {
  ({ app, smtp } = await buildTestAppWithSmtp());
});
afterAll(async () => app.close());
afterEach(() => {
  vi.useRealTimers();
});

let ipCounter = 0;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url, payload: payload as object, headers, remoteAddress: `172.30.${(++ipCounter >> 8) & 255}.${ipCounter & 255}` });
const login = (email: string, password: string, path = "/api/auth/login") => post(path, { email, password });
const codeIn = (text: string) => /\b(\d{10})\b/.exec(text)?.[1] ?? "";
const mailsTo = (to: string) => smtp.received.filter((m) => m.to.includes(to));
const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

describe("registration cannot be pre-hijacked", () => {
  it("gives the account the password of the registration whose code the mailbox owner used", async () => {
    const email = "vitima@exemplo.com";
    const attacker = "senha do atacante 1";
    const owner = "senha da dona da conta";
    await post("/api/auth/register", { fullName: "Atacante", email, password: attacker });
    await expect.poll(() => mailsTo(email).length).toBe(1);
    await post("/api/auth/register", { fullName: "Dona Verdadeira", email, password: owner });
    await expect.poll(() => mailsTo(email).length).toBe(2);
    const attackersCode = codeIn(mailsTo(email)[0]!.text);
    const ownersCode = codeIn(mailsTo(email)[1]!.text);

    // The owner's registration replaced the attacker's code (issue 29): only the newest code is live.
    expect((await post("/api/auth/activate", { activationCode: attackersCode })).statusCode).toBe(400);
    expect((await post("/api/auth/activate", { activationCode: ownersCode })).statusCode).toBe(200);
    expect((await login(email, owner)).statusCode).toBe(200);
    expect((await login(email, attacker)).statusCode).toBe(401);
  });
});

describe("activation codes cannot be guessed (issue 29)", () => {
  const register = async (email: string) => {
    const before = mailsTo(email).length;
    await post("/api/auth/register", { fullName: "Alguém", email, password: "uma senha longa qualquer" });
    await expect.poll(() => mailsTo(email).length).toBe(before + 1);
    return codeIn(mailsTo(email).at(-1)!.text);
  };
  /** A wrong guess aimed at `code`: its first digits (the tag) kept, the secret changed. */
  const wrong = (code: string, n: number) => code.slice(0, 4) + String((Number(code.slice(4)) + n) % 1_000_000).padStart(6, "0");

  it("registering one e-mail from 15 addresses: 5 codes at most, one live, the newest", async () => {
    const email = `quinze-${Date.now()}@exemplo.com`;
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) codes.push(await register(email));
    for (let i = 5; i < 15; i += 1) {
      const refused = await post("/api/auth/register", { fullName: "Alguém", email, password: "uma senha longa qualquer" });
      expect(refused.statusCode).toBe(429);
    }
    expect(mailsTo(email)).toHaveLength(5);
    for (const old of codes.slice(0, -1)) expect((await post("/api/auth/activate", { activationCode: old })).statusCode).toBe(400);
    expect((await post("/api/auth/activate", { activationCode: codes.at(-1)! })).statusCode).toBe(200);
  });

  it("a code dies after 5 wrong guesses, whatever addresses they come from", async () => {
    const email = `palpites-${Date.now()}@exemplo.com`;
    const code = await register(email);
    const guesses = await Promise.all([1, 2, 3, 4, 5].map((n) => post("/api/auth/activate", { activationCode: wrong(code, n) })));
    expect(guesses.map((g) => g.statusCode)).toEqual([400, 400, 400, 400, 400]);
    const right = await post("/api/auth/activate", { activationCode: code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ success: false, errorCode: "INVALID_ACTIVATION_CODE" });
    // A new code (resend or a new registration) works again.
    expect((await post("/api/auth/activate", { activationCode: await register(email) })).statusCode).toBe(200);
  });

  it("four wrong guesses leave the code usable", async () => {
    const email = `quatro-${Date.now()}@exemplo.com`;
    const code = await register(email);
    for (const n of [1, 2, 3, 4]) expect((await post("/api/auth/activate", { activationCode: wrong(code, n) })).statusCode).toBe(400);
    expect((await post("/api/auth/activate", { activationCode: code })).statusCode).toBe(200);
  });

  it("codes have 10 digits; the form's groups are accepted", async () => {
    const email = `grupos-${Date.now()}@exemplo.com`;
    const code = await register(email);
    expect(code).toMatch(/^\d{10}$/);
    expect((await post("/api/auth/activate", { activationCode: "123456" })).statusCode).toBe(400);
    expect((await post("/api/auth/activate", { activationCode: `${code.slice(0, 4)} ${code.slice(4)}` })).statusCode).toBe(200);
  });
});

describe("public e-mail endpoints answer alike whether the e-mail exists", () => {
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };

  it.each([["/api/auth/forgot-password"], ["/api/public/resend-activation"]])(
    "%s answers before any mail work, with one body for known and unknown e-mails",
    async (url) => {
      const user = await createUser(app);
      // A pending account: never activated, so its trial has not started.
      await app.db.update(users).set({ activatedAt: null, trialStartedAt: null, trialEndsAt: null }).where(eq(users.id, user.id));
      smtp.hold();
      try {
        const stalled = new Promise<"stalled">((resolve) => setTimeout(() => resolve("stalled"), 3_000));
        const known = await Promise.race([post(url, { email: user.email }), stalled]);
        const unknown = await post(url, { email: `ninguem-${user.id}@exemplo.com` });
        expect(known).not.toBe("stalled");
        if (known === "stalled") return;
        expect(known.statusCode).toBe(200);
        expect(known.json()).toEqual(unknown.json());
        expect(mailsTo(user.email)).toHaveLength(0);
      } finally {
        smtp.release();
      }
      if (url.includes("forgot")) await smtp.waitFor(user.email, /Redefinição/);
      else await smtp.waitFor(user.email, /ativação/);
    },
  );

  it("register answers no sooner than its floor for new, pending and taken e-mails", async () => {
    const taken = await createUser(app);
    const durations = [
      await timed(() => post("/api/auth/register", { fullName: "Nova", email: "nova-conta@exemplo.com", password: "uma senha longa qualquer" })),
      await timed(() => post("/api/auth/register", { fullName: "Nova", email: "nova-conta@exemplo.com", password: "uma senha longa qualquer" })),
      await timed(() => post("/api/auth/register", { fullName: "Nova", email: taken.email, password: "uma senha longa qualquer" })),
    ];
    for (const duration of durations) expect(duration).toBeGreaterThanOrEqual(395);
  });
});

describe("login throttling cannot be turned against the owner", () => {
  it("slows guessing per account with growing waits, then lets the right password in", async () => {
    const user = await createUser(app);
    vi.useFakeTimers({ toFake: ["Date"] });
    for (let i = 0; i < 6; i += 1) expect((await login(user.email, `errada ${i}`)).statusCode).toBe(401);
    const throttled = await login(user.email, user.password);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ errorCode: "RATE_LIMITED", message: LOGIN_THROTTLED_MESSAGE });
    later(2);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it("never locks the right password out for long, even after 100 wrong attempts in a row", async () => {
    const user = await createUser(app);
    vi.useFakeTimers({ toFake: ["Date"] });
    for (let i = 0; i < 100; i += 1) expect([401, 429]).toContain((await login(user.email, `errada ${i}`)).statusCode);
    later(15 * 60 + 1);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it("mails the owner an unlock link that lifts the wait at once", async () => {
    const user = await createUser(app);
    for (let i = 0; i < 7; i += 1) await login(user.email, `errada ${i}`);
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    const mail = await smtp.waitFor(user.email, /Tentativas de login/);
    const link = new URL(/(http\S+\/api\/auth\/unlock\?token=\S+)/.exec(mail.text)![1]!);
    const unlocked = await app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(unlocked.statusCode).toBe(303);
    expect(unlocked.headers.location).toBe("/login");
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: `${link.pathname}${link.search}` })).statusCode).toBe(400);
  });

  it("throttles the admin account on the admin login too", async () => {
    for (let i = 0; i < 6; i += 1) await login(TEST_ADMIN.email, `errada ${i}`, "/api/auth/admin-login");
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, "/api/auth/admin-login")).statusCode).toBe(429);
    const mail = await smtp.waitFor(TEST_ADMIN.email, /Tentativas de login/);
    const link = new URL(/(http\S+\/api\/auth\/unlock\?token=\S+)/.exec(mail.text)![1]!);
    await app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, "/api/auth/admin-login")).statusCode).toBe(200);
  });

  it("limits current-password guesses made with a signed-in session", async () => {
    const user = await createUser(app);
    const change = (currentPassword: string) =>
      app.inject({ method: "PUT", url: "/api/account/profile", headers: user.auth, payload: { currentPassword, newPassword: "outra senha bem longa" } });
    for (let i = 0; i < 5; i += 1) expect((await change(`errada ${i}`)).statusCode).toBe(400);
    expect((await change("mais uma errada")).statusCode).toBe(429);
    const remove = await app.inject({ method: "DELETE", url: "/api/account/delete", headers: user.auth, payload: { password: "errada" } });
    expect(remove.statusCode).toBe(429);
  });
});
