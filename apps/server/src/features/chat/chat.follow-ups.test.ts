import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TMealPlan, TMealPlanSummary } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import type { TTestUser } from "../../../test/accounts";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

/** Issue 27: follow-ups that edit a plan, compare with the food before, or ask about the card are read as such. */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const say = (who: TTestUser, message: string) => sayTo(app, who, message);
const newUser = () => chatUser(app);

async function latestPlan(who: TTestUser): Promise<TMealPlan> {
  const plans = (await app.inject({ method: "GET", url: "/api/meal-plans", headers: who.auth })).json<{ plans: TMealPlanSummary[] }>().plans;
  const latest = [...plans].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
  return (await app.inject({ method: "GET", url: `/api/meal-plans/${latest.id}`, headers: who.auth })).json<TMealPlan>();
}

const RED_MEAT = /patinho|alcatra|bife|contra|picanha|maminha|acém|costela|carne moída|fraldinha|cupim|músculo|carne bovina/i;

describe("plan requests and edits in conversation", () => {
  it("leaves out what the request says ('sem carne vermelha'), and 'troca o jantar de quarta por algo com ovo' puts egg in that dinner only", async () => {
    const who = await newUser();
    const created = await say(who, "monta um cardapio de 5 dias pra mim, sem carne vermelha, e com marmita pra levar pro trampo");
    expect(created.message).toContain("sem carne vermelha");
    const before = await latestPlan(who);
    for (const day of before.days) expect(day.meals.flatMap((m) => m.items.map((i) => i.food)).join(" | ")).not.toMatch(RED_MEAT);

    const edited = await say(who, "troca o jantar de quarta por algo com ovo");
    expect(edited.intent).toBe("PLAN_REQUEST");
    expect(edited.message).toContain("agora tem ovo");
    const after = await latestPlan(who);
    expect(after.id).toBe(before.id);
    const wednesday = after.days.find((d) => d.label === "Quarta-feira")!;
    const dinner = wednesday.meals.find((m) => m.slot === "DINNER")!;
    expect(dinner.items.map((i) => i.food).join(" | ")).toMatch(/Ovo/);
    const changedDays = after.days.filter((d, k) => JSON.stringify(d) !== JSON.stringify(before.days[k]));
    expect(changedDays.map((d) => d.label)).toEqual(["Quarta-feira"]);
    for (const day of after.days) expect(day.meals.flatMap((m) => m.items.map((i) => i.food)).join(" | ")).not.toMatch(RED_MEAT);
  });

  it("swaps one food of the plan for another ('bota cuscuz no lugar do pão' at breakfast), and keeps a vegetarian said in chat vegetarian in a swap", async () => {
    const who = await newUser();
    await say(who, "me faz um cardapio barato com comida nordestina");
    const before = await latestPlan(who);
    const reply = await say(who, "no cafe da manha de todos os dias bota cuscuz no lugar do pão");
    expect(reply.intent).toBe("PLAN_REQUEST");
    const after = await latestPlan(who);
    for (const day of after.days) {
      const breakfast = day.meals.find((m) => m.slot === "BREAKFAST")!.items.map((i) => i.food).join(" | ");
      expect(breakfast).not.toMatch(/^Pão|\| Pão/);
    }
    const hadBread = before.days.filter((d) => d.meals.find((m) => m.slot === "BREAKFAST")!.items.some((i) => /^Pão/.test(i.food)));
    if (hadBread.length > 0) expect(reply.message).toContain("agora tem cuscuz");

    const veg = await newUser();
    await say(veg, "sou vegetariana, quero plano de 3 dias com uns 100g de proteina por dia");
    await say(veg, "troca o tofu por algo mais facil de achar no mercadinho do bairro");
    const plan = await latestPlan(veg);
    for (const day of plan.days) expect(day.meals.flatMap((m) => m.items.map((i) => i.food)).join(" | ")).not.toMatch(/frango|carne|peixe|corvina|tilápia|atum|sardinha|patinho|bife|Tofu/i);
  });

  it("moves a meal to another hour without redrawing it, with an order of the day for a night shift", async () => {
    const who = await newUser();
    await say(who, "preciso de um plano de 4 refeicoes, trabalho de noite das 22h as 6h");
    const before = await latestPlan(who);
    const reply = await say(who, "durmo de manha entao muda o almoço pras 14h que é qnd eu acordo");
    expect(reply.message).toContain("o almoço passa a ser às **14h**");
    expect(reply.message).toContain("no meio do turno");
    expect((await latestPlan(who)).days).toEqual(before.days);
  });

  it("makes the plan again without lactose when milk is said to make one unwell ('mas tira o leite de tudo, me faz mal')", async () => {
    const who = await newUser();
    await say(who, "quero um plano de 1500 kcal pra semana");
    const reply = await say(who, "mas tira o leite de tudo, me faz mal");
    expect(reply.intent).toBe("PLAN_REQUEST");
    expect(reply.message).toContain("refiz o plano **sem lactose**");
    const plan = await latestPlan(who);
    expect(plan.dayCount).toBe(7);
    const foods = plan.days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => i.food)));
    expect(foods.join(" | ")).not.toMatch(/\bLeite (integral|desnatado|semidesnatado)|Iogurte|Queijo|Requeijão|Ricota|Café com leite/);
  });
});

