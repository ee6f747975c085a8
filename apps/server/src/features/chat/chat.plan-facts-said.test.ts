import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { fold, names, offEnergy, planTalk } from "../../../test/plan-fixtures";
import { requestedDailyCalories } from "./understand/understand";
import { readPlanCuisine } from "./understand/plan-cuisine";

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

const talk = planTalk(() => app);

type TPlan = NonNullable<Awaited<ReturnType<typeof talk>>["plan"]>;
const mealKcal = (plan: TPlan, slot: string) => plan.days.map((d) => d.meals.find((m) => m.slot === slot)?.totals.calories ?? 0);

describe("a meal's kcal said after a plan is that meal's, on every day (decision 158)", () => {
  it.each([
    ["quero o almoço com uns 500 kcal", "LUNCH", 500],
    ["bota o almoço em umas 550 calorias", "LUNCH", 550],
    ["uns 520 kcal no almoço ta bom", "LUNCH", 520],
    ["o café da manhã quero com 300 kcal", "BREAKFAST", 300],
  ])("'%s': never the day's kcal refused or a crisis; changed days near it, every day within 5 %%", async (message, slot, kcal) => {
    const { reply, plan, before } = await talk("faz um plano de 7 dias", message);
    expect(reply).not.toMatch(/Não posso recomendar|CVV|188/);
    expect(reply).toMatch(/Pronto: ajustei o \*\*/);
    expect(offEnergy(plan!)).toEqual([]);
    const [was, now] = [mealKcal(before!, slot), mealKcal(plan!, slot)];
    const changed = now.filter((k, i) => Math.abs(k - was[i]!) > 1);
    expect(changed.length).toBeGreaterThan(0);
    for (const k of changed) expect(Math.abs(k - kcal) / kcal).toBeLessThanOrEqual(0.12);
  });

  it("'a janta tem q ser leve, uns 350 kcal no maximo': a ceiling, no dinner raised", async () => {
    const { reply, plan, before } = await talk("faz um cardápio de 5 dias", "a janta tem q ser leve, uns 350 kcal no maximo");
    expect(reply).not.toMatch(/Não posso recomendar/);
    const [was, now] = [mealKcal(before!, "DINNER"), mealKcal(plan!, "DINNER")];
    now.forEach((k, i) => expect(k).toBeLessThanOrEqual(Math.max(was[i]!, 350 * 1.03) + 0.5));
  });

  it("reads the meal's kcal apart from the day's (text as folded)", () => {
    expect(requestedDailyCalories("quero o almoco com uns 500 kcal")).toBeNull();
    expect(requestedDailyCalories("plano de 1800 kcal com o cafe da manha de 300 kcal")).toBe(1800);
    expect(requestedDailyCalories("quero comer 800 kcal por dia")).toBe(800);
  });

  it("'comi uns 500 kcal no almoço' after a plan is no edit of it", async () => {
    const { reply, plan, before } = await talk("faz um plano de 7 dias", "comi uns 500 kcal no almoço");
    expect(reply).not.toMatch(/ajustei o \*\*almoço/);
    expect(mealKcal(plan!, "LUNCH")).toEqual(mealKcal(before!, "LUNCH"));
  });
});

const MEATS = /carne|frango|patinho|maminha|musculo|acem|contra-file|alcatra|figado|peru|file mignon|costela/;
const DAIRY = /leite(?! de soja| de coco| de amendoa)|queijo|iogurte|requeijao|ricota|manteiga|creme de leite|coalhada/;

