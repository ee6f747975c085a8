import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDate } from "@nutriguia/domain";
import type { TDiaryShare, TSharedDiary } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, type TTestUser } from "../../../test/accounts";
import { saveProfile } from "../../../test/tracking-fixtures";
import { manualClock } from "../../lib/clock";

const clock = manualClock();
let app: TTestApp;
let ana: TTestUser;
let bruno: TTestUser;
const today = localDate();
const yesterday = addDays(today, -1);

async function post(user: TTestUser, url: string, payload: Record<string, unknown>) {
  const response = await app.inject({ method: "POST", url, headers: user.auth, payload });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
  return response.json();
}

beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_URL: "https://app.nutriguia.test" }, { clock });
  [ana, bruno] = await Promise.all([createUser(app, { fullName: "Ana Souza" }), createUser(app)]);
  await saveProfile(app, ana.auth);
  const [rice] = (await app.inject({ method: "GET", url: "/api/foods/search?q=arroz branco cozido", headers: ana.auth })).json<{ foods: { id: string }[] }>().foods;
  await post(ana, "/api/dashboard/calories", { foodId: rice!.id, meal: "LUNCH", grams: 150, date: yesterday });
  await post(ana, "/api/dashboard/water", { ml: 1500, date: yesterday });
  await post(ana, "/api/dashboard/weight", { weightKg: 71.4, date: yesterday });
  // Outside a 7-day window: must not be shared by one.
  await post(ana, "/api/dashboard/calories", { foodId: rice!.id, meal: "DINNER", grams: 100, date: addDays(today, -10) });
});
afterAll(async () => app.close());

async function share(user: TTestUser, payload: Record<string, unknown> = { days: 7, expiresInDays: 14, recipientName: "Dra. Carla Mendes" }) {
  const response = await app.inject({ method: "POST", url: "/api/diary-shares", headers: user.auth, payload });
  expect(response.statusCode).toBe(201);
  const created = response.json<{ id: string; url: string }>();
  return { ...created, token: created.url.split("/").pop()! };
}

const list = async (user: TTestUser) =>
  (await app.inject({ method: "GET", url: "/api/diary-shares", headers: user.auth })).json<{ shares: TDiaryShare[] }>().shares;
const openPage = (token: string, suffix = "") => app.inject({ method: "GET", url: `/api/public/diary-shares/${token}${suffix}` });

