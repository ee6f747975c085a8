import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { fold, meal, offEnergy, planTalk } from "../../../test/plan-fixtures";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const { fixedRandomInt } = await import("../../../test/fixed-seeds");
  return { ...actual, randomInt: fixedRandomInt(186) };
});

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());
const talk = planTalk(() => app);

const slotsOf = (plan: { days: { meals: { slot: string }[] }[] }) => [...new Set(plan.days.map((d) => d.meals.map((m) => m.slot).join(",")))];

describe("a meal asked after a plan is added to that plan, on every day (issue 27, decision 186)", () => {
  it("'na real coloca uma ceia também' after a 4-meal plan: the same plan with a supper each day, each day at its energy", async () => {
    const { plan, reply, plans } = await talk("quero um plano semanal com 4 refeicoes", "na real coloca uma ceia tambem, sinto fome a noite");
    expect(slotsOf(plan!)).toEqual(["BREAKFAST,LUNCH,AFTERNOON_SNACK,DINNER,SUPPER"]);
    expect(plans).toBe(1);
    expect(offEnergy(plan!)).toEqual([]);
    expect(reply).toMatch(/coloquei \*\*ceia\*\* em todos os dias/);
  });

  it.each(["aqui a gente faz o cafe da noite tbm, coloca ai", "quero mais uma refeicao, um lanche antes de dormir"])("'%s' over a plan that has a supper is that supper, never a coffee card", async (said) => {
    const { plan, before, reply } = await talk("me faz um cardapio semanal", said);
    expect(reply).not.toMatch(/Analisei sua refeição|Não consegui aplicar/);
    expect(reply).toMatch(/já tem \*\*ceia\*\*/);
    expect(meal(plan!, "Segunda-feira", "SUPPER")).toEqual(meal(before!, "Segunda-feira", "SUPPER"));
  });
});

describe("a day's kcal said in any turn reaches the plan (issue 27, decision 186)", () => {
  it("'eu quero comer 2000 pra perder peso', then a plan: 2000 kcal on every day", async () => {
    const { plan } = await talk("meu gasto ta dando 2500 e eu quero comer 2000 pra perder peso", "faz um cardapio da semana");
    expect(plan!.targets.calories).toBe(2000);
    expect(offEnergy(plan!)).toEqual([]);
  });

  it("'tá pouco, aumenta pra 2100' after a plan: the plan at 2100", async () => {
    const { plan } = await talk("monta um plano de 7 dias", "ta pouco, aumenta pra 2100");
    expect(plan!.targets.calories).toBe(2100);
  });

  it("'achei muita comida, baixa pra 2000' over a plan of fewer kcal is said to be more food, and no plan is made", async () => {
    const { reply, plans } = await talk("monta um plano de 7 dias", "achei muita comida, baixa pra 2000");
    expect(reply).toMatch(/seria \*\*mais comida\*\*/);
    expect(plans).toBe(1);
  });

  it("'quero perder 4 kg até a formatura, faltam 4 meses', then a plan: the cut that goal needs, said", async () => {
    const { plan, reply } = await talk("quero perder 4 kg ate a formatura, faltam 4 meses", "monta um plano pra mim");
    expect(plan!.targets.calories).toBeGreaterThan(1900);
    expect(plan!.targets.calories).toBeLessThan(2100);
    expect(reply).toMatch(/meta de perder 4 kg em 4 meses/);
  });
});

describe("what is said of the week, the kitchen and the household shapes the plan (issue 27, decision 186)", () => {
  it("'gostei mas quero coisa mineira, dá pra trocar?' gives the plan in Minas' kitchen", async () => {
    const { plan } = await talk("faz um plano alimentar de 7 dias", "gostei mas quero coisa mineira, da pra trocar?");
    expect(fold(plan!.title)).toMatch(/mineira/);
  });

  it("'na quarta eu janto hambúrguer com a galera' puts the burger in Wednesday's dinner", async () => {
    const { plan } = await talk("quero um plano pra semana, na quarta eu janto hamburguer com a galera do trabalho");
    expect(fold(meal(plan!, "Quarta-feira", "DINNER").join(" "))).toMatch(/hamburguer/);
  });

  it("a lunch at a restaurant priced by weight is a plate weighed on its scale", async () => {
    const { reply } = await talk("eu almoco todo dia em restaurante por quilo perto do trampo", "monta um plano pra mim considerando isso");
    expect(reply).toMatch(/prato pesado na balança:\*\* cerca de \*\*\d+ g\*\*/);
  });

  it("'pra mim e meu marido, 300 reais por semana' shares the money between two", async () => {
    const { reply, plan } = await talk("preciso de um cardapio barato pra mim e meu marido, 300 reais por semana");
    expect(reply).toMatch(/R\$ 21 por dia por pessoa/);
    expect(plan!.avoidFoods).toContain("salmão");
  });

  it("money for two said after a plan is the plan asked again within it", async () => {
    const { reply, plan } = await talk("monta um plano da semana", "e da pra ser pra duas pessoas? eu e meu marido, a gente tem uns 250 reais por semana");
    expect(reply).toMatch(/por pessoa/);
    expect(plan!.avoidFoods).toContain("salmão");
  });
});
