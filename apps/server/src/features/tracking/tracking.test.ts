import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDate, type TCalorieCalculation, type TDayLog } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, type TTestUser } from "../../../test/accounts";
import { insertCalculation, saveProfile } from "../../../test/tracking-fixtures";

let app: TTestApp;
let ana: TTestUser;
let bruno: TTestUser;
beforeAll(async () => {
  app = await buildTestApp();
  [ana, bruno] = await Promise.all([createUser(app), createUser(app)]);
  await saveProfile(app, ana.auth);
});
afterAll(async () => app.close());

const today = localDate();

describe("GET /api/dashboard/calories/{id}", () => {
  it("returns the user's calculation with the spec's fields", async () => {
    const row = await insertCalculation(app, ana.id, { status: "PENDING" });
    const response = await app.inject({ method: "GET", url: `/api/dashboard/calories/${row.id}`, headers: ana.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: row.id,
      foodDescription: "Arroz com feijão e frango grelhado",
      totalCalories: 520,
      protein: 38,
      carbohydrates: 60,
      fat: 12,
      additionalNutrients: { fiber: 8 },
      positivePoints: ["Boa fonte de proteína"],
      improvementPoints: ["Inclua salada"],
      imageUrl: null,
      source: "WEB_CHAT",
      status: "PENDING",
    });
  });

  it("refuses another user's id, an unknown id and a malformed id with 404", async () => {
    const row = await insertCalculation(app, ana.id);
    for (const id of [row.id, "00000000-0000-4000-8000-000000000000", "nao-e-um-id"]) {
      const response = await app.inject({ method: "GET", url: `/api/dashboard/calories/${id}`, headers: bruno.auth });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorCode: "NOT_FOUND", message: "Informações não encontradas." });
    }
  });

  it("needs a session", async () => {
    const row = await insertCalculation(app, ana.id);
    const response = await app.inject({ method: "GET", url: `/api/dashboard/calories/${row.id}` });
    expect(response.statusCode).toBe(401);
  });
});

