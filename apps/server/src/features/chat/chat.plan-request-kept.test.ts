import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getFood } from "@nutriguia/nutrition";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { fold, meal, names, offEnergy, planTalk } from "../../../test/plan-fixtures";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const { fixedRandomInt } = await import("../../../test/fixed-seeds");
  return { ...actual, randomInt: fixedRandomInt(177) };
});

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());
const talk = planTalk(() => app);

const slotsOf = (plan: { days: { meals: { slot: string }[] }[] }) => [...new Set(plan.days.map((d) => d.meals.map((m) => m.slot).join(",")))];

describe("the meals of the day asked are the plan's, on all 7 days (issue 27, decision 177)", () => {
  it("'3 refeições grandes e 1 lanche' is four meals a day, not three", async () => {
    const { plan, reply } = await talk("monta um plano pra mim com 3 refeições grandes e 1 lanche");
    expect(slotsOf(plan!)).toEqual(["BREAKFAST,LUNCH,AFTERNOON_SNACK,DINNER"]);
    expect(reply).toContain("4 refeições por dia");
  });

  it.each([
    ["quero um cardápio da semana só com almoço e janta, não consigo comer de manhã", "LUNCH,DINNER"],
    ["nao tomo cafe da manha, faço jejum ate meio dia. monta um plano pra semana", "LUNCH,AFTERNOON_SNACK,DINNER"],
  ])("'%s': no breakfast, and the day's whole energy in the meals left", async (ask, slots) => {
    const { plan } = await talk(ask);
    expect(slotsOf(plan!)).toEqual([slots]);
    expect(plan!.avoidFoods.join(" ")).not.toMatch(/cafe da manha/);
    expect(plan!.targets.calories).toBeGreaterThan(1400);
    expect(offEnergy(plan!)).toEqual([]);
  });

  it("'ficou bom, mas eu só almoço e janto' after a plan: the plan made again with lunch and dinner only, at the day's energy", async () => {
    const { plan, reply } = await talk("monta um plano", "ficou bom, mas eu só almoço e janto");
    expect(slotsOf(plan!)).toEqual(["LUNCH,DINNER"]);
    expect(plan!.targets.calories).toBeGreaterThan(1400);
    expect(reply).not.toMatch(/Não tenho uma resposta verificada/);
  });
});

describe("praise and then a change after a plan is the change (issue 27, decision 177)", () => {
  it("'ficou bom, só tira o atum' is no tuna card: the plan keeps no tuna", async () => {
    const { plan, reply } = await talk("monta um plano semanal pra mim", "ficou bom, só tira o atum");
    expect(reply).not.toMatch(/Atum em conserva\*\* é uma boa escolha|Analisei sua refeição/);
    expect(names(plan!).join(" ")).not.toMatch(/atum/);
    expect(plan!.avoidFoods).toContain("atum");
  });

  it("'show, mas sem ovo no café' takes egg out of every breakfast and leaves the other meals", async () => {
    const { plan, before, reply } = await talk("quero um plano de 7 dias", "show, mas sem ovo no café");
    expect(reply).not.toMatch(/Analisei sua refeição/);
    expect(names(plan!, ["BREAKFAST"]).join(" ")).not.toMatch(/\bovo/);
    expect(names(plan!, ["LUNCH", "DINNER"])).toEqual(names(before!, ["LUNCH", "DINNER"]));
  });

  it("'beleza, mas tira a tapioca e o cuscuz' takes both out and says them once", async () => {
    const { plan, reply } = await talk("plano semanal", "beleza, mas tira a tapioca e o cuscuz");
    expect(names(plan!).join(" ")).not.toMatch(/tapioca|cuscuz/);
    expect(reply).not.toMatch(/cuscuz, tapioca|tapioca e cuscuz, tapioca/);
  });

  it("'curti, mas sem leite, tenho intolerancia' is a plan without dairy, never 'não consegui identificar alimentos'", async () => {
    const { plan, reply } = await talk("me monta um plano semanal", "curti, mas sem leite, tenho intolerancia");
    expect(reply).not.toMatch(/Não consegui identificar/);
    expect(names(plan!).join(" ")).not.toMatch(/\bleite (?:integral|desnatado|semidesnatado)|iogurte|queijo|requeijao/);
  });
});

describe("a change asked as a question or with its reason after praise (issue 27, decision 177)", () => {
  it("'show, só tira o frango que enjoei' takes chicken out of every day", async () => {
    const { plan, reply } = await talk("cardápio da semana", "show, só tira o frango que enjoei");
    expect(reply).not.toMatch(/Não consegui/);
    expect(names(plan!).join(" ")).not.toMatch(/frango/);
  });

  it("'gostei. dá pra tirar o whey e o pão integral?' is an edit, never the whey card", async () => {
    const { plan, reply } = await talk("plano alimentar semanal", "gostei. dá pra tirar o whey e o pão integral?");
    expect(reply).not.toMatch(/1 scoop \(30 g\)/);
    expect(names(plan!).join(" ")).not.toMatch(/pao integral|whey/);
  });
});

