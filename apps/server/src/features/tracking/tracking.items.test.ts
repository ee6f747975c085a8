import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDate, type TCalorieCalculation, type TChatReply, type TDayLog } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, type TTestUser } from "../../../test/accounts";
import { insertCalculation } from "../../../test/tracking-fixtures";

let app: TTestApp;
let ana: TTestUser;
let bruno: TTestUser;
beforeAll(async () => {
  app = await buildTestApp();
  [ana, bruno] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(async () => app.close());

const today = localDate();
const send = async (message: string) =>
  (await app.inject({ method: "POST", url: "/api/chat/message", headers: ana.auth, payload: { message } })).json() as TChatReply;
const putItems = (id: string, items: unknown, who = ana) =>
  app.inject({ method: "PUT", url: `/api/dashboard/calories/${id}/items`, headers: who.auth, payload: { items } });
const day = async (date = today) =>
  (await app.inject({ method: "GET", url: `/api/dashboard/calories/day?date=${date}`, headers: ana.auth })).json() as TDayLog;

describe("meal slots from the chat", () => {
  it("puts 'no café', 'almocei' and 'jantei' in their slots and 'ontem à noite' on yesterday's jantar", async () => {
    const cases = [
      ["no café comi 2 ovos cozidos e 1 pão francês", "BREAKFAST", today],
      ["almocei arroz, feijão e bife acebolado", "LUNCH", today],
      ["jantei sopa de legumes", "DINNER", today],
      ["ontem à noite comi 1 banana", "DINNER", addDays(today, -1)],
    ] as const;
    for (const [message, meal, consumedOn] of cases) {
      const reply = await send(message);
      expect(reply.calculation, message).toMatchObject({ meal, consumedOn, status: "PENDING" });
    }
  });
});

describe("PUT /api/dashboard/calories/{id}/items", () => {
  it("replaces a wrong food, recomputes the totals, and the day follows", async () => {
    const reply = await send("almocei arroz e bife");
    const calc = reply.calculation!;
    const wrong = calc.items.find((i) => i.foodId === "contra-file-com-gordura-grelhado-344");
    expect(wrong).toBeDefined();
    await app.inject({ method: "POST", url: "/api/chat/confirm-food", headers: ana.auth, payload: { calculationId: calc.id, confirmed: true } });
    const before = (await day()).meals.find((m) => m.meal === "LUNCH")!.totals.calories;

    const items = calc.items.map((i) => (i === wrong ? { foodId: "patinho-sem-gordura-grelhado-377", grams: 80 } : { foodId: i.foodId!, grams: i.grams }));
    const response = await putItems(calc.id, items);
    expect(response.statusCode).toBe(200);
    const fixed = response.json() as TCalorieCalculation;
    expect(fixed.items.map((i) => i.food)).toContain("Patinho sem gordura grelhado");
    expect(fixed.items.map((i) => i.food)).not.toContain("Contra-filé com gordura grelhado");
    expect(fixed.foodDescription).toContain("Patinho sem gordura grelhado – 80 g");
    expect(fixed.totalCalories).toBeCloseTo(fixed.items.reduce((s, i) => s + i.calories, 0), 1);
    expect(fixed.totalCalories).toBeLessThan(calc.totalCalories);
    expect(fixed.status).toBe("CONFIRMED");

    const after = (await day()).meals.find((m) => m.meal === "LUNCH")!.totals.calories;
    expect(after).toBe(Math.round(before - calc.totalCalories + fixed.totalCalories));
  });

  it("reads a household measure and removes an item", async () => {
    const reply = await send("comi 2 ovos cozidos e 1 pão francês");
    const calc = reply.calculation!;
    const search = (await app.inject({ method: "GET", url: "/api/foods/search?q=pao%20frances", headers: ana.auth })).json();
    const bread = search.foods[0];
    const measure = bread.measures[0];
    const response = await putItems(calc.id, [{ foodId: bread.id, measure: measure.name, quantity: 2 }]);
    expect(response.statusCode).toBe(200);
    const fixed = response.json() as TCalorieCalculation;
    expect(fixed.items).toHaveLength(1);
    expect(fixed.items[0]!.grams).toBeCloseTo(measure.grams * 2, 1);
    expect(fixed.items[0]!.measure).toContain(`2 ${measure.name}`);
  });

  it("refuses an empty list, an unknown food and another user's calculation without changing anything", async () => {
    const row = await insertCalculation(app, ana.id, { status: "PENDING" });
    const empty = await putItems(row.id, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, errorCode: "VALIDATION_ERROR" });
    const unknown = await putItems(row.id, [{ foodId: "nao-existe", grams: 100 }]);
    expect(unknown.statusCode).toBe(400);
    const badGrams = await putItems(row.id, [{ foodId: "arroz-branco-cozido-3", grams: -5 }]);
    expect(badGrams.statusCode).toBe(400);
    const foreign = await putItems(row.id, [{ foodId: "arroz-branco-cozido-3", grams: 100 }], bruno);
    expect(foreign.statusCode).toBe(404);
    const unchanged = (await app.inject({ method: "GET", url: `/api/dashboard/calories/${row.id}`, headers: ana.auth })).json();
    expect(unchanged.totalCalories).toBe(520);
  });
});

describe("PUT /api/dashboard/calories/{id}/slot", () => {
  it("moves a confirmed calculation to another meal and day", async () => {
    const row = await insertCalculation(app, ana.id, { status: "CONFIRMED", meal: "LUNCH" });
    const yesterday = addDays(today, -1);
    const response = await app.inject({
      method: "PUT",
      url: `/api/dashboard/calories/${row.id}/slot`,
      headers: ana.auth,
      payload: { meal: "DINNER", consumedOn: yesterday },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ meal: "DINNER", consumedOn: yesterday });
    const dinner = (await day(yesterday)).meals.find((m) => m.meal === "DINNER")!;
    expect(dinner.entries.map((e) => e.id)).toContain(row.id);
  });

  it("refuses an unknown slot or a malformed day", async () => {
    const row = await insertCalculation(app, ana.id);
    for (const payload of [{ meal: "BRUNCH", consumedOn: today }, { meal: "LUNCH", consumedOn: "10/03/2026" }]) {
      const response = await app.inject({ method: "PUT", url: `/api/dashboard/calories/${row.id}/slot`, headers: ana.auth, payload });
      expect(response.statusCode).toBe(400);
    }
  });
});
