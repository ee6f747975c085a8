import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TMealPlan, TMealPlanSwapOptions } from "@nutriguia/domain";
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
  plan = (await app.inject({ method: "POST", url: "/api/meal-plans", headers: ana.auth, payload: { days: 1 } })).json<TMealPlan>();
});
afterAll(async () => app.close());

const lunch = (p: TMealPlan) => p.days[0]!.meals.find((m) => m.slot === "LUNCH")!;
const options = (who = ana, query = "day=1&meal=LUNCH&index=0") =>
  app.inject({ method: "GET", url: `/api/meal-plans/${plan.id}/swap-options?${query}`, headers: who.auth });

describe("'Trocar' offers equivalent choices (issue 14)", () => {
  it("lists a few distinct equivalents of about the same kcal, none already in the meal", async () => {
    // Some roles have a single equivalent (rice, beans); the main dish has several.
    const counts: number[] = [];
    for (let index = 0; index < lunch(plan).items.length; index++) {
      const response = await options(ana, `day=1&meal=LUNCH&index=${index}`);
      expect(response.statusCode).toBe(200);
      counts.push(response.json<TMealPlanSwapOptions>().options.length);
    }
    expect(Math.max(...counts)).toBe(3);
    const index = counts.indexOf(3);
    const { options: choices } = (await options(ana, `day=1&meal=LUNCH&index=${index}`)).json<TMealPlanSwapOptions>();
    expect(new Set(choices.map((c) => c.foodId)).size).toBe(choices.length);
    const current = lunch(plan).items[index]!;
    const inMeal = new Set(lunch(plan).items.map((i) => i.foodId));
    for (const choice of choices) {
      expect(inMeal.has(choice.foodId)).toBe(false);
      expect(choice.measure).toMatch(/\d/);
      expect(Math.abs(choice.calories - current.calories)).toBeLessThan(Math.max(60, current.calories * 0.5));
      expect(choice).not.toHaveProperty("role");
    }
  });

  it("swaps in the chosen one, and refuses a food that was not offered", async () => {
    const { options: choices } = (await options()).json<TMealPlanSwapOptions>();
    const chosen = choices.at(-1)!;
    const swapped = await app.inject({ method: "POST", url: `/api/meal-plans/${plan.id}/swap`, headers: ana.auth, payload: { day: 1, meal: "LUNCH", index: 0, foodId: chosen.foodId } });
    expect(swapped.statusCode).toBe(200);
    expect(lunch(swapped.json<TMealPlan>()).items[0]).toMatchObject({ foodId: chosen.foodId, food: chosen.food, measure: chosen.measure });

    const refused = await app.inject({ method: "POST", url: `/api/meal-plans/${plan.id}/swap`, headers: ana.auth, payload: { day: 1, meal: "LUNCH", index: 0, foodId: "nao-oferecido" } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, message: "Escolha um dos alimentos sugeridos para a troca." });
  });

  it("answers 404 for another user's plan or an unknown item, 400 for a malformed query", async () => {
    expect((await options(bruno)).statusCode).toBe(404);
    expect((await options(ana, "day=1&meal=LUNCH&index=99")).statusCode).toBe(404);
    expect((await options(ana, "day=x&meal=LUNCH&index=0")).statusCode).toBe(400);
  });
});