describe("POST /api/diary-shares", () => {
  it("answers an unguessable link on the site and records the consent: what, with whom, until when", async () => {
    const created = await share(ana);
    expect(created.url).toMatch(/^https:\/\/app\.nutriguia\.test\/diario-compartilhado\/[A-Za-z0-9_-]{43}$/);
    const [listed] = await list(ana);
    expect(listed).toMatchObject({ id: created.id, recipientName: "Dra. Carla Mendes", days: 7, status: "ACTIVE", accessCount: 0, lastAccessAt: null });
    expect(listed!.consentText).toContain("com Dra. Carla Mendes");
    expect(listed!.consentText).toContain("últimos 7 dias");
    expect(new Date(listed!.expiresAt).getTime() - clock.now().getTime()).toBe(14 * 86_400_000);
    // Only the hash is kept: the token appears nowhere in the database or the user's data export.
    const stored = await app.db.execute<{ token_hash: string }>(`SELECT token_hash FROM diary_shares WHERE id = '${created.id}'`);
    expect(stored.rows[0]!.token_hash).not.toContain(created.token);
    const exported = await app.inject({ method: "GET", url: "/api/account/export", headers: ana.auth });
    expect(exported.body).not.toContain(created.token);
  });

  it("refuses bad periods with a clear 400 and needs a session", async () => {
    for (const payload of [{ days: 0, expiresInDays: 7 }, { days: 7, expiresInDays: 91 }, { days: 2.5, expiresInDays: 7 }, { days: 7 }, { days: 7, expiresInDays: 7, token: "x" }]) {
      const response = await app.inject({ method: "POST", url: "/api/diary-shares", headers: ana.auth, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: "VALIDATION_ERROR" });
    }
    const anonymous = await app.inject({ method: "POST", url: "/api/diary-shares", payload: { days: 7, expiresInDays: 7 } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the signed-out page of a link", () => {
  it("shows the period's days with meals, items and sources, totals against targets, weight and water", async () => {
    const { token } = await share(ana);
    const response = await openPage(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const diary = response.json<TSharedDiary>();
    expect(diary).toMatchObject({ ownerName: "Ana Souza", recipientName: "Dra. Carla Mendes", from: addDays(today, -6), to: today });
    expect(diary.days.map((d) => d.date)).toHaveLength(7);
    expect(diary.targets!.calories).toBeGreaterThan(1000);
    const day = diary.days.find((d) => d.date === yesterday)!;
    expect(day).toMatchObject({ waterMl: 1500, weightKg: 71.4 });
    expect(day.meals).toHaveLength(1);
    expect(day.meals[0]!.label).toBe("Almoço");
    const item = day.meals[0]!.entries[0]!.items[0]!;
    expect(item.grams).toBe(150);
    expect(item.source).toMatch(/TACO|POF|USDA/);
    expect(day.totals.calories).toBeCloseTo(item.calories, 5);
    expect(diary.days.find((d) => d.date === today)).toMatchObject({ meals: [], waterMl: 0, weightKg: null });
    expect(JSON.stringify(diary)).not.toContain(ana.email);
  });

  it("downloads a CSV of the same: one line per food and one total per day, in Brazilian Excel's dialect", async () => {
    const { token } = await share(ana);
    const response = await openPage(token, "/csv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="diario-${addDays(today, -6)}-a-${today}.csv"`);
    const lines = response.body.replace(/^\uFEFF/, "").trim().split("\r\n").map((l) => l.split(";"));
    expect(lines[0]!.slice(0, 5)).toEqual(["data", "linha", "refeicao", "registro", "alimento"]);
    const food = lines.find((l) => l[0] === yesterday && l[1] === "alimento")!;
    expect(food[2]).toBe("Almoço");
    expect(food[5]).toBe("150");
    expect(food[11]).toMatch(/TACO|POF|USDA/);
    const total = lines.find((l) => l[0] === yesterday && l[1] === "total do dia")!;
    expect(total[7]).toBe(food[7]);
    expect(total.slice(12, 14)).toEqual(["1500", "71,4"]);
    expect(lines.filter((l) => l[1] === "total do dia")).toHaveLength(7);
  });

  it("downloads a PDF", async () => {
    const { token } = await share(ana);
    const response = await openPage(token, "/pdf");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(response.rawPayload.length).toBeGreaterThan(2000);
  });

  it("logs each opening, which the owner sees with its count and time", async () => {
    const { id, token } = await share(ana);
    await openPage(token);
    clock.advance(60_000);
    await openPage(token, "/csv");
    const listed = (await list(ana)).find((s) => s.id === id)!;
    expect(listed.accessCount).toBe(2);
    expect(listed.lastAccessAt).toBe(clock.now().toISOString());
    expect(listed.recentAccesses.map((a) => a.kind)).toEqual(["csv", "page"]);
    expect((await list(bruno)).find((s) => s.id === id)).toBeUndefined();
  });

  it("answers 404 to an unknown or malformed token", async () => {
    for (const token of ["A".repeat(43), "x"]) {
      const response = await openPage(token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorCode: "NOT_FOUND" });
    }
  });
});

describe("DELETE /api/diary-shares/{id}", () => {
  it("revokes the link: page and downloads answer 404, the consent stays listed as revoked, the failed tries are not logged", async () => {
    const { id, token } = await share(ana);
    expect((await openPage(token)).statusCode).toBe(200);
    const revoked = await app.inject({ method: "DELETE", url: `/api/diary-shares/${id}`, headers: ana.auth });
    expect(revoked.statusCode).toBe(200);
    for (const suffix of ["", "/csv", "/pdf"]) expect((await openPage(token, suffix)).statusCode).toBe(404);
    const listed = (await list(ana)).find((s) => s.id === id)!;
    expect(listed).toMatchObject({ status: "REVOKED", accessCount: 1 });
    expect(listed.revokedAt).not.toBeNull();
  });

  it("does not let another user revoke a link, nor an unknown id", async () => {
    const { id, token } = await share(ana);
    for (const target of [id, "4b0c1e4a-9c1f-4f7e-8d2a-0e6f1c2b3a4d", "nao-e-um-id"]) {
      const response = await app.inject({ method: "DELETE", url: `/api/diary-shares/${target}`, headers: bruno.auth });
      expect(response.statusCode).toBe(404);
    }
    expect((await openPage(token)).statusCode).toBe(200);
  });
});

describe("expiry", () => {
  it("an expired link answers 404 and is listed as expired", async () => {
    const { id, token } = await share(ana, { days: 30, expiresInDays: 1 });
    expect((await openPage(token)).statusCode).toBe(200);
    clock.advance(86_400_000 + 1000);
    expect((await openPage(token)).statusCode).toBe(404);
    expect((await list(ana)).find((s) => s.id === id)!.status).toBe("EXPIRED");
  });
});
