import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin, type TTestUser } from "../../../test/accounts";
import { buildTestAppWithSmtp } from "../../../test/build-test-app-with-smtp";
import type { TSmtpStandIn } from "../../../test/smtp-stand-in";

let app: TTestApp;
let smtp: TSmtpStandIn;
let admin: Awaited<ReturnType<typeof loginAdmin>>;
beforeAll(async () => {
  ({ app, smtp } = await buildTestAppWithSmtp());
  admin = await loginAdmin(app);
});
afterAll(async () => app.close());

const create = (user: TTestUser, title: string, description = "Seria ótimo ter isso no NutriGuia.") =>
  app.inject({ method: "POST", url: "/api/roadmap/requests", headers: user.auth, payload: { title, description } });
const vote = (user: TTestUser, id: string, method: "PUT" | "DELETE" = "PUT") =>
  app.inject({ method, url: `/api/roadmap/requests/${id}/vote`, headers: user.auth });
const board = async (query = "", headers: Record<string, string> = {}) =>
  (await app.inject({ method: "GET", url: `/api/roadmap/requests${query}`, headers })).json().requests;
const setStatus = (id: string, status: string, note = "") =>
  app.inject({ method: "POST", url: `/api/admin/roadmap/requests/${id}/status`, headers: admin.auth, payload: { status, note } });

