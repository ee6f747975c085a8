import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { IMPERSONATION_HEADER_SEGMENT, IMPERSONATION_TTL_SECONDS } from "../../plugins/impersonation";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, login, loginAdmin } from "../../../test/accounts";

let app: TTestApp;
let admin: Awaited<ReturnType<typeof loginAdmin>>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await loginAdmin(app);
});
afterAll(async () => app.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function viewAs(id: string, headers = admin.auth) {
  const response = await app.inject({ method: "POST", url: `/api/admin/users/${id}/impersonate`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string; expiresAt: string; user: { id: string; fullName: string } }>();
}

describe("view as the user (read-only impersonation)", () => {
  it("issues a 15-minute token of the user naming the admin, recorded in the audit log", async () => {
    const user = await createUser(app, { fullName: "Vera Vista" });
    const view = await viewAs(user.id);
    expect(view.user).toEqual({ id: user.id, fullName: "Vera Vista" });
    expect(view.token.startsWith(IMPERSONATION_HEADER_SEGMENT)).toBe(true);
    const claims = decodeJwt(view.token);
    expect(claims).toMatchObject({ sub: user.id, act: { sub: admin.id } });
    expect(claims.exp! - claims.iat!).toBe(IMPERSONATION_TTL_SECONDS);
    expect(Date.parse(view.expiresAt)).toBe(claims.exp! * 1000);
    const audit = await app.inject({ method: "GET", url: `/api/admin/audit?action=user.impersonate&targetId=${user.id}`, headers: admin.auth });
    expect(audit.json().rows).toEqual([expect.objectContaining({ adminId: admin.id, after: { expiresAt: view.expiresAt } })]);
  });

  it("reads as the user, refuses every write with 403 in the spec envelope, and never reaches admin routes", async () => {
    const user = await createUser(app, { fullName: "Olga Observada" });
    const view = await viewAs(user.id);
    const headers = bearer(view.token);
    for (const url of ["/api/account/me", "/api/auth/me"]) {
      const me = await app.inject({ method: "GET", url, headers });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ id: user.id, email: user.email });
    }
    expect((await app.inject({ method: "HEAD", url: "/api/account/me", headers })).statusCode).toBe(200);

    for (const [method, url, payload] of [
      ["POST", "/api/auth/logout", {}],
      ["POST", "/api/auth/refresh", {}],
      ["PUT", "/api/account/profile", { fullName: "Outro Nome" }],
      ["DELETE", "/api/dashboard/targets", undefined],
      ["POST", "/api/contact", { name: "X", email: "x@y.com", subject: "Oi", message: "Mensagem de teste" }],
      ["PATCH", "/api/account/me", {}],
    ] as const) {
      const response = await app.inject({ method, url, headers, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        status: 403,
        errorCode: "IMPERSONATION_READ_ONLY",
        message: "Você está vendo como outro usuário, em modo somente leitura: nenhuma alteração pode ser feita.",
      });
    }
    // The refused logout revoked nothing: the user's own session goes on.
    expect((await app.inject({ method: "GET", url: "/api/auth/me", headers: user.auth })).statusCode).toBe(200);

    for (const url of ["/api/admin/users", `/api/admin/users/${user.id}/detail`, "/api/admin/audit"]) {
      expect((await app.inject({ method: "GET", url, headers })).statusCode).toBe(403);
    }
  });

  it("refuses to view as oneself or as another admin", async () => {
    const self = await app.inject({ method: "POST", url: `/api/admin/users/${admin.id}/impersonate`, headers: admin.auth });
    expect(self.statusCode).toBe(409);
    const other = await createUser(app, { fullName: "Otávio Outro Admin" });
    await app.inject({ method: "POST", url: `/api/admin/users/${other.id}/admin`, headers: admin.auth, payload: { admin: true } });
    const refused = await app.inject({ method: "POST", url: `/api/admin/users/${other.id}/impersonate`, headers: admin.auth });
    expect(refused.json()).toMatchObject({ status: 409, message: "Não é possível ver como outro administrador." });
  });

  it("ends when the admin loses the role or the user's sessions are revoked; a forged token of that type gets 401", async () => {
    const helper = await createUser(app, { fullName: "Helena Helper" });
    await app.inject({ method: "POST", url: `/api/admin/users/${helper.id}/admin`, headers: admin.auth, payload: { admin: true } });
    const helperAuth = (await login(app, helper.email, helper.password)).auth;
    const user = await createUser(app, { fullName: "Ugo Usuario" });
    const view = await viewAs(user.id, helperAuth);
    expect((await app.inject({ method: "GET", url: "/api/account/me", headers: bearer(view.token) })).statusCode).toBe(200);
    await app.inject({ method: "POST", url: `/api/admin/users/${helper.id}/admin`, headers: admin.auth, payload: { admin: false } });
    expect((await app.inject({ method: "GET", url: "/api/account/me", headers: bearer(view.token) })).statusCode).toBe(401);

    const second = await viewAs(user.id);
    await app.inject({ method: "POST", url: "/api/auth/logout", headers: user.auth });
    expect((await app.inject({ method: "GET", url: "/api/account/me", headers: bearer(second.token) })).statusCode).toBe(401);

    const forged = `${IMPERSONATION_HEADER_SEGMENT}${second.token.split(".")[1]}.AAAA`;
    expect((await app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(forged) })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/api/account/me", headers: bearer(forged) })).statusCode).toBe(401);
  });

  it("opening a thread as the user leaves the team's unread replies unread (issue 29)", async () => {
    const user = await createUser(app, { fullName: "Nina Nãolida" });
    const thread = await app.inject({ method: "POST", url: "/api/messages/threads", headers: user.auth, payload: { subject: "Dúvida", body: "Como registro um lanche?" } });
    const id = thread.json().id as string;
    const answered = await app.inject({ method: "POST", url: `/api/admin/messages/threads/${id}/messages`, headers: admin.auth, payload: { body: "Pelo chat, é só contar." } });
    expect(answered.statusCode).toBe(201);
    const unread = async () => (await app.inject({ method: "GET", url: "/api/messages/unread-count", headers: user.auth })).json().unreadCount;
    expect(await unread()).toBe(1);
    const view = await viewAs(user.id);
    const seen = await app.inject({ method: "GET", url: `/api/messages/threads/${id}`, headers: bearer(view.token) });
    expect(seen.statusCode).toBe(200);
    expect(await unread()).toBe(1);
    expect((await app.inject({ method: "GET", url: `/api/messages/threads/${id}`, headers: user.auth })).statusCode).toBe(200);
    expect(await unread()).toBe(0);
  });
});
