import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin } from "../../../test/accounts";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const url = (slug: string) => `/api/help/articles/${slug}/vote`;

describe("help center article votes", () => {
  it("counts one changeable answer per user and article for admins", async () => {
    const ana = await createUser(app);
    const bia = await createUser(app);
    const slug = "registrar-refeicao-por-foto";
    expect((await app.inject({ method: "GET", url: url(slug), headers: ana.auth })).json()).toEqual({ slug, helpful: null });
    await app.inject({ method: "POST", url: url(slug), headers: ana.auth, payload: { helpful: false } });
    await app.inject({ method: "POST", url: url(slug), headers: ana.auth, payload: { helpful: true } });
    await app.inject({ method: "POST", url: url(slug), headers: bia.auth, payload: { helpful: false } });
    expect((await app.inject({ method: "GET", url: url(slug), headers: ana.auth })).json()).toEqual({ slug, helpful: true });

    const admin = await loginAdmin(app);
    const stats = (await app.inject({ method: "GET", url: "/api/admin/help/articles", headers: admin.auth })).json();
    expect(stats.find((s: { slug: string }) => s.slug === slug)).toEqual({ slug, helpful: 1, notHelpful: 1 });
    expect(stats.find((s: { slug: string }) => s.slug === "gerenciar-assinatura")).toEqual({ slug: "gerenciar-assinatura", helpful: 0, notHelpful: 0 });
    expect((await app.inject({ method: "GET", url: "/api/admin/help/articles", headers: ana.auth })).statusCode).toBe(403);
  });

  it("refuses unknown articles, a missing answer and visitors", async () => {
    const user = await createUser(app);
    const unknown = await app.inject({ method: "POST", url: url("nao-existe"), headers: user.auth, payload: { helpful: true } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Artigo não encontrado");
    expect((await app.inject({ method: "POST", url: url("gerenciar-assinatura"), headers: user.auth, payload: {} })).statusCode).toBe(400);
    expect((await app.inject({ method: "POST", url: url("gerenciar-assinatura"), payload: { helpful: true } })).statusCode).toBe(401);
  });
});