describe("feature board", () => {
  it("lets visitors read, and only signed-in users submit, with clear validation", async () => {
    const user = await createUser(app);
    expect((await app.inject({ method: "POST", url: "/api/roadmap/requests", payload: { title: "Modo escuro", description: "Tema escuro para a noite" } })).statusCode).toBe(401);
    const short = await create(user, "Oi");
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("O título precisa ter pelo menos 5 caracteres");
    const created = await create(user, "Modo escuro no aplicativo", "Um tema escuro para usar à noite");
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: "UNDER_REVIEW", voteCount: 1, votedByMe: true, votingOpen: true });
    const visitorView = (await board()).find((r: { id: string }) => r.id === created.json().id);
    expect(visitorView).toMatchObject({ title: "Modo escuro no aplicativo", votedByMe: false, voteCount: 1 });
  });

  it("counts one vote per user even under concurrent clicks, and lets the user take it back", async () => {
    const author = await createUser(app);
    const voter = await createUser(app);
    const id = (await create(author, "Exportar relatório em PDF")).json().id;
    const results = await Promise.all(Array.from({ length: 6 }, () => vote(voter, id)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const detail = (await app.inject({ method: "GET", url: `/api/roadmap/requests/${id}`, headers: voter.auth })).json();
    expect(detail).toMatchObject({ voteCount: 2, votedByMe: true });
    expect((await vote(voter, id, "DELETE")).json()).toEqual({ voted: false, voteCount: 1 });
    expect((await vote(voter, id, "DELETE")).json()).toEqual({ voted: false, voteCount: 1 });
  });

  it("sorts by most voted and newest, filters by status, and suggests similar requests", async () => {
    const users = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    const popular = (await create(users[0]!, "Integração com relógio inteligente")).json().id;
    await vote(users[1]!, popular);
    await vote(users[2]!, popular);
    const newest = (await create(users[0]!, "Receitas com lista de compras")).json().id;
    expect((await board("?sort=votes"))[0].id).toBe(popular);
    expect((await board("?sort=newest"))[0].id).toBe(newest);
    expect((await board("?sort=trending"))[0].id).toBe(popular);
    await setStatus(newest, "PLANNED", "Entra no próximo trimestre");
    expect((await board("?status=PLANNED")).map((r: { id: string }) => r.id)).toEqual([newest]);
    const similar = (await app.inject({ method: "GET", url: "/api/roadmap/similar?q=lista de compras semanal" })).json();
    expect(similar.requests[0]).toMatchObject({ id: newest, title: "Receitas com lista de compras" });
    expect((await app.inject({ method: "GET", url: "/api/roadmap/requests?sort=popular" })).statusCode).toBe(400);
  });

  it("notifies voters and author of a status change in-app, e-mails the opted-in, and closes voting once released", async () => {
    const author = await createUser(app);
    const voter = await createUser(app);
    const late = await createUser(app);
    const id = (await create(author, "Lembrete para beber água")).json().id;
    await vote(voter, id);
    await app.inject({ method: "PUT", url: "/api/notifications/preferences", headers: voter.auth, payload: { emailFeatureUpdates: true } });
    expect((await setStatus(id, "DUPLICATE")).statusCode).toBe(400);
    const changed = await setStatus(id, "RELEASED", "Disponível no painel de calorias");
    expect(changed.json()).toMatchObject({ status: "RELEASED", statusNote: "Disponível no painel de calorias", votingOpen: false });

    for (const user of [author, voter]) {
      const inbox = (await app.inject({ method: "GET", url: "/api/notifications", headers: user.auth })).json();
      expect(inbox.unreadCount).toBe(1);
      expect(inbox.notifications[0].title).toBe('Pedido "Lembrete para beber água": Lançado');
    }
    const mail = await smtp.waitFor(voter.email, /Lançado/);
    expect(mail.text).toContain("Disponível no painel de calorias");
    const closed = await vote(late, id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe("A votação está encerrada para este pedido.");
    await app.inject({ method: "POST", url: "/api/notifications/read-all", headers: author.auth });
    expect((await app.inject({ method: "GET", url: "/api/notifications", headers: author.auth })).json().unreadCount).toBe(0);
  });

  it("merges a duplicate into the original, moving its voters once", async () => {
    const [a, b, c] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    const original = (await create(a!, "Contador de passos")).json().id;
    const duplicate = (await create(b!, "Contar passos do dia")).json().id;
    await vote(c!, duplicate);
    await vote(c!, original);
    const merged = await app.inject({ method: "POST", url: `/api/admin/roadmap/requests/${duplicate}/merge`, headers: admin.auth, payload: { targetId: original } });
    expect(merged.json()).toMatchObject({ id: original, voteCount: 3 });
    const dup = (await app.inject({ method: "GET", url: `/api/roadmap/requests/${duplicate}` })).json();
    expect(dup).toMatchObject({ status: "DUPLICATE", mergedIntoId: original, voteCount: 0, votingOpen: false });
    const self = await app.inject({ method: "POST", url: `/api/admin/roadmap/requests/${original}/merge`, headers: admin.auth, payload: { targetId: original } });
    expect(self.statusCode).toBe(409);
  });

  it("lets admins edit and hide, keeps hidden requests off the public board, and refuses non-admins", async () => {
    const user = await createUser(app);
    const id = (await create(user, "Pedido com erro de digitaçao")).json().id;
    expect((await app.inject({ method: "PATCH", url: `/api/admin/roadmap/requests/${id}`, headers: user.auth, payload: { title: "Outro título" } })).statusCode).toBe(403);
    const edited = await app.inject({ method: "PATCH", url: `/api/admin/roadmap/requests/${id}`, headers: admin.auth, payload: { title: "Pedido com erro de digitação" } });
    expect(edited.json().title).toBe("Pedido com erro de digitação");
    await app.inject({ method: "POST", url: `/api/admin/roadmap/requests/${id}/hidden`, headers: admin.auth, payload: { hidden: true } });
    expect((await board()).some((r: { id: string }) => r.id === id)).toBe(false);
    expect((await app.inject({ method: "GET", url: `/api/roadmap/requests/${id}` })).statusCode).toBe(404);
    expect((await vote(user, id)).statusCode).toBe(404);
    const adminList = (await app.inject({ method: "GET", url: "/api/admin/roadmap/requests", headers: admin.auth })).json().requests;
    expect(adminList.find((r: { id: string }) => r.id === id)).toMatchObject({ hidden: true });
  });

  it("takes comments from signed-in users and shows them in order", async () => {
    const user = await createUser(app, { fullName: "Joana Prado" });
    const id = (await create(user, "Planos vegetarianos")).json().id;
    expect((await app.inject({ method: "POST", url: `/api/roadmap/requests/${id}/comments`, payload: { body: "Quero!" } })).statusCode).toBe(401);
    expect((await app.inject({ method: "POST", url: `/api/roadmap/requests/${id}/comments`, headers: user.auth, payload: { body: " " } })).json().message).toBe("Escreva um comentário");
    await app.inject({ method: "POST", url: `/api/roadmap/requests/${id}/comments`, headers: user.auth, payload: { body: "Também sem lactose, por favor" } });
    await app.inject({ method: "POST", url: `/api/roadmap/requests/${id}/comments`, headers: admin.auth, payload: { body: "Anotado!" } });
    const detail = (await app.inject({ method: "GET", url: `/api/roadmap/requests/${id}` })).json();
    expect(detail.commentCount).toBe(2);
    expect(detail.comments.map((c: { authorName: string; isTeam: boolean; body: string }) => [c.authorName, c.isTeam, c.body])).toEqual([
      ["Joana", false, "Também sem lactose, por favor"],
      [expect.any(String), true, "Anotado!"],
    ]);
  });
});
