import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { fold, names, offEnergy, planTalk } from "../../../test/plan-fixtures";

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

describe("a plan asked in the person's own words (decision 147)", () => {
  it.each(["preciso de uma ajuda pra organizar minhas refeicoes da semana", "me diz o q comer de segunda a domingo", "cardapio da semana pfv", "monta minha semana de comida", "organiza ai minha alimentacao pra semana"])(
    "'%s' gets a plan of seven days",
    async (text) => {
      const { plan } = await talk(text);
      expect(plan?.days).toHaveLength(7);
    },
  );

  it.each(["faz sentido comer a mesma comida todos os dias?", "o que eu comi na semana passada foi muito doce?", "quero levar marmita todos os dias, o que vc acha?"])("'%s' is no plan asked", async (text) => {
    const { plan } = await talk(text);
    expect(plan).toBeNull();
  });
});

describe("what the conversation said goes into the plan asked later (decision 147)", () => {
  it("daily calories a nutritionist gave, said two messages before, and no pork: every day within 5 % of them, said back", async () => {
    const { reply, plan } = await talk("minha nutri falou q eu devo comer umas 1600 kcal por dia", "ah e eu nao como carne de porco", "faz uma dieta da semana pra mim");
    expect(offEnergy(plan!, 1600)).toEqual([]);
    expect(names(plan!).filter((n) => /porco|lombo|pernil|bisteca|bacon|linguica|presunto/.test(n))).toEqual([]);
    expect(reply).toContain("1.600 kcal por dia, pelo que você me disse");
  });

  it("intake told as a fact is no target: the plan keeps the profile's estimate", async () => {
    const { plan, reply } = await talk("antes da dieta eu comia umas 2800 kcal por dia", "monta um cardapio da semana");
    expect(plan!.targets.calories).toBeLessThan(2000);
    expect(reply).not.toContain("pelo que você me disse");
  });

  it("meals a day said before the request: the plan has three meals every day", async () => {
    const { plan } = await talk("eu so consigo fazer 3 refeicoes por dia, trabalho o dia todo", "monta minha semana de comida");
    expect(plan!.days.every((d) => d.meals.length === 3)).toBe(true);
  });

  it("'sou vegana e não como soja', then 'tô sem grana': no animal food and no soy, and money is no food left out", async () => {
    const { reply, plan } = await talk("sou vegana e nao como soja", "to sem grana", "monta um cardapio de 1700 kcal");
    expect(names(plan!).filter((n) => /soja|tofu|frango|carne|peixe|ovo|queijo|iogurte|leite(?! de (coco|amendoa|aveia|arroz))/.test(n))).toEqual([]);
    expect(offEnergy(plan!, 1700)).toEqual([]);
    expect(reply).toContain("sem soja;");
    expect(reply).not.toMatch(/grana[;,.]/);
  });

  it("'odeio peixe e ovo me dá enjoo': both left out, the feeling is not a food", async () => {
    const { replies, plan } = await talk("odeio peixe e ovo me da enjoo", "cardapio da semana pfv");
    expect(replies[0]).toContain("**peixe e ovo**");
    expect(names(plan!).filter((n) => /peixe|tilapia|sardinha|merluza|atum|salmao|abadejo|pescada|\bovo|omelete/.test(n))).toEqual([]);
  });

  it("'comida daqui' after saying where one lives: the region's plan", async () => {
    const { plan } = await talk("moro em fortaleza faz 10 anos", "faz um cardapio com comida daqui pra semana");
    expect(plan!.title).toMatch(/nordestin/i);
  });

  it("'minha meta é 1300', then a plan with four meals named alone: 1,300 kcal and four meals every day", async () => {
    const { plan } = await talk("minha meta e 1300", "cardapio com 4 refeicoes por favor");
    expect(offEnergy(plan!, 1300)).toEqual([]);
    expect(plan!.days.every((d) => d.meals.length === 4)).toBe(true);
  });

  it("pregnancy said before: the plan is never said to be made to lose weight", async () => {
    const { reply } = await talk("to gravida de 5 meses", "me faz um cardapio pra semana");
    expect(reply).toContain("sem déficit calórico, como pede a gestação");
    expect(reply).not.toContain("perder peso");
  });

  it("a severe peanut allergy: no peanut and no granola, which may contain it, on any day", async () => {
    const { plan } = await talk("tenho alergia forte a amendoim", "faz um cardapio semanal pra mim");
    expect(names(plan!).filter((n) => /amendoim|pacoca|granola|barra de cereal/.test(n))).toEqual([]);
  });
});