describe("follow-ups about foods and the card", () => {
  it("compares the food asked before with a new one ('e comparado com um prato de vatapá?'), logging nothing new", async () => {
    const who = await newUser();
    await say(who, "quanto de caloria tem uma cuia de tacacá?");
    const reply = await say(who, "e comparado com um prato de vatapá?");
    expect(reply.calculation).toBeNull();
    expect(reply.message).toContain("**Tacacá**");
    expect(reply.message).toContain("**Vatapá**");
    expect(reply.message).toContain("menos calorias que vatapá");
  });

  it("answers 'e qual é melhor?' by setting the two foods just talked about against each other, logging nothing", async () => {
    const who = await newUser();
    await say(who, "coloquei 1 colher de sopa de azeite na salada");
    await say(who, "quanto de manteiga seria a mesma caloria?");
    const reply = await say(who, "e qual é melhor?");
    expect(reply.calculation).toBeNull();
    expect(reply.message).toContain("**azeite de oliva extra virgem** sai na frente");
    expect(reply.message).toContain("gordura saturada");
  });

  it("keeps the nutrient asked before in 'qnto de cuscuz dá a mesma coisa?' (carbohydrates of 100 g of rice)", async () => {
    const who = await newUser();
    await say(who, "qnto de carbo tem 100g de arroz branco?");
    const reply = await say(who, "e se eu trocar por cuscuz nordestino, qnto de cuscuz da a mesma coisa?");
    expect(reply.calculation).toBeNull();
    expect(reply.message).toContain("Arroz branco cozido (100 g) tem cerca de **28,1 g de carboidratos**");
    expect(reply.message).toMatch(/\*\*1[01]\d g de cuscuz de milho\*\*/);
  });

  it("reads 'a laranja inteira' as the fruit when asked after a juice, not as a cut of chicken", async () => {
    const who = await newUser();
    await say(who, "de tarde tomei 1 copo americano de suco de laranja com 2 pao de queijo");
    const reply = await say(who, "era melhor ter comido a laranja inteira?");
    expect(reply.calculation).toBeNull();
    expect(reply.message).toContain("fruta inteira é melhor que o suco");
    expect(reply.message).not.toMatch(/frango/i);
  });

  it("says which item of the card carries most energy ('qual desses tem mais caloria?')", async () => {
    const who = await newUser();
    await say(who, "cafe da manha: pão na chapa com manteiga e um pingado");
    const reply = await say(who, "qual desses tem mais caloria?");
    expect(reply.calculation).toBeNull();
    expect(reply.message).toMatch(/^O que mais pesou foi \*\*Pão com manteiga\*\*/);
  });

  it("judges 'isso tem muita gordura?' by the share of the meal's energy and names the food it comes from", async () => {
    const who = await newUser();
    await say(who, "almocei 2 coxinhas e um pastel de carne");
    const reply = await say(who, "isso tem muita gordura?");
    expect(reply.message).toMatch(/É uma refeição gordurosa: \*\*\d+% das calorias vêm da gordura\*\*/);
    expect(reply.message).toMatch(/O que mais pesou foi \*\*(Coxinha|Pastel)/);
  });

  it("does not log an intention ('to tentando largar o pão francês') as a meal", async () => {
    const who = await newUser();
    const reply = await say(who, "to tentando largar o pao frances");
    expect(reply.calculation).toBeNull();
    expect(reply.message).not.toContain("Pão de queijo");
  });
});

describe("what the person says about the card", () => {
  it("drops nothing into the day for 'não comi isso, foi outra pessoa', and answers 'foi meu almoço' for a lunch", async () => {
    const who = await newUser();
    await say(who, "comi 2 coxinhas");
    const notMine = await say(who, "nao comi isso, foi outra pessoa");
    expect(notMine.calculation).toBeNull();
    expect(notMine.message).toContain("não registrei nada");
    await say(who, "comi um x-tudo e uma coca");
    const lunch = await say(who, "foi meu almoço");
    expect(lunch.calculation).toBeNull();
    expect(lunch.message).toContain("Para um almoço");
  });
});

describe("habits and feelings about food", () => {
  it("helps cut down on a food ('quero diminuir o refri, tomo todo dia') with its numbers, the week's total and swaps", async () => {
    const who = await newUser();
    const reply = await say(who, "quero diminuir o refri, tomo todo dia");
    expect(reply.calculation).toBeNull();
    expect(reply.message).toContain("Boa decisão querer diminuir refrigerante");
    expect(reply.message).toMatch(/\*\*[\d.]+ kcal por semana\*\*/);
    expect(reply.message).toContain("água com gás");
  });

  it("reads 'preciso parar de comer chocolate de noite' as cutting down, not as a crisis", async () => {
    const who = await newUser();
    const reply = await say(who, "preciso parar de comer chocolate de noite, como todo dia");
    expect(reply.intent).not.toBe("SAFETY");
    expect(reply.message).toContain("diminuir chocolate");
    expect(reply.message).not.toContain("CVV");
  });

  it("meets a feeling after overeating with support, not 'no food found' nor a guessed pizza to log", async () => {
    const who = await newUser();
    const rodizio = await say(who, "comi dmais no rodizio ontem, to me sentindo horrivel");
    expect(rodizio.message).toContain("um dia de exagero não define o seu progresso");
    expect(rodizio.message).toContain("Não pule refeições nem faça jejum para compensar");
    const pizza = await say(who, "exagerei na pizza ontem, to me sentindo culpada");
    expect(pizza.calculation).toBeNull();
    expect(pizza.message).toContain("*3 fatias de pizza*");
  });
});

describe("risks said across turns", () => {
  it("tells a pregnant user not to take a slimming medicine ('sibutramina'), with the prenatal follow-up", async () => {
    const who = await newUser();
    await say(who, "to gravida de 3 meses e ja engordei 4kg");
    const reply = await say(who, "minha amiga me passou um remedinho pra secar, sibutramina, posso tomar?");
    expect(reply.intent).toBe("SAFETY");
    expect(reply.message).toContain("não tome remédios para emagrecer");
    expect(reply.message).toContain("pré-natal");
    expect(reply.message).toContain("obstetra");
  });
});
