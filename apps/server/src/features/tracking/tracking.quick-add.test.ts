import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDate, type TCalorieCalculation, type TChatReply, type TQuickAddList, type TRecipe, type TStreak } from "@nutriguia/domain";
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
const addManual = async (payload: object, who = ana) =>
  (await app.inject({ method: "POST", url: "/api/dashboard/calories", headers: who.auth, payload })).json() as TCalorieCalculation;
const quickAdd = async (meal: string, who = ana) =>
  (await app.inject({ method: "GET", url: `/api/dashboard/calories/quick-add?meal=${meal}`, headers: who.auth })).json() as TQuickAddList;
const streak = async (who: TTestUser) =>
  (await app.inject({ method: "GET", url: "/api/dashboard/calories/streak", headers: who.auth })).json() as TStreak;

describe("GET /api/dashboard/calories/quick-add", () => {
  it("offers the slot's recent foods first with the portion eaten, and one tap logs the same kcal", async () => {
    const banana = await addManual({ foodId: "banana-prata-182", meal: "BREAKFAST", date: addDays(today, -1), measure: "unidade", quantity: 2 });
    await addManual({ foodId: "banana-prata-182", meal: "BREAKFAST", measure: "unidade", quantity: 2 });
    await addManual({ foodId: "arroz-branco-cozido-3", meal: "LUNCH", measure: "colher de sopa", quantity: 4 });

    const breakfast = await quickAdd("BREAKFAST");
    expect(breakfast.recent[0]).toMatchObject({ foodId: "banana-prata-182", name: "Banana prata", portion: { measure: "unidade", quantity: 2 }, calories: banana.totalCalories, uses: 2 });
    expect(breakfast.recent.map((f) => f.foodId)).toContain("arroz-branco-cozido-3");
    expect(breakfast.frequent.map((f) => f.foodId)).toEqual(["banana-prata-182"]);
    expect((await quickAdd("LUNCH")).recent[0]!.foodId).toBe("arroz-branco-cozido-3");

    const pick = breakfast.recent[0]!;
    const added = await addManual({ foodId: pick.foodId, meal: "BREAKFAST", ...pick.portion });
    expect(added.totalCalories).toBe(pick.calories);
    expect((await quickAdd("BREAKFAST", bruno)).recent).toEqual([]);
  });

  it("refuses an unknown slot with a 400 envelope", async () => {
    const response = await app.inject({ method: "GET", url: "/api/dashboard/calories/quick-add?meal=BRUNCH", headers: ana.auth });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: "VALIDATION_ERROR" });
  });
});

describe("recipes saved from a confirmed card", () => {
  it("saves a confirmed chat meal, lists it, and logs all its items with the engine's numbers", async () => {
    const reply = (await app.inject({ method: "POST", url: "/api/chat/message", headers: ana.auth, payload: { message: "almocei arroz, feijão e bife" } })).json() as TChatReply;
    const card = reply.calculation!;
    const early = await app.inject({ method: "POST", url: "/api/recipes", headers: ana.auth, payload: { calculationId: card.id, name: "Meu PF" } });
    expect(early.statusCode).toBe(409);
    await app.inject({ method: "POST", url: "/api/chat/confirm-food", headers: ana.auth, payload: { calculationId: card.id, confirmed: true } });

    const saved = await app.inject({ method: "POST", url: "/api/recipes", headers: ana.auth, payload: { calculationId: card.id, name: "Meu PF" } });
    expect(saved.statusCode).toBe(201);
    const recipe = saved.json() as TRecipe;
    expect(recipe.calories).toBe(card.totalCalories);
    expect((await quickAdd("DINNER")).recipes.map((r) => r.name)).toContain("Meu PF");

    const logged = await app.inject({ method: "POST", url: `/api/recipes/${recipe.id}/log`, headers: ana.auth, payload: { meal: "DINNER" } });
    expect(logged.statusCode).toBe(201);
    const entry = logged.json() as TCalorieCalculation;
    expect(entry).toMatchObject({ totalCalories: card.totalCalories, protein: card.protein, meal: "DINNER", status: "CONFIRMED", consumedOn: today });
    expect(entry.items.map((i) => [i.foodId, i.grams, i.measure])).toEqual(card.items.map((i) => [i.foodId, i.grams, i.measure]));

    const stranger = await app.inject({ method: "POST", url: `/api/recipes/${recipe.id}/log`, headers: bruno.auth, payload: { meal: "DINNER" } });
    expect(stranger.statusCode).toBe(404);
    const nameless = await app.inject({ method: "POST", url: "/api/recipes", headers: ana.auth, payload: { calculationId: card.id, name: " " } });
    expect(nameless.statusCode).toBe(400);
    const removed = await app.inject({ method: "DELETE", url: `/api/recipes/${recipe.id}`, headers: ana.auth });
    expect(removed.statusCode).toBe(200);
    expect((await quickAdd("DINNER")).recipes.map((r) => r.id)).not.toContain(recipe.id);
  });
});

describe("GET /api/dashboard/calories/streak", () => {
  it("counts the days in a row up to today, or up to yesterday while today is empty", async () => {
    const [carla, davi, elis] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    for (const back of [0, 1, 2, 4]) await insertCalculation(app, carla.id, { day: addDays(today, -back) });
    await insertCalculation(app, carla.id, { day: addDays(today, -3), status: "PENDING" });
    for (const back of [1, 2]) await insertCalculation(app, davi.id, { day: addDays(today, -back) });
    expect(await streak(carla)).toEqual({ days: 3, loggedToday: true });
    expect(await streak(davi)).toEqual({ days: 2, loggedToday: false });
    expect(await streak(elis)).toEqual({ days: 0, loggedToday: false });
  });
});
