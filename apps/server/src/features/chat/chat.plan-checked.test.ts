import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TMealPlan } from "@nutriguia/domain";
import { foodComposition, getFood } from "@nutriguia/nutrition";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { fold, planTalk } from "../../../test/plan-fixtures";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const { fixedRandomInt } = await import("../../../test/fixed-seeds");
  return { ...actual, randomInt: fixedRandomInt(162) };
});

/**
 * Decision 162: a plan made or edited from chat is checked over its seven days before the reply says anything of it,
 * and the generator meets the common asks (low carb, a group such as fish left out, quick meals).
 */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const talk = planTalk(() => app);

const items = (plan: TMealPlan, slot?: string) => plan.days.flatMap((d) => d.meals.filter((m) => !slot || m.slot === slot).flatMap((m) => m.items));
const withComponent = (plan: TMealPlan, c: "fish" | "shellfish") => items(plan).filter((i) => foodComposition(getFood(i.foodId)!).contains.includes(c)).map((i) => i.food);
const carbShare = (t: { calories: number; carbohydrates: number }) => (t.carbohydrates * 4) / t.calories;

describe("a plan is checked before the reply speaks of it", () => {
  it("'monta um cardapio low carb pra mim': every one of the 7 days under 26 % carbohydrate, and the reply says it checked", async () => {
    const { reply, plan } = await talk("monta um cardapio low carb pra mim");
    expect(plan!.days).toHaveLength(7);
    for (const d of plan!.days) expect(carbShare(d.totals), d.label).toBeLessThanOrEqual(0.26);
    expect(reply).toContain("**Conferi os 7 dias:**");
    expect(reply).toMatch(/no máximo 26% das calorias vindas de carboidrato/);
    expect(reply).not.toContain("Não consegui");
  });

  it("'agora deixa ela low carb' after a plan makes it again with little carbohydrate (was an article on low carb)", async () => {
    const { reply, plan } = await talk("faz uma dieta de 7 dias", "agora deixa ela low carb");
    expect(reply).toContain("Refiz o plano com **pouco carboidrato");
    for (const d of plan!.days) expect(carbShare(d.totals)).toBeLessThanOrEqual(0.26);
  });

  it("'da pra diminuir o carbo?' after a plan is the same ask, not 'não tenho na minha base'", async () => {
    const { reply, plan } = await talk("me passa um cardapio", "da pra diminuir o carbo?");
    expect(reply).not.toMatch(/não tenho na minha base/);
    for (const d of plan!.days) expect(carbShare(d.totals)).toBeLessThanOrEqual(0.26);
  });

  it("'quero 1500 kcal' after a plan: each of the 7 days within 5 % of 1500", async () => {
    const { plan } = await talk("monta um plano pra mim", "quero 1500 kcal");
    for (const d of plan!.days) expect(Math.abs(d.totals.calories - 1500)).toBeLessThanOrEqual(75);
  });
});

describe("a group left out is out of every day, by what the food is", () => {
  it("'tira o peixe' after a plan: no fish on any day (abadejo too), and the reply says it checked", async () => {
    const { reply, plan } = await talk("monta um cardapio de 7 dias", "tira o peixe");
    expect(withComponent(plan!, "fish")).toEqual([]);
    expect(reply).toContain("**Conferi os 7 dias:** sem peixe");
  });

  it("'cardapio sem peixe nenhum, nem atum nem sardinha' is a plan without fish, never a card of the fish named", async () => {
    const { reply, plan } = await talk("cardapio sem peixe nenhum, nem atum nem sardinha");
    expect(reply).not.toMatch(/Analisei sua refeição/);
    expect(plan).not.toBeNull();
    expect(withComponent(plan!, "fish")).toEqual([]);
  });

  it("'sem frutos do mar' after a plan: none on any day, and 'já não tinha' only beside a check that holds", async () => {
    const { reply, plan } = await talk("monta um plano", "sem frutos do mar pfv");
    expect(withComponent(plan!, "shellfish")).toEqual([]);
    expect(reply).toContain("sem frutos do mar");
    expect(reply).not.toContain("Não consegui");
  });
});

describe("quick meals", () => {
  const SLOW = /assad|musculo|arroz integral|mandioca|beterraba|frango sem pele cozido/;

  it("'quero uma janta rapida de 15 min' after a plan: no dinner of the week takes long, said with its limits", async () => {
    const { reply, plan } = await talk("monta um plano pra mim", "quero uma janta rapida de 15 min");
    expect(items(plan!, "DINNER").map((i) => fold(i.food)).filter((f) => SLOW.test(f))).toEqual([]);
    expect(reply).toContain("o jantar só com preparos rápidos");
    expect(reply).toMatch(/Não tenho o tempo de preparo de cada receita/);
  });

  it("'faz um cardapio com refeicoes rapidas, nao tenho tempo de cozinhar': no meal of the week takes long", async () => {
    const { reply, plan } = await talk("faz um cardapio com refeicoes rapidas, nao tenho tempo de cozinhar");
    expect(items(plan!).map((i) => fold(i.food)).filter((f) => SLOW.test(f))).toEqual([]);
    expect(reply).toContain("**Preparo rápido:**");
  });
});
