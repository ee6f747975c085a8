import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDate, type TCalendarMonth, type TDashboardSummary, type TWeightHistory } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, type TTestUser } from "../../../test/accounts";
import { insertCalculation, saveProfile } from "../../../test/tracking-fixtures";

let app: TTestApp;
let other: TTestUser;
beforeAll(async () => {
  app = await buildTestApp();
  other = await createUser(app);
});
afterAll(async () => app.close());

const today = localDate();

describe("GET /api/dashboard/summary", () => {
  it("shows today against the targets, the 7-day trend, averages over logged days and water", async () => {
    const user = await createUser(app);
    await saveProfile(app, user.auth);
    await insertCalculation(app, user.id, { calories: 600 });
    await insertCalculation(app, user.id, { calories: 400, meal: "DINNER" });
    await insertCalculation(app, user.id, { day: addDays(today, -2), calories: 1500 });
    await insertCalculation(app, user.id, { day: addDays(today, -10), calories: 3000 });
    await insertCalculation(app, other.id, { calories: 5000 });
    await app.inject({ method: "POST", url: "/api/dashboard/water", headers: user.auth, payload: { ml: 250 } });
    const water = await app.inject({ method: "POST", url: "/api/dashboard/water", headers: user.auth, payload: { ml: 500 } });
    expect(water.json()).toEqual({ date: today, waterMl: 750 });

    const response = await app.inject({ method: "GET", url: "/api/dashboard/summary?days=7", headers: user.auth });
    expect(response.statusCode).toBe(200);
    const summary = response.json<TDashboardSummary>();
    expect(summary.today).toMatchObject({ date: today, calories: 1000, entries: 2, waterMl: 750 });
    expect(summary.trend).toHaveLength(7);
    expect(summary.trend[4]).toMatchObject({ date: addDays(today, -2), calories: 1500 });
    expect(summary.averages).toMatchObject({ calories: 1250, loggedDays: 2 });
    expect(summary.targets).toMatchObject({ source: "ENGINE" });
    expect(summary.targets!.waterMl).toBe(2500);

    const month = await app.inject({ method: "GET", url: "/api/dashboard/summary?days=30", headers: user.auth });
    expect(month.json<TDashboardSummary>().trend).toHaveLength(30);
    expect(month.json<TDashboardSummary>().averages.loggedDays).toBe(3);
  });

  it("refuses other periods and answers null targets without a profile", async () => {
    const user = await createUser(app);
    expect((await app.inject({ method: "GET", url: "/api/dashboard/summary?days=12", headers: user.auth })).statusCode).toBe(400);
    const response = await app.inject({ method: "GET", url: "/api/dashboard/summary", headers: user.auth });
    expect(response.json<TDashboardSummary>()).toMatchObject({ days: 7, targets: null });
  });
});

