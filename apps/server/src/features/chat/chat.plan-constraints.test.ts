import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TMealPlan } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";
import { planId, names, planReaders } from "../../../test/plan-fixtures";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const { fixedRandomInt } = await import("../../../test/fixed-seeds");
  return { ...actual, randomInt: fixedRandomInt(11) };
});

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());
const { readPlan } = planReaders(() => app);

const withinEnergy = (plan: TMealPlan) => plan.days.every((d) => Math.abs(d.totals.calories - plan.targets.calories) / plan.targets.calories <= 0.05);

/** The messages said in one conversation; the plan the last reply links, read back with that reply. */
async function converse(...messages: string[]) {
  const who = await chatUser(app);
  let reply = await sayTo(app, who, messages[0]!);
  for (const message of messages.slice(1)) reply = await sayTo(app, who, message);
  const id = planId(reply.message);
  return { reply: reply.message, plan: id ? await readPlan(who, id) : null };
}

describe("what a plan request or the talk before it asks of the plan (decision 126)", () => {
  it("'no máximo 1500 calorias': no day of the seven passes 1,500 kcal, and the reply says the limit and the highest day", async () => {
    const { reply, plan } = await converse("me passa um plano semanal de no máximo 1500 calorias");
    expect(plan!.days).toHaveLength(7);
    for (const day of plan!.days) expect(day.totals.calories).toBeLessThanOrEqual(1500);
    expect(reply).toMatch(/Limite de 1\.500 kcal por dia:\*\* o plano fica em cerca de [\d.]+ kcal e nenhum dia passa do limite/);
  });

  it("a ceiling said earlier ('minha nutri falou pra não passar de 1600 kcal') holds for the plan asked later", async () => {
    const { reply, plan } = await converse("minha nutricionista falou pra eu nao passar de 1600 kcal por dia", "monta um cardápio de 3 dias");
    for (const day of plan!.days) expect(day.totals.calories).toBeLessThanOrEqual(1600);
    expect(reply).toContain("Limite de 1.600 kcal por dia");
  });

  it("meals a day said earlier ('só consigo comer 4 vezes no dia') shape every day of the plan asked later", async () => {
    const { reply, plan } = await converse("eu so consigo comer 4 vezes no dia por causa do serviço", "monta meu plano da semana");
    expect(plan!.days.every((d) => d.meals.length === 4)).toBe(true);
    expect(reply).toContain("4 refeições por dia");
    expect(withinEnergy(plan!)).toBe(true);
  });

  it("money said short earlier ('to desempregado, o dinheiro ta curto') makes a plan without the costly foods, and says so", async () => {
    const { reply, plan } = await converse("to desempregado e o dinheiro ta curto", "faz um plano de 7 dias pra mim");
    const costly = /salmao|camarao|castanha|amendoa|nozes|morango|kiwi|quinoa|chia|corvina|pintado|abadejo|contra file|maminha|leite de soja/;
    expect(names(plan!).filter((n) => costly.test(n))).toEqual([]);
    // Laranja-pera is an everyday cheap orange: only the imported pear is left out.
    expect(plan!.avoidFoods).toContain("pera williams");
    expect(plan!.avoidFoods).not.toContain("pera");
    expect(reply).toContain("alimentos básicos e baratos");
  });

  it("a daily budget too small for a day of food ('5 reais por dia') is said plainly, with where to find help", async () => {
    const { reply, plan } = await converse("monta uma dieta de 7 dias com 5 reais por dia");
    expect(plan).not.toBeNull();
    expect(reply).toMatch(/R\$ 5 por dia:\*\* vou ser sincero, esse valor dificilmente cobre um dia inteiro de comida/);
    expect(reply).toContain("CRAS");
  });

  it("a weekly budget ('100 reais por semana') is said per day, without promising the price", async () => {
    const { reply } = await converse("preciso de um cardápio de 7 dias gastando no máximo 100 reais por semana");
    expect(reply).toContain("Cerca de R$ 14 por dia");
    expect(reply).toContain("não consigo garantir o valor exato");
  });

  it("'só tenho micro-ondas, não tenho fogão': no grilled, roasted or fried food nor tapioca on any of the seven days, and the reply says how to cook the rest", async () => {
    const { reply, plan } = await converse("faz um plano de 7 dias, só tenho micro-ondas em casa, não tenho fogão");
    expect(names(plan!).filter((n) => /grelhad|assad|frit|tapioca/.test(n))).toEqual([]);
    expect(reply).toContain("**Só micro-ondas:**");
    expect(reply).not.toMatch(/Levei em conta:[^\n]*grelhado/);
    expect(withinEnergy(plan!)).toBe(true);
  });

  it("no kitchen said earlier ('moro em pensionato e não posso cozinhar'): breakfasts and snacks need no cooking, and lunch and dinner are said to be a guide for eating out", async () => {
    const { reply, plan } = await converse("moro em pensionato e nao posso cozinhar", "me faz um cardápio de 5 dias");
    const light = names(plan!, ["BREAKFAST", "MORNING_SNACK", "AFTERNOON_SNACK", "SUPPER"]);
    expect(light.filter((n) => /tapioca|cuscuz|ovo mexido|ovo cozido/.test(n))).toEqual([]);
    expect(reply).toContain("não consigo deixar prontos");
  });

  it("a night shift said earlier ('faço plantão noturno') orders the day of the plan asked later", async () => {
    const { reply } = await converse("sou tecnica de enfermagem e faço plantão noturno", "pode montar um cardápio de 7 dias?");
    expect(reply).toContain("Para um turno da noite");
    expect(reply).not.toContain("**ao acordar**, ao acordar");
  });

  it("a ceiling said without its unit ('dieta pra semana com no máximo 1700') is the day's kcal, and 'tenho só micro-ondas' is a kitchen without a stove", async () => {
    const capped = await converse("faz uma dieta pra semana com no maximo 1700");
    for (const day of capped.plan!.days) expect(day.totals.calories).toBeLessThanOrEqual(1700);
    expect(capped.reply).toContain("Limite de 1.700 kcal por dia");
    const microwave = await converse("tenho só micro-ondas e uma sanduicheira, faz um plano de 5 dias");
    expect(names(microwave.plan!).filter((n) => /grelhad|assad|frit/.test(n))).toEqual([]);
  });

  it("'só como 2 vezes por dia': a plan of 3 meals (lunch, snack, dinner) on every day, and the reply says why not 2", async () => {
    const { reply, plan } = await converse("eu só como 2 vezes por dia, faz um plano de 7 dias");
    expect(plan!.days.every((d) => d.meals.map((m) => m.slot).join() === "LUNCH,AFTERNOON_SNACK,DINNER")).toBe(true);
    expect(reply).toContain("**Duas refeições por dia:** o plano tem 3 refeições por dia");
    expect(withinEnergy(plan!)).toBe(true);
  });

  it("a kitchen said in the message right after the plan request ('só tenho fogão não, só micro-ondas') remakes the plan with it", async () => {
    const { reply, plan } = await converse("monta um cardápio barato pra semana", "não tenho fogão, só micro-ondas");
    expect(plan!.days).toHaveLength(7);
    expect(reply).toContain("micro-ondas");
    expect(names(plan!).join(" | ")).not.toMatch(/grelhad|assad|frit/);
  });

  it("'levo marmita pro trabalho': the reply says how to keep and heat the lunch, and no home kitchen is assumed from the work's microwave", async () => {
    const { reply, plan } = await converse("levo marmita pro trabalho e lá só tem micro-ondas, monta um plano da semana");
    expect(reply).toContain("**Marmita:**");
    expect(reply).not.toContain("Só micro-ondas");
    expect(plan!.avoidFoods).not.toContain("grelhado");
  });
});
