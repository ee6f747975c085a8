import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TMealPlan } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

/** A plan asked for another adult is never drawn from the person's own profile (issue 27, decision 135). */
describe("a plan for someone else", () => {
  it("asks for the husband's data instead of a plan with her calories, then makes his plan with his energy and what he leaves out", async () => {
    const who = await chatUser(app);
    const asked = await sayTo(app, who, "faz um cardapio da semana pro meu marido, ele e celiaco e nao come carne de porco");
    expect(asked.message).not.toContain("/meal-plans/");
    expect(asked.message).toContain("idade, o peso, a altura");
    const made = await sayTo(app, who, "ele tem 45 anos, 95 kg, 1,78 e trabalha em obra");
    expect(made.message).toMatch(/plano de \*\*7 dias para ele\*\*/);
    expect(made.message).toMatch(/cerca de \*\*3\.\d{3} kcal por dia\*\*/);
    expect(made.message).toContain("sem glúten");
    const id = /\/meal-plans\/([0-9a-f-]{36})/.exec(made.message)![1];
    const plan = (await app.inject({ method: "GET", url: `/api/meal-plans/${id}`, headers: who.auth })).json<TMealPlan>();
    const foods = plan.days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => fold(i.food))));
    expect(foods.filter((f) => /lombo|porco|bacon|presunto|linguica|pao (frances|integral|de forma|de aveia)|macarrao|biscoito|aveia|granola/.test(f))).toEqual([]);
    for (const day of plan.days) expect(Math.abs(day.totals.calories - plan.targets.calories) / plan.targets.calories).toBeLessThanOrEqual(0.05);
  });
});
