import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDate, type TDayLog, type TGroceryList, type TMealPlan } from "@nutriguia/domain";
import { activeRestrictions, conflictsWithRestriction, getFood, isDisliked } from "@nutriguia/nutrition";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, type TTestUser } from "../../../test/accounts";
import { saveProfile } from "../../../test/tracking-fixtures";

let app: TTestApp;
let ana: TTestUser;
let bruno: TTestUser;
let plan: TMealPlan;
beforeAll(async () => {
  app = await buildTestApp();
  [ana, bruno] = await Promise.all([createUser(app), createUser(app)]);
  await saveProfile(app, ana.auth);
  await saveProfile(app, bruno.auth);
  const response = await app.inject({ method: "POST", url: "/api/meal-plans", headers: ana.auth, payload: {} });
  expect(response.statusCode).toBe(201);
  plan = response.json<TMealPlan>();
});
afterAll(async () => app.close());

const items = (p: TMealPlan) => p.days.flatMap((d) => d.meals.flatMap((m) => m.items));

describe("POST /api/meal-plans", () => {
  it("generates a week of Brazilian meals with household measures and daily totals near the targets", () => {
    expect(plan.dayCount).toBe(7);
    expect(plan.days).toHaveLength(7);
    expect(plan.targets.calories).toBeGreaterThan(1200);
    for (const day of plan.days) {
      expect(day.meals.length).toBeGreaterThanOrEqual(3);
      expect(Math.abs(day.totals.calories - plan.targets.calories)).toBeLessThan(plan.targets.calories * 0.15);
    }
    for (const item of items(plan)) {
      expect(item.measure).toMatch(/\d/);
      expect(item.grams).toBeGreaterThan(0);
    }
  });

  it("takes the number of days and the meals wanted, and refuses invalid ones", async () => {
    const user = await createUser(app);
    await saveProfile(app, user.auth);
    const response = await app.inject({
      method: "POST",
      url: "/api/meal-plans",
      headers: user.auth,
      payload: { days: 2, meals: ["BREAKFAST", "LUNCH", "DINNER"], title: "Semana curta" },
    });
    expect(response.statusCode).toBe(201);
    const short = response.json<TMealPlan>();
    expect(short).toMatchObject({ title: "Semana curta", dayCount: 2, meals: ["BREAKFAST", "LUNCH", "DINNER"] });
    for (const payload of [{ days: 0 }, { days: 8 }, { meals: [] }, { meals: ["BRUNCH"] }, { unknown: 1 }]) {
      const bad = await app.inject({ method: "POST", url: "/api/meal-plans", headers: user.auth, payload });
      expect(bad.statusCode).toBe(400);
    }
  });

  it("never includes a food that conflicts with restrictions, allergies or dislikes, even after swaps", async () => {
    const user = await createUser(app, { unlimited: true });
    const profile = {
      dietaryRestrictions: ["VEGETARIAN", "LACTOSE_FREE"],
      allergyDetails: { GLUTEN_FREE: "SEVERE" },
      dislikedFoods: ["banana", "brócolis", "tofu"],
    };
    await saveProfile(app, user.auth, profile);
    const response = await app.inject({ method: "POST", url: "/api/meal-plans", headers: user.auth, payload: { avoidFoods: ["maçã"] } });
    expect(response.statusCode).toBe(201);
    let current = response.json<TMealPlan>();
    const engineProfile = { ...profile, dislikedFoods: [...profile.dislikedFoods, "maçã"] } as Parameters<typeof activeRestrictions>[0];
    const restrictions = activeRestrictions(engineProfile);
    expect(restrictions).toEqual(expect.arrayContaining(["VEGETARIAN", "LACTOSE_FREE", "GLUTEN_FREE"]));
    const check = (p: TMealPlan) => {
      for (const item of items(p)) {
        const food = getFood(item.foodId)!;
        expect(food, item.foodId).toBeDefined();
        for (const r of restrictions) expect(conflictsWithRestriction(food, r), `${food.name} vs ${r}`).toBe(false);
        expect(isDisliked(food, engineProfile!.dislikedFoods!), food.name).toBe(false);
      }
    };
    check(current);
    for (const index of [0, 1, 0]) {
      const swap = await app.inject({
        method: "POST",
        url: `/api/meal-plans/${current.id}/swap`,
        headers: user.auth,
        payload: { day: 1, meal: "LUNCH", index },
      });
      expect(swap.statusCode).toBe(200);
      current = swap.json<TMealPlan>();
      check(current);
    }
  });

  it("counts against the trial's 3 plans, and an incomplete profile costs nothing", async () => {
    const user = await createUser(app);
    const incomplete = await app.inject({ method: "POST", url: "/api/meal-plans", headers: user.auth, payload: {} });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toContain("Complete seu perfil nutricional");
    await saveProfile(app, user.auth);
    for (let i = 0; i < 3; i += 1) {
      const ok = await app.inject({ method: "POST", url: "/api/meal-plans", headers: user.auth, payload: { days: 1 } });
      expect(ok.statusCode).toBe(201);
    }
    const refused = await app.inject({ method: "POST", url: "/api/meal-plans", headers: user.auth, payload: { days: 1 } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: "TRIAL_LIMIT_REACHED" });
    expect(refused.json().message).toContain("Trial plan limit reached");
    const list = await app.inject({ method: "GET", url: "/api/meal-plans", headers: user.auth });
    expect(list.json().plans).toHaveLength(3);
  });
});

