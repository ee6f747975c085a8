import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../test/build-test-app";
import { createUser, login, loginAdmin, type TTestUser } from "../../test/accounts";
import { insertCalculation, saveProfile } from "../../test/tracking-fixtures";
import type { TRouteEntry } from "./access";

let app: TTestApp;
let owner: TTestUser;
let other: TTestUser;
/** Ids of `other`'s resources, by the route prefix that takes them. */
const othersIds: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp();
  owner = await createUser(app);
  other = await createUser(app);
  othersIds["/api/dashboard/calories/:id"] = (await insertCalculation(app, other.id)).id;
  await saveProfile(app, other.auth);
  const plan = await app.inject({ method: "POST", url: "/api/meal-plans", headers: other.auth, payload: {} });
  expect(plan.statusCode).toBe(201);
  othersIds["/api/meal-plans/:id"] = plan.json<{ id: string }>().id;
});
afterAll(async () => app.close());

const RANDOM_ID = "4b0c1e4a-9c1f-4f7e-8d2a-0e6f1c2b3a4d";
const served = () => app.routeTable.filter((r) => r.url.startsWith("/api/") || r.url.startsWith("/uploads/"));
const idFor = (url: string) => Object.entries(othersIds).find(([prefix]) => url.startsWith(prefix))?.[1];
const pathOf = (route: TRouteEntry, id = RANDOM_ID) => route.url.replace(":id", id).replace("*", "x.webp");

async function call(route: TRouteEntry, headers: Record<string, string>, id?: string) {
  const withBody = route.method === "GET" ? {} : { payload: {} };
  return app.inject({ method: route.method as "GET", url: pathOf(route, id), headers, ...withBody, remoteAddress: "10.9.9.9" });
}

describe("route table", () => {
  it("declares who may call every route", () => {
    const undeclared = served().filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    expect(served().length).toBeGreaterThan(40);
  });

  it("answers every route × {no token, user, admin} as its declared access says", async () => {
    const wrong: string[] = [];
    const user = await login(app, owner.email, owner.password);
    const admin = await loginAdmin(app);
    // Logging out revokes the tokens used here, so it goes last.
    const routes = served().sort((a, b) => Number(a.url === "/api/auth/logout") - Number(b.url === "/api/auth/logout"));
    for (const route of routes) {
      const name = `${route.method} ${route.url} (${route.access})`;
      const anonymous = (await call(route, {})).statusCode;
      const asUser = (await call(route, user.auth)).statusCode;
      const asAdmin = (await call(route, admin.auth)).statusCode;
      const denied = (status: number) => status === 401 || status === 403;
      if (route.access === "public" && (denied(anonymous) || denied(asUser) || denied(asAdmin))) wrong.push(`${name}: ${anonymous}/${asUser}/${asAdmin}`);
      if (route.access === "user" && (anonymous !== 401 || denied(asUser) || denied(asAdmin))) wrong.push(`${name}: ${anonymous}/${asUser}/${asAdmin}`);
      if (route.access === "admin" && (anonymous !== 401 || asUser !== 403 || denied(asAdmin))) wrong.push(`${name}: ${anonymous}/${asUser}/${asAdmin}`);
      // A bearer token never opens a ticket route, whoever holds it.
      if (route.access === "ticket" && (anonymous !== 401 || asUser !== 401 || asAdmin !== 401)) wrong.push(`${name}: ${anonymous}/${asUser}/${asAdmin}`);
      if (anonymous >= 500 || asUser >= 500 || asAdmin >= 500) wrong.push(`${name}: 5xx ${anonymous}/${asUser}/${asAdmin}`);
    }
    expect(wrong).toEqual([]);
  });

  it("never lets a user read or change another user's resources by id", async () => {
    const withIds = served().filter((r) => r.access === "user" && idFor(r.url));
    expect(withIds.length).toBeGreaterThanOrEqual(8);
    const user = await login(app, owner.email, owner.password);
    for (const route of withIds) {
      const status = (await call(route, user.auth, idFor(route.url))).statusCode;
      expect([400, 404], `${route.method} ${route.url}`).toContain(status);
    }
    const calculation = await app.inject({ method: "GET", url: `/api/dashboard/calories/${othersIds["/api/dashboard/calories/:id"]}`, headers: other.auth });
    expect(calculation.statusCode).toBe(200);
    const plan = await app.inject({ method: "GET", url: `/api/meal-plans/${othersIds["/api/meal-plans/:id"]}`, headers: other.auth });
    expect(plan.statusCode).toBe(200);
  });
});
