import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TMealPlan } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import type { TTestUser } from "../../../test/accounts";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const { fixedRandomInt } = await import("../../../test/fixed-seeds");
  return { ...actual, randomInt: fixedRandomInt(23) };
});

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const say = (who: TTestUser, message: string) => sayTo(app, who, message);
const planId = (message: string) => /\/meal-plans\/([0-9a-f-]{36})/.exec(message)?.[1] ?? null;
const readPlan = async (who: TTestUser, id: string) => (await app.inject({ method: "GET", url: `/api/meal-plans/${id}`, headers: who.auth })).json<TMealPlan>();
const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
const withinEnergy = (plan: TMealPlan) => plan.days.every((d) => Math.abs(d.totals.calories - plan.targets.calories) / plan.targets.calories <= 0.05);
/** Grams of the items whose name holds `food` in that meal of each day (0 when the day's meal has none). */
const gramsOf = (plan: TMealPlan, slot: string, food: RegExp) =>
  plan.days.map((d) => (d.meals.find((m) => m.slot === slot)?.items ?? []).filter((i) => food.test(fold(i.food))).reduce((sum, i) => sum + i.grams, 0));
const FRUIT = /^(melancia|mamao|banana|laranja|maca|mexerica|morango|melao|uva|abacaxi|goiaba|kiwi|manga|pera|tangerina|caqui|ameixa|acerola|caju|maracuja|pessego)/;
const SALAD = /^(alface|rucula|agriao|pepino|tomate|cenoura crua|repolho|acelga|chicoria|almeirao)/;

async function planThenEdit(edit: string, request = "me faz um cardapio de 7 dias") {
  const who = await chatUser(app);
  const made = await say(who, request);
  const id = planId(made.message)!;
  const before = await readPlan(who, id);
  const reply = await say(who, edit);
  return { id, before, reply, after: await readPlan(who, id) };
}

describe("a food of the plan made larger (issue 27, decision 142)", () => {
  it.each([
    ["aumenta o feijão no almoço", "LUNCH", /feijao/],
    ["capricha mais no feijao da janta", "DINNER", /feijao/],
    ["e dobra a fruta do café", "BREAKFAST", FRUIT],
    ["pode aumentar a salada da janta?", "DINNER", SALAD],
  ] as const)("'%s': that food larger on every day that has it, every day within 5 percent of its energy", async (edit, slot, food) => {
    const { id, before, reply, after } = await planThenEdit(edit);
    const [was, now] = [gramsOf(before, slot, food), gramsOf(after, slot, food)];
    expect(reply.calculation, edit).toBeNull();
    expect(planId(reply.message), edit).toBe(id);
    expect(was.some((g) => g > 0), edit).toBe(true);
    was.forEach((g, k) => (g > 0 ? expect(now[k], `${edit} day ${k + 1}`).toBeGreaterThan(g) : expect(now[k]).toBe(0)));
    expect(reply.message, edit).toMatch(/Pronto: aumentei/);
    expect(after.days).toHaveLength(7);
    expect(withinEnergy(after), edit).toBe(true);
  });

  it("'quero o dobro de ovo no café': never more than half again the largest usual portion (no six eggs), and the days without egg are said", async () => {
    const { before, reply, after } = await planThenEdit("quero o dobro de ovo no café");
    const [was, now] = [gramsOf(before, "BREAKFAST", /^ovo/), gramsOf(after, "BREAKFAST", /^ovo/)];
    expect(now.every((g) => g <= 250)).toBe(true);
    expect(was.some((g, k) => g > 0 && now[k]! > g) || /Não aumentei|Não encontrei/.test(reply.message)).toBe(true);
    if (was.filter((g) => g > 0).length < 7 && /Pronto/.test(reply.message)) expect(reply.message).toMatch(/nos outros não mudei nada/);
    expect(withinEnergy(after)).toBe(true);
  });

  it("'poe mais quinoa no almoço' over a plan without it: says so and changes nothing", async () => {
    const { before, reply, after } = await planThenEdit("poe mais quinoa no almoço pfv");
    expect(reply.message).toContain("Não encontrei quinoa no almoço no seu plano");
    expect(after.days).toEqual(before.days);
  });

  it("'coloca mais proteína no café' (no 'da manhã'): a protein food in the breakfasts, every day within 5 %", async () => {
    const { before, reply, after } = await planThenEdit("coloca mais proteína no café");
    const protein = (p: TMealPlan) => p.days.map((d) => d.meals.find((m) => m.slot === "BREAKFAST")!.totals.protein);
    expect(reply.message).toMatch(/café da manhã agora tem ovo, queijo minas, ricota ou iogurte/);
    expect(protein(after).some((g, k) => g > protein(before)[k]!)).toBe(true);
    expect(withinEnergy(after)).toBe(true);
  });
});