describe("edits of the plan just made, read from the whole message (decision 147)", () => {
  it("'sábado e domingo acordo tarde, tira o café da manhã nesses dias': only those days lose it, each day on its energy", async () => {
    const { reply, plan } = await talk("monta um cardapio da semana", "sabado e domingo acordo tarde, tira o cafe da manha nesses dias");
    const breakfastOn = (label: string) => plan!.days.find((d) => d.label === label)!.meals.some((m) => m.slot === "BREAKFAST");
    expect(breakfastOn("Sábado") || breakfastOn("Domingo")).toBe(false);
    expect(plan!.days.filter((d) => !["Sábado", "Domingo"].includes(d.label)).every((d) => d.meals.some((m) => m.slot === "BREAKFAST"))).toBe(true);
    expect(reply).toContain("no sábado e no domingo");
    expect(offEnergy(plan!)).toEqual([]);
  });

  it("'tira o lanche da tarde e a ceia': both meals out of every day, the day on its energy", async () => {
    const { reply, plan } = await talk("monta um cardapio da semana", "tira o lanche da tarde e a ceia");
    expect(plan!.days.every((d) => d.meals.every((m) => m.slot !== "AFTERNOON_SNACK" && m.slot !== "SUPPER"))).toBe(true);
    expect(reply).toContain("tirei o lanche da tarde e a ceia");
    expect(offEnergy(plan!)).toEqual([]);
  });

  it("'em vez de iogurte bota fruta no lanche': the food taken out said first is still a swap, never a yoghurt logged", async () => {
    const { reply, plan } = await talk("monta um cardapio da semana", "em vez de iogurte bota fruta no lanche");
    const snacks = plan!.days.flatMap((d) => d.meals.filter((m) => m.slot === "AFTERNOON_SNACK").flatMap((m) => m.items.map((i) => fold(i.food))));
    expect(snacks.filter((n) => n.includes("iogurte"))).toEqual([]);
    expect(reply).not.toContain("Informações Nutricionais");
  });

  it("'troca o arroz por arroz integral em tudo': brown rice wherever rice was, never another food", async () => {
    const { reply, plan } = await talk("monta um cardapio da semana", "troca o arroz por arroz integral em tudo");
    expect(names(plan!).filter((n) => n.startsWith("arroz") && !n.includes("integral"))).toEqual([]);
    expect(reply).toContain("troquei arroz por arroz integral");
  });

  it("a stroganoff asked after 'não como carne vermelha': the chicken one, on Thursday's dinner", async () => {
    const { plan } = await talk("nao como carne vermelha", "faz um plano da semana", "e coloca estrogonofe no jantar de quinta");
    const dinner = plan!.days.find((d) => d.label === "Quinta-feira")!.meals.find((m) => m.slot === "DINNER")!;
    expect(dinner.items.map((i) => fold(i.food))).toContain("estrogonofe de frango");
    expect(names(plan!).filter((n) => /estrogonofe de carne|patinho|acem|musculo|maminha|alcatra|lombo/.test(n))).toEqual([]);
  });

  it("'tira a carne de porco e o peixe': both groups out of every day, named as said", async () => {
    const { reply, plan } = await talk("monta um cardapio da semana", "tira a carne de porco e o peixe");
    expect(names(plan!).filter((n) => /porco|lombo|pernil|bisteca|peixe|tilapia|sardinha|merluza|atum|salmao|abadejo|pescada|corvina|pintado/.test(n))).toEqual([]);
    expect(reply).toContain("carne de porco e peixe");
    expect(offEnergy(plan!)).toEqual([]);
  });

  it("'quero comer macarrão na quarta à noite': pasta in Wednesday's dinner, the day on its energy", async () => {
    const { plan } = await talk("monta um cardapio da semana", "quero comer macarrao na quarta a noite");
    const dinner = plan!.days.find((d) => d.label === "Quarta-feira")!.meals.find((m) => m.slot === "DINNER")!;
    expect(dinner.items.some((i) => fold(i.food).startsWith("macarrao"))).toBe(true);
    expect(offEnergy(plan!)).toEqual([]);
  });

  it("'troca o lanche da tarde por algo que dê pra levar pro trabalho': nothing that needs the fridge, every day", async () => {
    const { reply, plan } = await talk("monta um cardapio da semana", "troca o lanche da tarde por algo q de pra levar pro trabalho");
    const snacks = plan!.days.flatMap((d) => d.meals.filter((m) => m.slot === "AFTERNOON_SNACK").flatMap((m) => m.items.map((i) => fold(i.food))));
    expect(snacks.filter((n) => /leite|iogurte|queijo|requeijao|ricota|coalhada/.test(n))).toEqual([]);
    expect(reply).toContain("vai bem na bolsa");
    expect(offEnergy(plan!)).toEqual([]);
  });
});