describe("a faith's rules said with the plan asked (decision 158)", () => {
  it("'sigo alimentação kosher, faz um plano de 7 dias': a plan, no pork, shellfish or scaleless fish, no meat with dairy in a meal", async () => {
    const { plan, reply } = await talk("sigo alimentação kosher, faz um plano de 7 dias");
    expect(reply).toContain("peixes sem escamas");
    expect(reply).not.toMatch(/frutos do mar, peixe\b/);
    expect(plan?.days).toHaveLength(7);
    for (const n of names(plan!)) expect(n).not.toMatch(/porco|lombo|bacon|presunto|linguica|camarao|lula|marisco|pintado|cacao|bagre|surubim/);
    for (const m of plan!.days.flatMap((d) => d.meals)) {
      const foods = m.items.map((i) => fold(i.food));
      expect(foods.some((f) => MEATS.test(f)) && foods.some((f) => DAIRY.test(f)), foods.join(", ")).toBe(false);
    }
  });

  it("'sou muçulmana, como halal. monta um cardápio da semana': a plan with no pork", async () => {
    const { plan } = await talk("sou muçulmana, como halal. monta um cardápio da semana");
    expect(plan?.days).toHaveLength(7);
    for (const n of names(plan!)) expect(n).not.toMatch(/porco|lombo|bacon|presunto|linguica|pernil/);
  });

  it.each(["sou judeu e não misturo carne com leite", "nao junto carne e queijo, é da minha religião"])("'%s': acknowledged and kept, never a card", async (message) => {
    const { reply } = await talk(message);
    expect(reply).not.toMatch(/Analisei|kcal/);
    expect(reply).toContain("não junto carne com leite");
  });

  it("'não como peixe de couro': the scaleless fish left out", async () => {
    const { plan } = await talk("não como peixe de couro", "faz um plano de 7 dias");
    for (const n of names(plan!)) expect(n).not.toMatch(/pintado|cacao|bagre|surubim/);
  });
});

const NORTHERN = /acai|farinha de mandioca|pintado|corvina|mandioca|pupunha|tucuma|cupuacu|tapioca|castanha-do-para/;

describe("a region's kitchen asked or asked for next (decision 158)", () => {
  it.each(["quero um cardápio de 7 dias com comida do norte: açaí com peixe, tacacá", "sou de santarém, faz um plano com comida daqui", "monta um plano de 7 dias com tucupi e farinha d'agua"])(
    "'%s': a Northern plan, the region's foods every day",
    async (message) => {
      const { plan } = await talk(message);
      expect(plan?.title).toContain("comida do Norte");
      for (const day of plan!.days) expect(day.meals.flatMap((m) => m.items.map((i) => fold(i.food))).some((n) => NORTHERN.test(n)), day.label).toBe(true);
      expect(offEnergy(plan!)).toEqual([]);
    },
  );

  it.each([
    ["muda pra comida do norte, com o que tem em Belém", "comida do Norte"],
    ["pode ser com o que tem no nordeste?", "comida nordestina"],
    ["prefiro comida do sul, sou gaúcho", "comida gaúcha"],
  ])("after a plan, '%s': the plan made again in that kitchen", async (message, title) => {
    const { plan } = await talk("faz um cardápio de 7 dias", message);
    expect(plan?.title).toContain(title);
  });

  it("a city's north zone, a 'para' and a plan with no region name no region", () => {
    expect(readPlanCuisine("moro na zona norte, faz um plano com comida daqui")).toBeNull();
    expect(readPlanCuisine("faz um plano com comida daqui para a semana")).toBeNull();
    expect(readPlanCuisine("faz um plano com o que tem na geladeira")).toBeNull();
  });
});

describe("a food asked into the plan against what the person said (decision 158)", () => {
  it.each([
    ["sou celíaco", "troca o café de segunda por pão francês", /glúten/],
    ["sou vegana", "coloca queijo no jantar de terça", /leite|animal/],
  ])("'%s', then '%s': not put in, with why, the plan as it was", async (fact, edit, why) => {
    const { reply, plan, before } = await talk(fact, "faz um plano de 3 dias", edit);
    expect(reply).toMatch(why);
    expect(reply).toContain("não coloquei");
    expect(plan!.days).toEqual(before!.days);
  });

  it("with nothing said against it, 'troca o café de segunda por pão francês' is done", async () => {
    const { reply } = await talk("faz um plano de 3 dias", "troca o café de segunda por pão francês");
    expect(reply).not.toContain("não coloquei");
  });
});

describe("a condition said is kept for the meal asked next (decision 158)", () => {
  it.each(["q q eu janto hoje?", "oq eu janto hj"])("'tenho pressão alta', then '%s': three dinners, with the care for blood pressure", async (question) => {
    const { reply } = await talk("tenho pressao alta", question);
    expect(reply).toContain("Três ideias de jantar");
    expect(reply).toMatch(/hipertensão/i);
  });
});
