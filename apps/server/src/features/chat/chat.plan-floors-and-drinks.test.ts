import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TMealPlan } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { fold, names, offEnergy, planId, planReaders, planTalk } from "../../../test/plan-fixtures";
import { chatUser, sayTo, setProfile } from "../../../test/chat-fixtures";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const { fixedRandomInt } = await import("../../../test/fixed-seeds");
  return { ...actual, randomInt: fixedRandomInt(221) };
});

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());
const talk = planTalk(() => app);
const { readPlan } = planReaders(() => app);

/** A plan asked by someone with this profile: the reply and the plan it links to. */
async function askedBy(profile: Record<string, unknown>, ...messages: string[]): Promise<{ reply: string; plan: TMealPlan | null }> {
  const who = await chatUser(app);
  await setProfile(app, who.auth, { age: 34, weight: 68.5, height: 165, gender: "FEMALE", activityLevel: "LIGHTLY_ACTIVE", goal: "WEIGHT_LOSS", ...profile });
  let reply = "";
  for (const m of messages) reply = (await sayTo(app, who, m)).message;
  const id = planId(reply);
  return { reply, plan: id ? await readPlan(who, id) : null };
}

const itemsOf = (plan: TMealPlan, slot: string) => plan.days.map((d) => (d.meals.find((m) => m.slot === slot)?.items ?? []).map((i) => fold(i.food)));

describe("a plan asked while nursing or at 65 and over is made at the stage's floor, never refused (issue 27, decision 221)", () => {
  it("'to amamentando meu bebe de 3 meses e quero perder a barriga, me passa um plano': a plan, every day at 1,800 kcal or more", async () => {
    const { reply, plan } = await askedBy({}, "to amamentando meu bebe de 3 meses e quero perder a barriga, me passa um plano de dieta");
    expect(reply).not.toMatch(/Não posso indicar|Não monto dieta/);
    expect(reply).toMatch(/1\.800 kcal/);
    expect(plan!.targets.calories).toBeGreaterThanOrEqual(1800);
    expect(plan!.days.filter((d) => d.totals.calories < 1800 * 0.97).map((d) => d.label)).toEqual([]);
    expect(offEnergy(plan!)).toEqual([]);
  });

  it("'amamentando, cardapio de 1300 kcal pra secar': the 1,300 said back with the floor, the plan at the floor", async () => {
    const { reply, plan } = await askedBy({}, "amamentando ainda, me faz um cardapio de 1300 kcal pra secar");
    expect(reply).toMatch(/Você pediu 1\.300 kcal/);
    expect(plan!.targets.calories).toBeGreaterThanOrEqual(1800);
    expect(offEnergy(plan!)).toEqual([]);
  });

  it("'tenho 68 anos, um plano de 1200 calorias': planned at 1,500 kcal with the reason, each of the 7 days on it", async () => {
    const { reply, plan } = await askedBy({ age: 68, weight: 70, height: 160 }, "tenho 68 anos e quero emagrecer, me faz um plano de 1200 calorias");
    expect(reply).toMatch(/Você pediu 1\.200 kcal/);
    expect(reply).toMatch(/geriatra/);
    expect(plan!.targets.calories).toBe(1500);
    expect(plan!.days).toHaveLength(7);
    expect(offEnergy(plan!)).toEqual([]);
  });

  it("a man of 70 asking 1,100 kcal gets his plan at 1,800 kcal", async () => {
    const { plan } = await askedBy({ age: 70, gender: "MALE", weight: 78, height: 168 }, "tenho 70 anos, quero um plano de 1100 calorias pra emagrecer");
    expect(plan!.targets.calories).toBe(1800);
    expect(offEnergy(plan!)).toEqual([]);
  });
});

describe("kcal split into meals, a meal made to drink, a day by its order, the cesta básica (issue 27, decision 221)", () => {
  it("'quero 3000 calorias divididas em 5 refeicoes': a plan of 5 meals, every day within 5 % of 3,000", async () => {
    const { plan } = await askedBy({ gender: "MALE", weight: 70, height: 170, age: 30, activityLevel: "VERY_ACTIVE", goal: "WEIGHT_MAINTENANCE" }, "quero 3000 calorias divididas em 5 refeicoes");
    expect(plan!.targets.calories).toBe(3000);
    expect(plan!.days.every((d) => d.meals.length === 5)).toBe(true);
    expect(offEnergy(plan!, 3000)).toEqual([]);
  });

  it("'muda o pre treino, quero uma coisa liquida' after training in the morning: the morning snack becomes a drink, same plan", async () => {
    const { plan, plans, reply } = await talk("quero um plano semanal pra ganhar massa, treino de manha", "muda o pre treino, quero uma coisa liquida");
    expect(plans).toBe(1);
    expect(reply).toMatch(/de beber/);
    const snacks = itemsOf(plan!, "MORNING_SNACK");
    expect(snacks.filter((s) => !s.some((n) => /^(leite|iogurte|cafe com leite)/.test(n)))).toEqual([]);
    expect(snacks.flat().filter((n) => /^(pao|ovo|queijo|tapioca|cuscuz|castanha|nozes|amendoim torrado|biscoito)/.test(n))).toEqual([]);
    expect(offEnergy(plan!)).toEqual([]);
  });

  it("'o cafe do terceiro dia pode ser tapioca?': the third day's breakfast has tapioca, the other days' breakfasts as they were", async () => {
    const { plan, before, plans } = await talk("faz um cardapio", "o cafe do terceiro dia pode ser tapioca?");
    expect(plans).toBe(1);
    const now = itemsOf(plan!, "BREAKFAST");
    const was = itemsOf(before!, "BREAKFAST");
    expect(now[2]!.some((n) => n.startsWith("tapioca"))).toBe(true);
    expect(now.filter((m, k) => k !== 2 && m.join() !== was[k]!.join())).toEqual([]);
  });

  it("'so com o que vem na cesta basica': no yoghurt, cheese, nuts, kiwi, olive oil or peanut butter on any day", async () => {
    const { plan, reply } = await talk("to desempregada, me faz um cardapio so com o que vem na cesta basica");
    expect(reply).toMatch(/cesta básica/);
    expect(names(plan!).filter((n) => /^(iogurte|queijo|castanha|nozes|amendoa|kiwi|azeite|pasta de amendoim|ricota|requeijao|granola)/.test(n))).toEqual([]);
    expect(offEnergy(plan!)).toEqual([]);
  });
});