describe("reading, swapping, logging and deleting a plan", () => {
  it("lists and opens the user's plans only", async () => {
    const list = await app.inject({ method: "GET", url: "/api/meal-plans", headers: ana.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().plans[0]).toMatchObject({ id: plan.id, dayCount: 7 });
    const open = await app.inject({ method: "GET", url: `/api/meal-plans/${plan.id}`, headers: ana.auth });
    expect(open.json<TMealPlan>()).toEqual(plan);
    const theirs = await app.inject({ method: "GET", url: "/api/meal-plans", headers: bruno.auth });
    expect(theirs.json().plans).toEqual([]);
  });

  it("refuses another user's plan on every call", async () => {
    const calls = [
      { method: "GET" as const, url: `/api/meal-plans/${plan.id}` },
      { method: "GET" as const, url: `/api/meal-plans/${plan.id}/grocery-list` },
      { method: "POST" as const, url: `/api/meal-plans/${plan.id}/swap`, payload: { day: 1, meal: "LUNCH", index: 0 } },
      { method: "POST" as const, url: `/api/meal-plans/${plan.id}/log`, payload: { day: 1, meal: "LUNCH" } },
      { method: "DELETE" as const, url: `/api/meal-plans/${plan.id}` },
      { method: "GET" as const, url: "/api/meal-plans/not-an-id" },
    ];
    for (const call of calls) {
      const response = await app.inject({ ...call, headers: bruno.auth });
      expect(response.statusCode, call.url).toBe(404);
      expect(response.json().message).toBe("Plano alimentar não encontrado.");
    }
    expect((await app.inject({ method: "GET", url: `/api/meal-plans/${plan.id}` })).statusCode).toBe(401);
  });

  it("builds the grocery list from every day's items: one line per product, meat and fish in raw weight", async () => {
    const response = await app.inject({ method: "GET", url: `/api/meal-plans/${plan.id}/grocery-list`, headers: ana.auth });
    expect(response.statusCode).toBe(200);
    const list = response.json<TGroceryList>();
    const names = list.groups.flatMap((g) => g.items.map((i) => i.food));
    expect(new Set(names).size).toBe(names.length);
    for (const group of list.groups.filter((g) => /Carnes|Peixes/.test(g.category))) {
      for (const line of group.items) expect(line.quantity).toMatch(/\(cru\)$/);
    }
    expect(list.groups.every((g) => g.category.length > 0 && g.items.every((i) => i.quantity.length > 0))).toBe(true);
  });

  it("swaps one item for another food of similar energy in the same meal", async () => {
    const lunch = plan.days[0]!.meals.find((m) => m.slot === "LUNCH")!;
    const index = lunch.items.findIndex((i) => i.calories > 50);
    const before = lunch.items[index]!;
    const response = await app.inject({
      method: "POST",
      url: `/api/meal-plans/${plan.id}/swap`,
      headers: ana.auth,
      payload: { day: 1, meal: "LUNCH", index },
    });
    expect(response.statusCode).toBe(200);
    const after = response.json<TMealPlan>().days[0]!.meals.find((m) => m.slot === "LUNCH")!;
    expect(after.items).toHaveLength(lunch.items.length);
    expect(after.items[index]!.foodId).not.toBe(before.foodId);
    expect(Math.abs(after.items[index]!.calories - before.calories)).toBeLessThan(before.calories * 0.6);
    expect(response.json<TMealPlan>().days.slice(1)).toEqual(plan.days.slice(1));
    const missing = await app.inject({
      method: "POST",
      url: `/api/meal-plans/${plan.id}/swap`,
      headers: ana.auth,
      payload: { day: 1, meal: "LUNCH", index: 99 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("logs a planned meal to today's log in one call", async () => {
    const breakfast = plan.days[1]!.meals.find((m) => m.slot === "BREAKFAST")!;
    const response = await app.inject({
      method: "POST",
      url: `/api/meal-plans/${plan.id}/log`,
      headers: ana.auth,
      payload: { day: 2, meal: "BREAKFAST" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ source: "MEAL_PLAN", status: "CONFIRMED", meal: "BREAKFAST", consumedOn: localDate() });
    expect(response.json().totalCalories).toBeCloseTo(breakfast.totals.calories, 0);
    const day = await app.inject({ method: "GET", url: "/api/dashboard/calories/day", headers: ana.auth });
    expect(day.json<TDayLog>().meals[0]!.entries[0]!.id).toBe(response.json().id);
    const noMeal = await app.inject({
      method: "POST",
      url: `/api/meal-plans/${plan.id}/log`,
      headers: ana.auth,
      payload: { day: 9, meal: "BREAKFAST" },
    });
    expect(noMeal.statusCode).toBe(404);
  });

  it("deletes a plan", async () => {
    const created = await app.inject({ method: "POST", url: "/api/meal-plans", headers: bruno.auth, payload: { days: 1 } });
    const id = created.json<TMealPlan>().id;
    expect((await app.inject({ method: "DELETE", url: `/api/meal-plans/${id}`, headers: bruno.auth })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: `/api/meal-plans/${id}`, headers: bruno.auth })).statusCode).toBe(404);
  });
});
