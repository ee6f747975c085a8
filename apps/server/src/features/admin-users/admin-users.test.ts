import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, count, like } from "drizzle-orm";
import { users } from "../../db/schema";
import { COUNT_CAP } from "./admin-users.repository";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin } from "../../../test/accounts";

let app: TTestApp;
let admin: Awaited<ReturnType<typeof loginAdmin>>;
beforeAll(async () => {
  app = await buildTestApp();
  for (const name of ["Ana Souza", "Bruno Lima", "Carla Souza", "Daniel 100%_"]) await createUser(app, { fullName: name });
  admin = await loginAdmin(app);
});
afterAll(async () => app.close());

describe("admin users", () => {
  it("answers 401 without a token and 403 with a user token", async () => {
    const user = await createUser(app);
    for (const [method, url] of [
      ["GET", "/api/admin/users"],
      ["GET", `/api/admin/users/${user.id}/detail`],
      ["POST", `/api/admin/users/${user.id}/active`],
      ["POST", `/api/admin/users/${user.id}/bypass`],
      ["POST", `/api/admin/users/${user.id}/admin`],
      ["POST", `/api/admin/users/${user.id}/trial`],
      ["POST", `/api/admin/users/${user.id}/resend-activation`],
      ["POST", `/api/admin/users/${user.id}/impersonate`],
      ["GET", "/api/admin/audit"],
    ] as const) {
      expect((await app.inject({ method, url, payload: method === "POST" ? {} : undefined })).statusCode).toBe(401);
      expect((await app.inject({ method, url, headers: user.auth, payload: method === "POST" ? {} : undefined })).statusCode).toBe(403);
    }
  });

  it("searches by name or e-mail with paging, sorting and a literal filter", async () => {
    const page = await app.inject({ method: "GET", url: "/api/admin/users?filter=souza&size=1&sort=fullName,asc", headers: admin.auth });
    expect(page.json()).toMatchObject({ total: 2, page: 0, size: 1, rows: [{ fullName: "Ana Souza" }] });
    const second = await app.inject({ method: "GET", url: "/api/admin/users?filter=souza&size=1&page=1&sort=fullName,asc", headers: admin.auth });
    expect(second.json().rows[0].fullName).toBe("Carla Souza");
    // A page past the last match still carries the exact count, so the web can show where the results end.
    const past = await app.inject({ method: "GET", url: "/api/admin/users?filter=souza&size=1&page=5", headers: admin.auth });
    expect(past.json()).toMatchObject({ total: 2, totalExact: true, rows: [] });
    const literal = await app.inject({ method: "GET", url: `/api/admin/users?filter=${encodeURIComponent("100%_")}`, headers: admin.auth });
    expect(literal.json().rows.map((r: { fullName: string }) => r.fullName)).toEqual(["Daniel 100%_"]);
    const byMail = await app.inject({ method: "GET", url: "/api/admin/users?filter=admin%40nutriguia", headers: admin.auth });
    expect(byMail.json().total).toBe(1);
    expect((await app.inject({ method: "GET", url: "/api/admin/users?size=1000", headers: admin.auth })).statusCode).toBe(400);
  });

  it("exports the filtered users as CSV, neutralising formula cells", async () => {
    await createUser(app, { fullName: "=HYPERLINK(1)" });
    const csv = await app.inject({ method: "GET", url: "/api/admin/users/export?filter=souza&sort=fullName,asc", headers: admin.auth });
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("id,nome,email,papeis,ativa,ilimitado,cadastro,ultimo_login");
    expect(lines.slice(1).map((l) => l.split(",")[1])).toEqual(["Ana Souza", "Carla Souza"]);
    const formula = await app.inject({ method: "GET", url: "/api/admin/users/export?filter=HYPERLINK", headers: admin.auth });
    expect(formula.body).toContain(",'=HYPERLINK(1),");
    expect((await app.inject({ method: "GET", url: "/api/admin/users/export" })).statusCode).toBe(401);
  });

  it("deactivates (ending sessions), reactivates and grants bypass, each recorded in the audit log", async () => {
    const target = await createUser(app, { fullName: "Eva Alvo" });
    const off = await app.inject({ method: "POST", url: `/api/admin/users/${target.id}/active`, headers: admin.auth, payload: { active: false } });
    expect(off.json()).toMatchObject({ active: false });
    expect((await app.inject({ method: "GET", url: "/api/auth/me", headers: target.auth })).statusCode).toBe(401);
    await app.inject({ method: "POST", url: `/api/admin/users/${target.id}/active`, headers: admin.auth, payload: { active: true } });
    const bypass = await app.inject({ method: "POST", url: `/api/admin/users/${target.id}/bypass`, headers: admin.auth, payload: { unlimited: true, reason: "Parceria" } });
    const detail = bypass.json();
    expect(detail).toMatchObject({ active: true, unlimited: true });
    expect(detail.audit.map((a: { action: string }) => a.action)).toEqual(["user.bypass.grant", "user.activate", "user.deactivate"]);
    expect(detail.audit[0]).toMatchObject({ adminId: admin.id, before: { unlimited: false }, after: { unlimited: true } });
    const bypassList = await app.inject({ method: "GET", url: "/api/admin/users?unlimited=true", headers: admin.auth });
    expect(bypassList.json().rows.map((r: { email: string }) => r.email).sort()).toEqual(["admin@nutriguia.test", target.email].sort());
    const missing = await app.inject({ method: "GET", url: "/api/admin/users/00000000-0000-4000-8000-000000000000/detail", headers: admin.auth });
    expect(missing.statusCode).toBe(404);
  });

  it("counts a filter's matches up to the cap, then reports a lower bound with the right page; the unfiltered total is the kept count", async () => {
    const many = COUNT_CAP + 5;
    await app.db.insert(users).values(
      Array.from({ length: many }, (_, i) => ({ email: `massa${i}@lote.test`, passwordHash: "x", fullName: `Massa ${String(i).padStart(5, "0")}` })),
    );
    const get = async (url: string) => (await app.inject({ method: "GET", url, headers: admin.auth })).json();
    const common = await get("/api/admin/users?filter=massa&sort=fullName,asc&size=3&page=2");
    expect(common).toMatchObject({ totalExact: false, page: 2 });
    expect(common.total).toBeGreaterThan(COUNT_CAP);
    expect(common.rows.map((r: { fullName: string }) => r.fullName)).toEqual(["Massa 00006", "Massa 00007", "Massa 00008"]);
    const last = await get(`/api/admin/users?filter=massa&sort=fullName,desc&size=2`);
    expect(last.rows.map((r: { fullName: string }) => r.fullName)).toEqual([`Massa ${String(many - 1).padStart(5, "0")}`, `Massa ${String(many - 2).padStart(5, "0")}`]);
    const few = await get(`/api/admin/users?filter=${encodeURIComponent("Massa 00010")}`);
    expect(few).toMatchObject({ total: 1, totalExact: true });
    await app.db.delete(users).where(like(users.email, "massa1%"));
    const [all] = await app.db.select({ n: count() }).from(users);
    const unfiltered = await get("/api/admin/users?size=1");
    expect(unfiltered).toMatchObject({ total: all!.n, totalExact: true });
    const deep = await get(`/api/admin/users?sort=createdAt,asc&size=1&page=${all!.n - 1}`);
    const newest = await get("/api/admin/users?sort=createdAt,desc&size=1");
    expect(deep.rows[0].id).toBe(newest.rows[0].id);
    // Pages past the middle are read from the other end of the index: together the pages are every user once, in order.
    const names: string[] = [];
    const ids = new Set<string>();
    for (let page = 0; page * 97 < all!.n; page += 1) {
      for (const row of (await get(`/api/admin/users?sort=fullName,asc&size=97&page=${page}`)).rows) {
        names.push(row.fullName);
        ids.add(row.id);
      }
    }
    expect(ids.size).toBe(all!.n);
    const sorted = await app.db.select({ fullName: users.fullName }).from(users).orderBy(asc(users.fullName), asc(users.id));
    expect(names).toEqual(sorted.map((r) => r.fullName));
  });
});
