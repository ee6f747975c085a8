import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { channelLinks, nutritionalProfiles, usageCounters, users } from "../../db/schema";
import { hashPassword } from "../../shared/passwords";
import { resolvePlanState } from "../billing";
import type { TTestApp } from "../../../test/build-test-app";
import { buildTestAppWithSmtp } from "../../../test/build-test-app-with-smtp";
import type { TSmtpStandIn } from "../../../test/smtp-stand-in";
import { createUser, login, loginAdmin } from "../../../test/accounts";

let app: TTestApp;
let smtp: TSmtpStandIn;
let admin: Awaited<ReturnType<typeof loginAdmin>>;
beforeAll(async () => {
  ({ app, smtp } = await buildTestAppWithSmtp());
  admin = await loginAdmin(app);
});
afterAll(async () => app.close());

const DAY = 86400_000;
const post = (url: string, payload: object = {}, headers = admin.auth) => app.inject({ method: "POST", url, headers, payload });
const get = (url: string, headers = admin.auth) => app.inject({ method: "GET", url, headers });

async function pendingUser(fullName: string) {
  const email = `${fullName.toLowerCase().replace(/\W+/g, ".")}@nutriguia.test`;
  const [row] = await app.db.insert(users).values({ email, fullName, passwordHash: await hashPassword("uma senha bem comprida") }).returning();
  return { id: row!.id, email };
}