describe("weight and adaptive targets", () => {
  it("logs weights (one per day), draws the trend and adapts targets after two weeks, explaining why", async () => {
    const user = await createUser(app);
    await saveProfile(app, user.auth);
    const before = await app.inject({ method: "GET", url: "/api/dashboard/targets", headers: user.auth });
    const engineCalories = before.json().targets.calories;

    for (const [offset, weightKg] of [[-20, 72.2], [-13, 72], [-6, 72.1], [0, 72]] as const) {
      const response = await app.inject({ method: "POST", url: "/api/dashboard/weight", headers: user.auth, payload: { weightKg, date: addDays(today, offset) } });
      expect(response.statusCode).toBe(200);
    }
    const replaced = await app.inject({ method: "POST", url: "/api/dashboard/weight", headers: user.auth, payload: { weightKg: 72.1 } });
    const history = replaced.json<TWeightHistory>();
    expect(history.entries).toHaveLength(4);
    expect(history.entries[3]).toEqual({ date: today, weightKg: 72.1 });
    expect(history.trend).toHaveLength(2);
    expect(Math.abs(history.weeklyChangeKg!)).toBeLessThan(0.1);

    const after = await app.inject({ method: "GET", url: "/api/dashboard/targets", headers: user.auth });
    const targets = after.json().targets;
    expect(targets.source).toBe("ADAPTIVE");
    // The engine now reads the latest logged weight (72.1 kg) instead of the profile's 72 kg.
    expect(Math.abs(targets.engine.calories - engineCalories)).toBeLessThanOrEqual(5);
    expect(targets.calories).toBeLessThan(targets.engine.calories - 200);
    expect(targets.explanation).toContain("reduzimos a meta");
    expect(targets.explanation).toContain("Perder peso");
  });

  it("keeps the engine's targets with fewer than two weeks of weights", async () => {
    const user = await createUser(app);
    await saveProfile(app, user.auth);
    await app.inject({ method: "POST", url: "/api/dashboard/weight", headers: user.auth, payload: { weightKg: 72, date: addDays(today, -5) } });
    await app.inject({ method: "POST", url: "/api/dashboard/weight", headers: user.auth, payload: { weightKg: 72 } });
    const response = await app.inject({ method: "GET", url: "/api/dashboard/targets", headers: user.auth });
    expect(response.json().targets.source).toBe("ENGINE");
  });

  it("refuses invalid weights and future dates", async () => {
    const user = await createUser(app);
    const cases = [{ weightKg: 0 }, { weightKg: 600 }, {}, { weightKg: 70, date: addDays(today, 3) }];
    for (const payload of cases) {
      const response = await app.inject({ method: "POST", url: "/api/dashboard/weight", headers: user.auth, payload });
      expect(response.statusCode).toBe(400);
    }
  });

  it("lets the user override the targets and go back", async () => {
    const user = await createUser(app);
    await saveProfile(app, user.auth);
    const set = await app.inject({
      method: "PUT",
      url: "/api/dashboard/targets",
      headers: user.auth,
      payload: { calories: 1800, protein: 120, carbohydrates: 180, fat: 60 },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().targets).toMatchObject({ source: "MANUAL", calories: 1800, protein: 120 });
    const negative = await app.inject({
      method: "PUT",
      url: "/api/dashboard/targets",
      headers: user.auth,
      payload: { calories: 1800, protein: -1, carbohydrates: 180, fat: 60 },
    });
    expect(negative.json()).toMatchObject({ status: 400, message: "O valor não pode ser negativo" });
    const otherTargets = await app.inject({ method: "GET", url: "/api/dashboard/targets", headers: other.auth });
    expect(otherTargets.json().targets).toBeNull();
    const cleared = await app.inject({ method: "DELETE", url: "/api/dashboard/targets", headers: user.auth });
    expect(cleared.json().targets.source).toBe("ENGINE");
  });
});

describe("GET /api/dashboard/calendar", () => {
  it("gives every day of the month with its total and status against the target", async () => {
    const user = await createUser(app);
    await app.inject({
      method: "PUT",
      url: "/api/dashboard/targets",
      headers: user.auth,
      payload: { calories: 2000, protein: 100, carbohydrates: 250, fat: 65 },
    });
    await insertCalculation(app, user.id, { day: "2024-02-10", calories: 2000 });
    await insertCalculation(app, user.id, { day: "2024-02-11", calories: 1000 });
    await insertCalculation(app, user.id, { day: "2024-02-12", calories: 2060 });
    await insertCalculation(app, user.id, { day: "2024-02-13", calories: 2150 });
    await insertCalculation(app, user.id, { day: "2024-02-29", calories: 2600 });
    await insertCalculation(app, user.id, { day: "2024-03-01", calories: 2600 });
    const response = await app.inject({ method: "GET", url: "/api/dashboard/calendar?month=2024-02", headers: user.auth });
    expect(response.statusCode).toBe(200);
    const calendar = response.json<TCalendarMonth>();
    expect(calendar.targetCalories).toBe(2000);
    expect(calendar.days).toHaveLength(29);
    const status = Object.fromEntries(calendar.days.map((d) => [d.date, d.status]));
    expect(status).toMatchObject({ "2024-02-01": "EMPTY", "2024-02-10": "ON_TARGET", "2024-02-11": "UNDER", "2024-02-12": "ON_TARGET", "2024-02-13": "OVER", "2024-02-29": "OVER" });
    const current = await app.inject({ method: "GET", url: "/api/dashboard/calendar", headers: user.auth });
    expect(current.json<TCalendarMonth>().month).toBe(today.slice(0, 7));
    const bad = await app.inject({ method: "GET", url: "/api/dashboard/calendar?month=2024-13", headers: user.auth });
    expect(bad.statusCode).toBe(400);
  });

  it("needs a session", async () => {
    expect((await app.inject({ method: "GET", url: "/api/dashboard/calendar" })).statusCode).toBe(401);
  });
});

describe("POST /api/dashboard/water", () => {
  it("takes back water without going below zero and refuses zero", async () => {
    const user = await createUser(app);
    await app.inject({ method: "POST", url: "/api/dashboard/water", headers: user.auth, payload: { ml: 200 } });
    const undo = await app.inject({ method: "POST", url: "/api/dashboard/water", headers: user.auth, payload: { ml: -500 } });
    expect(undo.json().waterMl).toBe(0);
    const zero = await app.inject({ method: "POST", url: "/api/dashboard/water", headers: user.auth, payload: { ml: 0 } });
    expect(zero.statusCode).toBe(400);
  });
});