describe("a free meal asked is placed in the plan and its day balanced (issue 27, decision 177)", () => {
  it("'no sábado quero liberar o almoço pra feijoada' with the request: Saturday's lunch is feijoada and the day keeps its energy", async () => {
    const { plan, reply } = await talk("no sábado quero liberar o almoço pra feijoada, monta um plano semanal considerando isso");
    expect(meal(plan!, "Sábado", "LUNCH").join(" ")).toMatch(/Feijoada/);
    expect(offEnergy(plan!)).toEqual([]);
    expect(reply).toContain("Almoço livre de sábado");
    expect(reply).toMatch(/sem compensar pulando refeições/);
  });

  it("'sexta à noite eu saio pra comer pizza com os amigos, dá pra encaixar?' after a plan: Friday's dinner is pizza, not the pizza article", async () => {
    const { plan, reply } = await talk("monta um cardápio semanal", "sexta à noite eu saio pra comer pizza com os amigos, dá pra encaixar?");
    expect(meal(plan!, "Sexta-feira", "DINNER").join(" ")).toMatch(/Pizza/);
    expect(offEnergy(plan!)).toEqual([]);
    expect(reply).not.toMatch(/Pizza e hambúrguer engordam/);
  });

  it("'domingo é dia do lixo' is answered with one free meal instead of a whole day, and why", async () => {
    const { reply } = await talk("faz um plano da semana mas domingo é dia do lixo");
    expect(reply).toContain("uma refeição livre");
    expect(reply).toMatch(/déficit da semana/);
  });
});

describe("a need of the body said with or after a plan request shapes its foods, checked over 7 days (issue 27, decision 177)", () => {
  it.each(["tenho refluxo e faço só 3 refeições, monta um plano", "plano de 5 refeições, tenho azia"])("'%s' is a plan without acid fruit, coffee or chocolate, not the heartburn article", async (ask) => {
    const { plan, reply } = await talk(ask);
    expect(plan).not.toBeNull();
    expect(names(plan!).join(" ")).not.toMatch(/laranja|abacaxi|mexerica|maracuja|chocolate|hortela|\bcafe\b(?! da manha)/);
    expect(reply).toContain("Refluxo e azia");
  });

  it("'quero plano da semana, tenho prisão de ventre' is a plan with its fibre said per day, not only the article", async () => {
    const { plan, reply } = await talk("quero plano da semana, tenho prisão de ventre");
    const fiber = plan!.days.map((d) => d.meals.flatMap((m) => m.items).reduce((s, i) => s + ((getFood(i.foodId)?.nutrients.fiber ?? 0) * i.grams) / 100, 0));
    expect(Math.min(...fiber)).toBeGreaterThan(15);
    expect(reply).toContain("Intestino preso");
    expect(reply).toMatch(/g de fibra por dia/);
  });

  it("'sinto muito gases, tem como ajustar?' after a plan: the plan made again without cabbage, cauliflower or broccoli", async () => {
    const { plan, reply, plans } = await talk("monta um plano", "sinto muito gases, tem como ajustar?");
    expect(plans).toBe(2);
    expect(names(plan!).join(" ")).not.toMatch(/repolho|couve-flor|brocolis/);
    expect(fold(reply)).toMatch(/de molho/);
  });
});

describe("a cheaper plan swaps foods that do the same job (issue 27, decision 177)", () => {
  it("'dá pra trocar as coisas caras por coisa mais em conta?' after a plan makes that plan cheaper, never the price article", async () => {
    const { plan, reply } = await talk("plano semanal", "dá pra trocar as coisas caras por coisa mais em conta?");
    expect(reply).not.toMatch(/Preço eu não acompanho/);
    expect(names(plan!).join(" ")).not.toMatch(/salmao|castanha|amendoa|nozes|quinoa|abacate/);
  });

  it("'tá caro, faz uma versão mais barata': nuts and avocado become peanut or banana, never butter", async () => {
    const { plan, before } = await talk("monta um plano semanal", "tá caro pra mim, faz uma versão mais barata");
    let swapped = 0;
    for (const [k, day] of before!.days.entries()) {
      for (const [j, m] of day.meals.entries()) {
        const was = m.items.map((i) => fold(i.food)).join(" | ");
        const now = plan!.days[k]!.meals[j]!.items.map((i) => fold(i.food)).join(" | ");
        if (!/abacate|castanha|nozes|amendoa/.test(was)) continue;
        swapped++;
        expect(now).toMatch(/amendoim|banana/);
        if (!/manteiga/.test(was)) expect(now).not.toMatch(/manteiga/);
      }
    }
    expect(swapped).toBeGreaterThan(0);
  });
});
