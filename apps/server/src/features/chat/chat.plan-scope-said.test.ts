import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getFood } from "@nutriguia/nutrition";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { fold, meal, names, offEnergy, planTalk } from "../../../test/plan-fixtures";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const { fixedRandomInt } = await import("../../../test/fixed-seeds");
  return { ...actual, randomInt: fixedRandomInt(29) };
});

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const talk = planTalk(() => app);

describe("the meals and days a plan is asked with (decision 153)", () => {
  it.each([
    ["cardapio de 3 dias so de almoço e janta pfv", 3, ["LUNCH", "DINNER"]],
    ["faz um plano de 4 dias, só café da manhã e lanche da tarde", 4, ["BREAKFAST", "AFTERNOON_SNACK"]],
    ["quero cardapio de 2 dias, apenas almoço, lanche e jantar", 2, ["LUNCH", "AFTERNOON_SNACK", "DINNER"]],
  ])("'%s': those meals only, each day", async (message, days, slots) => {
    const { plan, reply } = await talk(message);
    expect(plan?.days).toHaveLength(days);
    for (const day of plan!.days) expect(day.meals.map((m) => m.slot)).toEqual(slots);
    expect(reply).toMatch(/só com \*\*/);
    expect(reply).toContain("ficam por sua conta");
  });

  it.each(["preciso de um cardapio so de segunda a sexta, fim de semana eu como na casa da minha mae", "monta um cardápio de seg a sex pra mim", "faz um plano pros dias uteis"])(
    "'%s': five days, Monday to Friday, for the person herself",
    async (message) => {
      const { plan, reply } = await talk(message);
      expect(plan?.days.map((d) => d.label)).toEqual(["Segunda-feira", "Terça-feira", "Quarta-feira", "Quinta-feira", "Sexta-feira"]);
      expect(reply).toContain("de segunda a sexta");
      expect(offEnergy(plan!)).toEqual([]);
    },
  );

  it("'de segunda a domingo' is the whole week", async () => {
    const { plan } = await talk("me fala o que comer de segunda a domingo");
    expect(plan?.days).toHaveLength(7);
  });
});

const FRUIT = (foodId: string) => getFood(foodId)?.category === "frutas";

describe("plan edits said in everyday words (decision 153)", () => {
  it.each(["troca todos os lanches por fruta", "os lanches so de fruta pfv"])("'%s': every snack of the same plan is fruit only, each day within 5 percent", async (edit) => {
    const { plan, reply, plans } = await talk("monta um cardapio de 7 dias pra mim", edit);
    expect(plans).toBe(1);
    const snacks = plan!.days.flatMap((d) => d.meals.filter((m) => m.slot === "MORNING_SNACK" || m.slot === "AFTERNOON_SNACK").flatMap((m) => m.items));
    expect(snacks.length).toBeGreaterThan(0);
    expect(snacks.filter((i) => !FRUIT(i.foodId)).map((i) => i.food)).toEqual([]);
    expect(offEnergy(plan!)).toEqual([]);
    expect(reply).toContain("só de fruta");
  });

  it.each([
    ["quinta e sexta eu almoço fora, tira o almoço desses dias", ["Quinta-feira", "Sexta-feira"]],
    ["no domingo tira o almoço que eu vou num churrasco", ["Domingo"]],
  ])("'%s': no lunch on those days, the other days as they were", async (edit, labels) => {
    const { before, plan } = await talk("monta um cardapio de 7 dias pra mim", edit);
    for (const day of plan!.days) expect(day.meals.some((m) => m.slot === "LUNCH")).toBe(!labels.includes(day.label));
    for (const day of before!.days.filter((d) => !labels.includes(d.label))) expect(plan!.days.find((d) => d.day === day.day)).toEqual(day);
  });

  it("'troca o feijao de todos os dias por lentilha': no beans left, lentils in their place, the same plan", async () => {
    const { before, plan, plans } = await talk("monta um cardapio de 7 dias pra mim", "troca o feijao de todos os dias por lentilha");
    expect(plans).toBe(1);
    expect(names(before!).some((n) => n.includes("feijao"))).toBe(true);
    expect(names(plan!).filter((n) => n.includes("feijao"))).toEqual([]);
    expect(names(plan!).some((n) => n.includes("lentilha"))).toBe(true);
  });

  it("'aumenta a proteina do cafe da manha': the breakfast's protein rises on some days, the day's energy kept", async () => {
    const { before, plan, reply } = await talk("monta um plano com so 3 refeiçoes, cafe almoço e janta", "aumenta a proteina do cafe da manha");
    const protein = (p: NonNullable<typeof plan>) => p.days.reduce((sum, d) => sum + (d.meals.find((m) => m.slot === "BREAKFAST")?.totals.protein ?? 0), 0);
    expect(protein(plan!)).toBeGreaterThan(protein(before!));
    expect(offEnergy(plan!)).toEqual([]);
    expect(fold(reply)).toContain("proteina");
  });

  it("'na sexta a noite quero comer pizza, ajusta o dia': pizza on Friday's dinner, Friday within 5 %", async () => {
    const { plan } = await talk("monta um cardapio de 7 dias pra mim", "na sexta a noite quero comer pizza, ajusta o dia");
    expect(meal(plan!, "Sexta-feira", "DINNER").join(" ")).toMatch(/Pizza/);
    expect(offEnergy(plan!)).toEqual([]);
  });

  it("'o almoço da terça troca por feijoada': feijoada on Tuesday's lunch", async () => {
    const { plan } = await talk("monta um cardapio de 7 dias pra mim", "o almoço da terça troca por feijoada");
    expect(meal(plan!, "Terça-feira", "LUNCH").join(" ")).toMatch(/Feijoada/);
  });

  it("'coloca chimarrao no cafe da manha de todo dia': a drink with next to no energy goes with the meal, the plan as it was", async () => {
    const { before, plan, reply } = await talk("monta um cardapio de 7 dias pra mim", "coloca chimarrao no cafe da manha de todo dia");
    expect(plan).toEqual(before);
    expect(reply).toContain("Pode tomar chimarrão");
    expect(reply).not.toContain("restrições");
  });
});