describe("a plan's meals at the hours of the person's day (issue 27, decision 142)", () => {
  it("a shift said before the plan ('trabalho das 14h às 22h'): lunch before leaving, dinner at the work's break, supper after", async () => {
    const who = await chatUser(app);
    await say(who, "trabalho das 14h às 22h");
    const reply = await say(who, "me faz um plano alimentar com os horários");
    expect(planId(reply.message)).not.toBeNull();
    expect(reply.message).toContain("Com o seu trabalho das 14h às 22h");
    expect(reply.message).toContain("**13h**: almoço");
    expect(reply.message).toMatch(/\*\*19h\*\*: jantar \(marmita/);
    expect(reply.message).toContain("**22h30**: ceia");
  });

  it("a night shift with its hours ('plantão noturno das 19h às 7h'): the night's order at those hours", async () => {
    const who = await chatUser(app);
    await say(who, "sou enfermeira, faço plantão noturno das 19h às 7h");
    const reply = await say(who, "monta um plano com horários pros dias de plantão");
    expect(reply.message).toContain("**18h**, antes de sair para o trabalho");
    expect(reply.message).toContain("**1h**, no meio do turno");
    expect(reply.message).toContain("**7h30**, ao chegar em casa");
  });

  it("a workout at 6h: breakfast after it, and a small thing before", async () => {
    const who = await chatUser(app);
    await say(who, "treino às 6h da manhã antes do trabalho");
    const reply = await say(who, "quero um plano de 7 dias com horário das refeições");
    expect(reply.message).toContain("**7h30**: café da manhã (depois do treino)");
    expect(reply.message).toMatch(/Antes do treino das 6h/);
  });

  it("after a plan of 3 meals, 'e os horários? acordo 6h' lays its meals out from waking; 'quero manter as calorias' is answered from the plan", async () => {
    const who = await chatUser(app);
    const made = await say(who, "me faz um plano com só 3 refeições por dia");
    const link = `/meal-plans/${planId(made.message)}`;
    const kept = await say(who, "quero manter as calorias");
    expect(kept.message).toMatch(/As calorias continuam as mesmas: cada dia de \[seu plano\]\(\/meal-plans\/.+\) tem cerca de \*\*\d+ kcal\*\*/);
    const hours = await say(who, "e os horários? acordo 6h");
    expect(hours.message).toContain("**6h30**: café da manhã");
    expect(hours.message).toContain(link);
    expect(hours.message).not.toMatch(/lanche/);
  });

  it("an eating window said after an intermittent-fasting plan ('como das 12 às 20'): its meals inside the window, with who fasting is not for", async () => {
    const who = await chatUser(app);
    const made = await say(who, "quero fazer jejum intermitente 16/8, monta uma dieta pra mim");
    expect(made.message).toMatch(/não é indicado para gestantes/);
    const reply = await say(who, "como das 12 às 20");
    expect(reply.message).toContain("Dentro da sua janela das 12h às 20h");
    expect(reply.message).toContain("**12h**: almoço");
    expect(reply.message).toContain("**19h30**: jantar");
  });
});

describe("plans asked in roundabout ways (issue 27, decision 142)", () => {
  it.each(["oq eu como essa semana?", "tô perdida, não sei o que comer na semana, me ajuda?", "vc faz cardapio?"])("'%s' makes a plan of 7 days", async (ask) => {
    const who = await chatUser(app);
    const reply = await say(who, ask);
    expect(reply.message, ask).toMatch(/\[Plano de 7 dias · \d+ kcal\]\(\/meal-plans\//);
  });

  it("'n gosto de peixe' after a plan leaves fish out and never says fish is missing from the foods used", async () => {
    const who = await chatUser(app);
    await say(who, "oq eu como essa semana?");
    const reply = await say(who, "n gosto de peixe");
    expect(reply.message).not.toMatch(/Peixe não está entre os alimentos/);
    const plan = await readPlan(who, planId(reply.message)!);
    const names = plan.days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => fold(i.food))));
    expect(names.filter((n) => /peixe|tilapia|sardinha|atum|abadejo|merluza|salmao|pescada|corvina/.test(n))).toEqual([]);
  });
});
