import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, TEST_ADMIN, type TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin } from "../../../test/accounts";
import { buildTestAppWithSmtp } from "../../../test/build-test-app-with-smtp";
import type { TSmtpStandIn } from "../../../test/smtp-stand-in";

let app: TTestApp;
let smtp: TSmtpStandIn;

beforeAll(async () => {
  ({ app, smtp } = await buildTestAppWithSmtp());
});
afterAll(async () => app.close());

let ipCounter = 0;
/** Each call comes from its own address so per-IP limits do not leak between tests. */
const post = (url: string, payload: unknown, headers: Record<string, string> = {}, ip = `172.20.${ipCounter >> 8}.${++ipCounter & 255}`) =>
  app.inject({ method: "POST", url, payload: payload as object, headers, remoteAddress: ip });

const activationCodeIn = (text: string) => /\b(\d{10})\b/.exec(text)?.[1] ?? "";
const resetTokenIn = (text: string) => /token=([A-Za-z0-9_%-]+)/.exec(text)?.[1] ?? "";

describe("register → activate → login → me → refresh → logout", () => {
  it("walks the whole journey with the activation code from a real e-mail", async () => {
    const email = "maria.silva@exemplo.com.br";
    const password = "feijao com arroz todo dia";
    const registered = await post("/api/auth/register", {
      fullName: "Maria Silva",
      email: "Maria.Silva@Exemplo.com.br",
      password,
      whatsappNumber: "(11) 98765-4321",
      privacyPolicyAccepted: true,
      termsAccepted: true,
    });
    expect(registered.statusCode).toBe(201);

    const beforeActivation = await post("/api/auth/login", { email, password });
    expect(beforeActivation.statusCode).toBe(403);
    expect(beforeActivation.json().errorCode).toBe("ACCOUNT_NOT_ACTIVATED");

    const mail = await smtp.waitFor(email, /ativação/);
    const code = activationCodeIn(mail.text);
    expect(code).toMatch(/^\d{10}$/);
    const activated = await post("/api/auth/activate", { activationCode: code });
    expect(activated.statusCode).toBe(200);
    const again = await post("/api/auth/activate", { activationCode: code });
    expect(again.json()).toMatchObject({ errorCode: "INVALID_ACTIVATION_CODE", status: 400 });

    const login = await post("/api/auth/login", { email, password });
    expect(login.statusCode).toBe(200);
    const { token, user } = login.json();
    expect(user).toMatchObject({ fullName: "Maria Silva", email, roles: ["USER"], termsAccepted: true, termsVersion: "1.0" });
    const auth = { authorization: `Bearer ${token}` };

    const me = await app.inject({ method: "GET", url: "/api/auth/me", headers: auth });
    expect(me.json()).toMatchObject({ email, privacyPolicyAccepted: true });

    const subscription = await app.inject({ method: "GET", url: "/api/account/subscription", headers: auth });
    const trial = subscription.json().trial;
    expect(trial.active).toBe(true);
    const days = (Date.parse(trial.endDate) - Date.parse(trial.startDate)) / 86400_000;
    expect(days).toBe(7);

    const refreshed = await post("/api/auth/refresh", {}, auth);
    expect(refreshed.statusCode).toBe(200);
    const newAuth = { authorization: `Bearer ${refreshed.json().token}` };
    expect((await app.inject({ method: "GET", url: "/api/auth/me", headers: newAuth })).statusCode).toBe(200);

    expect((await post("/api/auth/logout", {}, newAuth)).statusCode).toBe(200);
    for (const headers of [auth, newAuth]) {
      const after = await app.inject({ method: "GET", url: "/api/auth/me", headers });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ success: false, status: 401 });
      expect((await post("/api/auth/refresh", {}, headers)).statusCode).toBe(401);
    }
  });

  it("answers a second registration of an e-mail the same way and mails its owner instead", async () => {
    const user = await createUser(app);
    const response = await post("/api/auth/register", { fullName: "Outra Pessoa", email: user.email, password: "outra senha qualquer" });
    expect(response.statusCode).toBe(201);
    const fresh = await post("/api/auth/register", { fullName: "Nova Pessoa", email: "nova@exemplo.com", password: "outra senha qualquer" });
    expect(response.json()).toEqual(fresh.json());
    const mail = await smtp.waitFor(user.email, /Tentativa de cadastro/);
    expect(mail.text).toContain("já tem uma conta");
    const stillWorks = await post("/api/auth/login", { email: user.email, password: user.password });
    expect(stillWorks.statusCode).toBe(200);
  });

  it("refuses short and common passwords and accepts long ones", async () => {
    const short = await post("/api/auth/register", { fullName: "Ana", email: "a1@exemplo.com", password: "curta" });
    expect(short.json()).toMatchObject({ errorCode: "VALIDATION_ERROR", message: "A senha deve ter pelo menos 8 caracteres." });
    for (const common of ["password", "12345678", "senha123", "Flamengo"]) {
      const response = await post("/api/auth/register", { fullName: "Ana", email: "a2@exemplo.com", password: common });
      expect(response.json().errorCode, common).toBe("COMMON_PASSWORD");
    }
    const long = await post("/api/auth/register", { fullName: "Ana", email: "a3@exemplo.com", password: "x".repeat(40) + "y".repeat(40) });
    expect(long.statusCode).toBe(201);
  });

  it("resends an activation code only for pending accounts, answering the same either way", async () => {
    await post("/api/auth/register", { fullName: "Pendente", email: "pendente@exemplo.com", password: "uma senha longa qualquer" });
    const first = await smtp.waitFor("pendente@exemplo.com", /ativação/);
    const resent = await post("/api/public/resend-activation", { email: "pendente@exemplo.com" });
    const unknown = await post("/api/public/resend-activation", { email: "ninguem@exemplo.com" });
    expect(resent.json()).toEqual(unknown.json());
    await expect.poll(() => smtp.received.filter((m) => m.to.includes("pendente@")).length).toBe(2);
    const latest = await smtp.waitFor("pendente@exemplo.com", /ativação/);
    expect((await post("/api/auth/activate", { activationCode: activationCodeIn(latest.text) })).statusCode).toBe(200);
    const oldCode = activationCodeIn(first.text);
    if (oldCode !== activationCodeIn(latest.text)) {
      expect((await post("/api/auth/activate", { activationCode: oldCode })).statusCode).toBe(400);
    }
  });
});

