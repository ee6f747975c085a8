import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TMealPlan } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { fold, names, offEnergy, planId, planReaders, planTalk } from "../../../test/plan-fixtures";
import { chatUser, sayTo, setProfile } from "../../../test/chat-fixtures";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const { fixedRandomInt } = await import("../../../test/fixed-seeds");
  return { ...actual, randomInt: fixedRandomInt(203) };
});

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());
const talk = planTalk(() => app);
const { readPlan } = planReaders(() => app);

const DAIRY = /^(leite(?! de soja| de coco| de amendoa| de aveia)|cafe com leite|iogurte|queijo|requeijao|ricota|coalhada)/;
const mealOf = (plan: TMealPlan, slot: string) => plan.days.map((d) => (d.meals.find((m) => m.slot === slot)?.items ?? []).map((i) => fold(i.food)).sort().join(", "));

describe("a low-carb plan holds in grams too (issue 27, decision 203)", () => {
  it("a big man's low-carb week stays near 130 g of carbohydrate a day, on its energy", async () => {
    const who = await chatUser(app);
    await setProfile(app, who.auth, { age: 30, weight: 100, height: 185, gender: "MALE", activityLevel: "VERY_ACTIVE", goal: "WEIGHT_MAINTENANCE" });
    const plan = await readPlan(who, planId((await sayTo(app, who, "me faz um cardapio lowcarb pra semana toda")).message)!);
    expect(plan.targets.calories).toBeGreaterThan(3000);
    expect(plan.days.filter((d) => d.totals.carbohydrates > 150).map((d) => d.label)).toEqual([]);
    expect(offEnergy(plan)).toEqual([]);
  });

  it("a kcal said last after the region's foods is the plan's: 'cardapio com comida nordestina, tipo cuscuz, tapioca e macaxeira, 1700 kcal'", async () => {
    const { plan } = await talk("faz um cardapio com comida nordestina, tipo cuscuz, tapioca e macaxeira, 1700 kcal");
    expect(plan!.targets.calories).toBe(1700);
    expect(offEnergy(plan!)).toEqual([]);
  });

  it("'quero diminuir o carboidrato' then a plan asked: the plan is low carb, every day", async () => {
    const { plan, reply } = await talk("quero diminuir o carboidrato", "me monta um plano de 5 dias");
    expect(reply).toMatch(/low carb/);
    expect(plan!.days.filter((d) => (d.totals.carbohydrates * 4) / d.totals.calories > 0.26).map((d) => d.label)).toEqual([]);
  });
});

describe("a meal said with what it must be changes that meal of the same plan (issue 27, decision 203)", () => {
  it("'diversifica o almoço, tá tudo igual': the lunches change in the same plan and differ across the days", async () => {
    const { plan, before, plans } = await talk("me monta um plano de 7 dias", "diversifica o almoço, ta tudo igual");
    expect(plans).toBe(1);
    const was = mealOf(before!, "LUNCH");
    expect(mealOf(plan!, "LUNCH").filter((m, k) => m !== was[k]).length).toBeGreaterThanOrEqual(5);
    expect(new Set(mealOf(plan!, "LUNCH")).size).toBeGreaterThanOrEqual(5);
  });

  it("'o café da manhã preciso comer dentro do metrô': no dairy at breakfast, the same plan", async () => {
    const { plan, plans, reply } = await talk("me monta um plano de 7 dias", "o café da manhã preciso comer dentro do metrô");
    expect(plans).toBe(1);
    expect(reply).toMatch(/geladeira/);
    expect(names(plan!, ["BREAKFAST"]).filter((n) => DAIRY.test(n))).toEqual([]);
  });

  it("'o lanche da tarde tem que ser sem geladeira': that snack made to travel, never a new plan", async () => {
    const { plan, plans } = await talk("me monta um plano de 7 dias", "o lanche da tarde tem que ser sem geladeira, passo o dia fora");
    expect(plans).toBe(1);
    expect(names(plan!, ["AFTERNOON_SNACK"]).filter((n) => DAIRY.test(n))).toEqual([]);
  });
});

describe("a food cut from the plan in other words (issue 27, decision 203)", () => {
  it("'elimina o pão do cardápio': no bread on any day of the same plan", async () => {
    const { plan, plans } = await talk("me monta um plano de 7 dias", "elimina o pão do cardápio");
    expect(plans).toBe(1);
    expect(names(plan!).filter((n) => /^pao/.test(n))).toEqual([]);
    expect(offEnergy(plan!)).toEqual([]);
  });

  it("'zero leite e seus derivados': no dairy in the plan, nothing logged", async () => {
    const { plan, reply } = await talk("me monta um plano de 7 dias", "zero leite e seus derivados viu");
    expect(reply).not.toMatch(/Analisei sua refeição/);
    expect(names(plan!).filter((n) => DAIRY.test(n))).toEqual([]);
  });
});
