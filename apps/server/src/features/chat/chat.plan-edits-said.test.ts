import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TMealPlan } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { fold, names, offEnergy, planTalk } from "../../../test/plan-fixtures";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const { fixedRandomInt } = await import("../../../test/fixed-seeds");
  return { ...actual, randomInt: fixedRandomInt(31) };
});

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const mealOf = (plan: TMealPlan, label: string, slot: string) => plan.days.find((d) => d.label === label)!.meals.find((m) => m.slot === slot)!;

const talk = planTalk(() => app);

describe("plan edits said as people say them", () => {
  it("'bota mais fibra no almoço': more vegetables at lunch, said so, every day on its energy", async () => {
    const { reply, before, plan } = await talk("monta um cardapio da semana pra mim", "bota mais fibra no almoço");
    expect(reply).toContain("aumentei a porção de verduras e legumes no almoço");
    const VEG = /alface|cenoura|repolho|agriao|legumes|abobrinha|brocolis|couve|tomate|pepino|beterraba|chuchu|abobora|vagem|espinafre|quiabo|berinjela|rucula|acelga/;
    const veg = (p: TMealPlan) => p.days.flatMap((d) => d.meals.filter((m) => m.slot === "LUNCH").flatMap((m) => m.items.filter((i) => VEG.test(fold(i.food))).map((i) => i.grams))).reduce((a, b) => a + b, 0);
    expect(veg(plan!)).toBeGreaterThan(veg(before!));
    expect(offEnergy(plan!)).toEqual([]);
  });

  it("'quero mais proteína no café da manhã': a protein food in breakfast, every day on its energy", async () => {
    const { reply, plan } = await talk("faz um plano alimentar semanal", "quero mais proteina no cafe da manha");
    expect(reply).toContain("o café da manhã agora tem ovo, queijo minas, ricota ou iogurte");
    expect(offEnergy(plan!)).toEqual([]);
  });

  it.each(["to sem dinheiro, da pra baratear?", "o dinheiro ta curto esse mes, faz uma versao mais economica"])("'%s' makes the same plan cheaper", async (said) => {
    const { reply, plan } = await talk("monta um cardapio da semana pra mim", said);
    expect(reply).toContain("tirei os itens mais caros");
    expect(names(plan!).filter((n) => /salmao|camarao|castanha|amendoa|nozes|morango|quinoa|chia/.test(n))).toEqual([]);
    expect(offEnergy(plan!)).toEqual([]);
  });

  it.each([
    ["sem ovo pfv", /\bovo\b/],
    ["sem frango viu, obrigada", /frango/],
  ])("'%s': the food out of every day, the politeness no part of it", async (said, food) => {
    const { reply, plan } = await talk("monta um cardapio da semana pra mim", said);
    expect(reply).not.toMatch(/pfv|viu/);
    expect(names(plan!).filter((n) => food.test(n))).toEqual([]);
    expect(offEnergy(plan!)).toEqual([]);
  });

  it.each([
    ["sexta a noite quero pizza", "Sexta-feira", /^pizza/],
    ["sabado de noite vou comer hamburguer, encaixa ai", "Sábado", /^hamburguer/],
  ])("'%s': the dish in that day's dinner, not an article", async (said, label, dish) => {
    const { reply, plan } = await talk("me passa uma dieta pra semana", said);
    expect(reply).toContain("coloquei no seu plano");
    expect(mealOf(plan!, label, "DINNER").items.some((i) => dish.test(fold(i.food)))).toBe(true);
    expect(offEnergy(plan!)).toEqual([]);
  });
});