describe("an account an admin deactivated", () => {
  it("gets no new activation code, so it cannot reactivate itself", async () => {
    const admin = await loginAdmin(app);
    const user = await createUser(app);
    const off = await app.inject({ method: "POST", url: `/api/admin/users/${user.id}/active`, headers: admin.auth, payload: { active: false } });
    expect(off.statusCode).toBe(200);
    expect((await post("/api/public/resend-activation", { email: user.email })).statusCode).toBe(200);
    await post("/api/auth/register", { fullName: "Depois", email: "depois@exemplo.com", password: "uma senha longa qualquer" });
    await smtp.waitFor("depois@exemplo.com", /ativação/);
    expect(smtp.received.filter((m) => m.to.includes(user.email))).toEqual([]);
  });
});

describe("admin login", () => {
  it("signs the admin in and refuses a regular user with 403", async () => {
    const admin = await post("/api/auth/admin-login", TEST_ADMIN);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user.roles).toContain("ADMIN");
    const user = await createUser(app);
    const refused = await post("/api/auth/admin-login", { email: user.email, password: user.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, errorCode: "NOT_ADMIN", status: 403 });
  });
});

describe("forgot and reset password", () => {
  it("resets through the e-mailed link once, revoking old sessions", async () => {
    const user = await createUser(app);
    const forgot = await post("/api/auth/forgot-password", { email: user.email });
    const unknown = await post("/api/auth/forgot-password", { email: "nao-existe@exemplo.com" });
    expect(forgot.json()).toEqual(unknown.json());
    const mail = await smtp.waitFor(user.email, /Redefinição/);
    const token = decodeURIComponent(resetTokenIn(mail.text));
    expect(token.length).toBeGreaterThanOrEqual(22);

    const reset = await post("/api/auth/reset-password", { token, newPassword: "nova senha muito segura" });
    expect(reset.statusCode).toBe(200);
    const reused = await post("/api/auth/reset-password", { token, newPassword: "outra senha muito segura" });
    expect(reused.json()).toMatchObject({ errorCode: "INVALID_RESET_TOKEN", status: 400 });

    expect((await app.inject({ method: "GET", url: "/api/auth/me", headers: user.auth })).statusCode).toBe(401);
    expect((await post("/api/auth/login", { email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await post("/api/auth/login", { email: user.email, password: "nova senha muito segura" })).statusCode).toBe(200);
  });
});

describe("rate limits", () => {
  it("stops login attempts from one address after 20 in 15 minutes, ignoring X-Forwarded-For from untrusted peers", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await post(
        "/api/auth/login",
        { email: `alguem${i}@exemplo.com`, password: "senha errada demais" },
        { "x-forwarded-for": `203.0.113.${i}` },
        "192.0.2.50",
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({ success: false, errorCode: "RATE_LIMITED", status: 429 });
      }
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("limits activation attempts per address", async () => {
    const codes = Array.from({ length: 11 }, (_, i) => String(1_000_000_000 + i));
    const results = [];
    for (const activationCode of codes) results.push((await post("/api/auth/activate", { activationCode }, {}, "192.0.2.77")).statusCode);
    expect(results.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(results[10]).toBe(429);
  });
});

describe("trusted proxy", () => {
  it("takes the client address from X-Forwarded-For only when the peer is a configured proxy", async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: "127.0.0.1" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 25; i += 1) {
        const response = await proxied.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: `x${i}@exemplo.com`, password: "qualquer coisa" },
          remoteAddress: "127.0.0.1",
          headers: { "x-forwarded-for": `203.0.113.${i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.every((s) => s === 401)).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});