describe("PUT /api/dashboard/calories/{id}", () => {
  const valid = {
    foodDescription: "Arroz, feijão e frango",
    totalCalories: 500,
    protein: 40,
    carbohydrates: 55,
    fat: 12,
    positivePoints: ["Rico em proteína", "Tem fibras"],
    improvementPoints: ["Mais vegetais"],
  };

  it("updates and returns the calculation", async () => {
    const row = await insertCalculation(app, ana.id);
    const response = await app.inject({ method: "PUT", url: `/api/dashboard/calories/${row.id}`, headers: ana.auth, payload: valid });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: row.id, ...valid });
    const again = await app.inject({ method: "GET", url: `/api/dashboard/calories/${row.id}`, headers: ana.auth });
    expect(again.json()).toMatchObject(valid);
  });

  it("refuses negative values with the spec's message", async () => {
    const row = await insertCalculation(app, ana.id);
    for (const field of ["totalCalories", "protein", "carbohydrates", "fat"]) {
      const response = await app.inject({
        method: "PUT",
        url: `/api/dashboard/calories/${row.id}`,
        headers: ana.auth,
        payload: { ...valid, [field]: -1 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: "VALIDATION_ERROR", message: "O valor não pode ser negativo", field });
    }
  });

  it("refuses missing required fields with 'Campo obrigatório'", async () => {
    const row = await insertCalculation(app, ana.id);
    for (const field of ["totalCalories", "protein", "carbohydrates", "fat"] as const) {
      const payload: Record<string, unknown> = { ...valid };
      delete payload[field];
      const response = await app.inject({ method: "PUT", url: `/api/dashboard/calories/${row.id}`, headers: ana.auth, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain("Campo obrigatório");
      expect(response.json().field).toBe(field);
    }
  });

  it("refuses editing another user's calculation and leaves it unchanged", async () => {
    const row = await insertCalculation(app, ana.id);
    const response = await app.inject({ method: "PUT", url: `/api/dashboard/calories/${row.id}`, headers: bruno.auth, payload: valid });
    expect(response.statusCode).toBe(404);
    const mine = await app.inject({ method: "GET", url: `/api/dashboard/calories/${row.id}`, headers: ana.auth });
    expect(mine.json().totalCalories).toBe(520);
  });
});

describe("the day's log", () => {
  it("groups confirmed calculations by meal, leaves pending ones out, and shows targets", async () => {
    const user = await createUser(app);
    await saveProfile(app, user.auth);
    await insertCalculation(app, user.id, { meal: "BREAKFAST", calories: 300, description: "Pão com ovo" });
    await insertCalculation(app, user.id, { meal: "LUNCH", calories: 600 });
    await insertCalculation(app, user.id, { meal: "LUNCH", status: "PENDING", calories: 999 });
    await insertCalculation(app, user.id, { meal: null, calories: 100, description: "Café" });
    await insertCalculation(app, user.id, { day: addDays(today, -1), meal: "DINNER", calories: 700 });
    const response = await app.inject({ method: "GET", url: "/api/dashboard/calories/day", headers: user.auth });
    expect(response.statusCode).toBe(200);
    const log = response.json<TDayLog>();
    expect(log.date).toBe(today);
    expect(log.totals.calories).toBe(1000);
    expect(log.meals.map((m) => m.label)).toEqual(["Café da manhã", "Lanche da manhã", "Almoço", "Lanche da tarde", "Jantar", "Ceia", "Outros"]);
    expect(log.meals.find((m) => m.meal === "LUNCH")!.entries).toHaveLength(1);
    expect(log.targets).toMatchObject({ source: "ENGINE" });
    expect(log.targets!.calories).toBeGreaterThan(1200);
    const yesterday = await app.inject({ method: "GET", url: `/api/dashboard/calories/day?date=${addDays(today, -1)}`, headers: user.auth });
    expect(yesterday.json<TDayLog>().totals.calories).toBe(700);
  });

  it("refuses an invalid date", async () => {
    const response = await app.inject({ method: "GET", url: "/api/dashboard/calories/day?date=2024-02-30", headers: ana.auth });
    expect(response.statusCode).toBe(400);
  });

  it("adds a food from the database by household measure or grams, and removes it", async () => {
    const user = await createUser(app);
    const search = await app.inject({ method: "GET", url: "/api/foods/search?q=arroz", headers: user.auth });
    expect(search.statusCode).toBe(200);
    const food = search.json().foods[0];
    expect(food.measures.length).toBeGreaterThan(0);
    const measure = food.measures[0];
    const added = await app.inject({
      method: "POST",
      url: "/api/dashboard/calories",
      headers: user.auth,
      payload: { foodId: food.id, meal: "LUNCH", measure: measure.name, quantity: 2 },
    });
    expect(added.statusCode).toBe(201);
    const calc = added.json<TCalorieCalculation>();
    expect(calc).toMatchObject({ source: "MANUAL", status: "CONFIRMED", meal: "LUNCH", consumedOn: today });
    expect(calc.items[0]!.grams).toBeCloseTo(measure.grams * 2, 1);
    expect(calc.totalCalories).toBeCloseTo((food.per100g.calories * measure.grams * 2) / 100, 0);
    const byGrams = await app.inject({
      method: "POST",
      url: "/api/dashboard/calories",
      headers: user.auth,
      payload: { foodId: food.id, meal: "DINNER", grams: 150 },
    });
    expect(byGrams.statusCode).toBe(201);

    const removed = await app.inject({ method: "DELETE", url: `/api/dashboard/calories/${calc.id}`, headers: bruno.auth });
    expect(removed.statusCode).toBe(404);
    const mine = await app.inject({ method: "DELETE", url: `/api/dashboard/calories/${calc.id}`, headers: user.auth });
    expect(mine.statusCode).toBe(200);
    const log = await app.inject({ method: "GET", url: "/api/dashboard/calories/day", headers: user.auth });
    expect(log.json<TDayLog>().meals.flatMap((m) => m.entries).map((e) => e.meal)).toEqual(["DINNER"]);
  });

  it("refuses a manual add without an amount, with a negative amount or an unknown food", async () => {
    const cases = [
      { payload: { foodId: "arroz", meal: "LUNCH" }, status: 400 },
      { payload: { foodId: "arroz", meal: "LUNCH", grams: -5 }, status: 400 },
      { payload: { foodId: "nao-existe", meal: "LUNCH", grams: 100 }, status: 404 },
    ];
    for (const { payload, status } of cases) {
      const response = await app.inject({ method: "POST", url: "/api/dashboard/calories", headers: ana.auth, payload });
      expect(response.statusCode).toBe(status);
    }
  });

  it("refuses 300 tigelas in the error envelope before computing or storing anything", async () => {
    const user = await createUser(app);
    const search = await app.inject({ method: "GET", url: "/api/foods/search?q=arroz", headers: user.auth });
    const rice = search.json().foods[0];
    for (const [payload, message] of [
      [{ measure: "tigela", quantity: 300 }, 'Quantidade acima do limite: no máximo 5 "tigela" por registro.'],
      [{ measure: "colher de sopa", quantity: 31 }, 'Quantidade acima do limite: no máximo 30 "colher de sopa" por registro.'],
      [{ grams: 2500 }, "Quantidade acima do limite: no máximo 2.000 g por registro."],
    ] as const) {
      const response = await app.inject({ method: "POST", url: "/api/dashboard/calories", headers: user.auth, payload: { foodId: rice.id, meal: "LUNCH", ...payload } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: "VALIDATION_ERROR", status: 400, message });
    }
    const log = await app.inject({ method: "GET", url: "/api/dashboard/calories/day", headers: user.auth });
    expect(log.json<TDayLog>().meals.flatMap((m) => m.entries)).toEqual([]);
  });

  it("takes a drink in ml and shows it in ml", async () => {
    const user = await createUser(app);
    const juice = (await app.inject({ method: "GET", url: "/api/foods/search?q=suco%20de%20laranja", headers: user.auth })).json().foods[0];
    const byMl = await app.inject({ method: "POST", url: "/api/dashboard/calories", headers: user.auth, payload: { foodId: juice.id, meal: "BREAKFAST", measure: "ml", quantity: 300 } });
    expect(byMl.statusCode).toBe(201);
    expect(byMl.json<TCalorieCalculation>().items[0]).toMatchObject({ grams: 300, measure: "300 ml" });
    const byGlass = await app.inject({ method: "POST", url: "/api/dashboard/calories", headers: user.auth, payload: { foodId: juice.id, meal: "BREAKFAST", measure: "copo", quantity: 1 } });
    expect(byGlass.json<TCalorieCalculation>().items[0]!.measure).toBe("1 copo (240 ml)");
  });

  it("copies yesterday's meal to today", async () => {
    const user = await createUser(app);
    await insertCalculation(app, user.id, { day: addDays(today, -1), meal: "BREAKFAST", calories: 250, description: "Tapioca" });
    await insertCalculation(app, user.id, { day: addDays(today, -1), meal: "BREAKFAST", calories: 80, description: "Café com leite" });
    const response = await app.inject({ method: "POST", url: "/api/dashboard/calories/copy-meal", headers: user.auth, payload: { meal: "BREAKFAST" } });
    expect(response.statusCode).toBe(200);
    const log = response.json<TDayLog>();
    expect(log.date).toBe(today);
    expect(log.meals[0]!.entries.map((e) => e.foodDescription)).toEqual(["Tapioca", "Café com leite"]);
    const empty = await app.inject({ method: "POST", url: "/api/dashboard/calories/copy-meal", headers: user.auth, payload: { meal: "SUPPER" } });
    expect(empty.statusCode).toBe(404);
  });

  it("lists frequent foods and re-logs one in one call; another user's cannot be re-logged", async () => {
    const user = await createUser(app);
    for (const day of [1, 2, 3]) await insertCalculation(app, user.id, { day: addDays(today, -day), description: "Iogurte natural", meal: "AFTERNOON_SNACK", calories: 120 });
    await insertCalculation(app, user.id, { day: addDays(today, -1), description: "Pizza", meal: "DINNER" });
    const frequent = await app.inject({ method: "GET", url: "/api/dashboard/calories/frequent", headers: user.auth });
    expect(frequent.statusCode).toBe(200);
    const [first] = frequent.json().foods;
    expect(first).toMatchObject({ foodDescription: "Iogurte natural", count: 3, meal: "AFTERNOON_SNACK" });
    const relog = await app.inject({ method: "POST", url: `/api/dashboard/calories/${first.calculationId}/relog`, headers: user.auth, payload: {} });
    expect(relog.statusCode).toBe(201);
    expect(relog.json()).toMatchObject({ foodDescription: "Iogurte natural", consumedOn: today, status: "CONFIRMED" });
    const foreign = await app.inject({ method: "POST", url: `/api/dashboard/calories/${first.calculationId}/relog`, headers: bruno.auth, payload: {} });
    expect(foreign.statusCode).toBe(404);
  });
});