describe("admin user actions", () => {
  it("resends the activation e-mail of a pending account, whose code then activates it; an activated account is refused", async () => {
    const pending = await pendingUser("Paula Pendente");
    const sent = await post(`/api/admin/users/${pending.id}/resend-activation`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ activationPending: true, audit: [{ action: "user.activation.resend", adminId: admin.id }] });
    const mail = await smtp.waitFor(pending.email, /ativação/);
    const code = /\b(\d{10})\b/.exec(mail.text)?.[1];
    const activated = await app.inject({ method: "POST", url: "/api/auth/activate", payload: { activationCode: code }, remoteAddress: "172.30.0.1" });
    expect(activated.statusCode).toBe(200);
    const again = await post(`/api/admin/users/${pending.id}/resend-activation`);
    expect(again.json()).toMatchObject({ success: false, status: 409, errorCode: "CONFLICT" });
    expect(again.json().message).toContain("já foi ativada");
  });

  it("extends a trial by 1–90 days from its end, or from now once it is over", async () => {
    const user = await createUser(app, { fullName: "Tereza Teste" });
    const [before] = await app.db.select({ end: users.trialEndsAt }).from(users).where(eq(users.id, user.id));
    const extended = await post(`/api/admin/users/${user.id}/trial`, { days: 10 });
    expect(Date.parse(extended.json().trialEndsAt)).toBe(before!.end!.getTime() + 10 * DAY);
    expect(extended.json().audit[0]).toMatchObject({ action: "user.trial.extend", before: { trialEndsAt: before!.end!.toISOString() }, after: { days: 10 } });
    for (const days of [0, 91, 2.5]) expect((await post(`/api/admin/users/${user.id}/trial`, { days })).statusCode).toBe(400);

    await app.db.update(users).set({ trialEndsAt: new Date(Date.now() - 30 * DAY) }).where(eq(users.id, user.id));
    const revived = await post(`/api/admin/users/${user.id}/trial`, { days: 3 });
    expect(Math.abs(Date.parse(revived.json().trialEndsAt) - (Date.now() + 3 * DAY))).toBeLessThan(60_000);
    expect((await get("/api/account/subscription", user.auth)).json()).toMatchObject({ plan: "TRIAL", status: "TRIALING" });

    const pending = await pendingUser("Nina Nunca Ativada");
    expect((await post(`/api/admin/users/${pending.id}/trial`, { days: 3 })).statusCode).toBe(409);
  });

  it("grants and revokes the admin role; revoking ends the old sessions, and an admin cannot demote itself", async () => {
    const user = await createUser(app, { fullName: "Alice Admin" });
    expect((await get("/api/admin/users", user.auth)).statusCode).toBe(403);
    const granted = await post(`/api/admin/users/${user.id}/admin`, { admin: true });
    expect(granted.json().roles).toEqual(["USER", "ADMIN"]);
    expect((await get("/api/admin/users", user.auth)).statusCode).toBe(200);

    const revoked = await post(`/api/admin/users/${user.id}/admin`, { admin: false });
    expect(revoked.json().roles).toEqual(["USER"]);
    expect(revoked.json().audit[0]).toMatchObject({ action: "user.admin.revoke", before: { roles: ["USER", "ADMIN"] }, after: { roles: ["USER"] } });
    expect((await get("/api/admin/users", user.auth)).statusCode).toBe(401);
    const fresh = await login(app, user.email, user.password);
    expect((await get("/api/admin/users", fresh.auth)).statusCode).toBe(403);

    const self = await post(`/api/admin/users/${admin.id}/admin`, { admin: false });
    expect(self.json()).toMatchObject({ status: 409, message: "Você não pode remover o seu próprio acesso de administrador." });
    expect((await post(`/api/admin/users/${admin.id}/active`, { active: false })).statusCode).toBe(409);
    expect((await get("/api/admin/users", admin.auth)).statusCode).toBe(200);
  });

  it("grants bypass with who, when, why and expiry; an expired bypass no longer gives unlimited access", async () => {
    const user = await createUser(app, { fullName: "Bia Bypass" });
    expect((await post(`/api/admin/users/${user.id}/bypass`, { unlimited: true })).statusCode).toBe(400);
    expect((await post(`/api/admin/users/${user.id}/bypass`, { unlimited: true, reason: "ok", expiresAt: null })).statusCode).toBe(400);
    const past = new Date(Date.now() - DAY).toISOString();
    expect((await post(`/api/admin/users/${user.id}/bypass`, { unlimited: true, reason: "Parceria", expiresAt: past })).statusCode).toBe(400);

    const expiresAt = new Date(Date.now() + 30 * DAY).toISOString();
    const granted = await post(`/api/admin/users/${user.id}/bypass`, { unlimited: true, reason: "Parceria com nutricionista", expiresAt });
    expect(granted.json()).toMatchObject({
      unlimited: true,
      bypass: { grantedById: admin.id, reason: "Parceria com nutricionista", expiresAt, expired: false },
      audit: [{ action: "user.bypass.grant", before: { unlimited: false }, after: { unlimited: true, reason: "Parceria com nutricionista", expiresAt } }],
    });
    expect(Date.now() - Date.parse(granted.json().bypass.grantedAt)).toBeLessThan(60_000);
    expect((await get("/api/account/subscription", user.auth)).json()).toMatchObject({ unlimited: true, plan: "UNLIMITED" });
    const list = await get("/api/admin/users?unlimited=true&filter=Bia%20Bypass");
    expect(list.json().rows[0].bypass).toMatchObject({ grantedByName: expect.any(String), reason: "Parceria com nutricionista", expiresAt });

    await app.db.update(users).set({ unlimitedExpiresAt: new Date(Date.now() - 1000) }).where(eq(users.id, user.id));
    expect((await get("/api/account/subscription", user.auth)).json()).toMatchObject({ unlimited: false, plan: "TRIAL" });
    expect((await resolvePlanState(app.db, user.id)).kind).toBe("TRIAL");
    expect((await get("/api/admin/users?unlimited=true&filter=Bia%20Bypass")).json().rows[0].bypass.expired).toBe(true);

    const revoked = await post(`/api/admin/users/${user.id}/bypass`, { unlimited: false });
    expect(revoked.json()).toMatchObject({ unlimited: false, bypass: null });
    expect(revoked.json().audit[0]).toMatchObject({ action: "user.bypass.revoke", before: { unlimited: true }, after: { unlimited: false } });
  });

  it("details profile completeness, plan, usage, channels and last activity", async () => {
    const user = await createUser(app, { fullName: "Dora Detalhe" });
    await app.db.insert(nutritionalProfiles).values({ userId: user.id, age: 30, weight: 60, height: 165 });
    const inbound = new Date(Date.now() + 1000);
    await app.db.insert(channelLinks).values({ userId: user.id, channel: "TELEGRAM", externalId: "98765", lastInboundAt: inbound });
    const [u] = await app.db.select({ start: users.trialStartedAt }).from(users).where(eq(users.id, user.id));
    await app.db.insert(usageCounters).values({ userId: user.id, periodStart: u!.start!, messagesUsed: 12, mealPlansUsed: 1 });
    const detail = (await get(`/api/admin/users/${user.id}/detail`)).json();
    expect(detail).toMatchObject({
      profileCompleteness: 50,
      activationPending: false,
      plan: { plan: "TRIAL", status: "TRIALING" },
      usage: { messagesUsed: 12, mealPlansUsed: 1, messagesLimit: 30, mealPlansLimit: 3 },
      channels: [{ channel: "TELEGRAM", lastInboundAt: inbound.toISOString() }],
      lastActivityAt: inbound.toISOString(),
    });
  });

  it("searches the audit log by text, action, admin and target, paged", async () => {
    const target = await createUser(app, { fullName: "Rita Rastreada" });
    await post(`/api/admin/users/${target.id}/trial`, { days: 1 });
    await post(`/api/admin/users/${target.id}/trial`, { days: 2 });
    await post(`/api/admin/users/${target.id}/bypass`, { unlimited: true, reason: "Teste de auditoria" });
    const byName = (await get("/api/admin/audit?q=rastreada&size=2")).json();
    expect(byName).toMatchObject({ total: 3, page: 0, size: 2 });
    expect(byName.rows.map((r: { action: string }) => r.action)).toEqual(["user.bypass.grant", "user.trial.extend"]);
    expect(byName.rows[0]).toMatchObject({ adminId: admin.id, targetId: target.id, targetName: "Rita Rastreada" });
    expect(byName.rows[0].requestId).toMatch(/^[0-9a-f-]{36}$/);
    const page2 = (await get("/api/admin/audit?q=rastreada&size=2&page=1")).json();
    expect(page2.rows).toHaveLength(1);
    expect(page2.rows[0].after).toMatchObject({ days: 1 });
    expect((await get(`/api/admin/audit?action=user.trial&targetId=${target.id}`)).json().total).toBe(2);
    expect((await get(`/api/admin/audit?action=user.bypass&adminId=${admin.id}&targetId=${target.id}`)).json().total).toBe(1);
    expect((await get("/api/admin/audit?adminId=00000000-0000-4000-8000-000000000000")).json().total).toBe(0);
    expect((await get(`/api/admin/audit?q=${byName.rows[0].requestId}`)).json().rows[0].id).toBe(byName.rows[0].id);
    expect((await get("/api/admin/audit?q=%25")).json().total).toBe(0);
    expect((await get("/api/admin/audit?adminId=nao-e-uuid")).statusCode).toBe(400);
  });
});
