import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TMealPlan } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import type { TTestUser } from "../../../test/accounts";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const { fixedRandomInt } = await import("../../../test/fixed-seeds");
  return { ...actual, randomInt: fixedRandomInt(7) };
});

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const say = (who: TTestUser, message: string) => sayTo(app, who, message);
const planId = (message: string) => /\/meal-plans\/([0-9a-f-]{36})/.exec(message)?.[1] ?? null;
const readPlan = async (who: TTestUser, id: string) => (await app.inject({ method: "GET", url: `/api/meal-plans/${id}`, headers: who.auth })).json<TMealPlan>();
const planCount = async (who: TTestUser) => (await app.inject({ method: "GET", url: "/api/meal-plans", headers: who.auth })).json<{ plans: unknown[] }>().plans.length;
const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
const mealOf = (plan: TMealPlan, day: number, slot: string) => plan.days.find((d) => d.day === day)?.meals.find((m) => m.slot === slot);
const foods = (plan: TMealPlan, day: number, slot: string) => (mealOf(plan, day, slot)?.items ?? []).map((i) => `${i.food} ${i.measure}`);
const names = (plan: TMealPlan) => plan.days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => fold(i.food))));
const withinEnergy = (plan: TMealPlan) => plan.days.every((d) => Math.abs(d.totals.calories - plan.targets.calories) / plan.targets.calories <= 0.05);
const dayOf = (plan: TMealPlan, label: string) => plan.days.find((d) => d.label === label)!.day;

/** A 7-day plan made in the chat, then one edit said after it: the same plan read before and after, and the edit's reply. */
async function planThenEdit(edit: string, request = "monta um cardapio de 7 dias pra mim") {
  const who = await chatUser(app);
  const made = await say(who, request);
  const id = planId(made.message)!;
  const before = await readPlan(who, id);
  const reply = await say(who, edit);
  return { who, id, before, reply, after: await readPlan(who, id), plans: await planCount(who) };
}

describe("a plan request that shapes the plan it asks for (decision 119)", () => {
  it("'acordo 5h e trabalho de turno ate as 14h, me faz um plano com horarios': the day laid out from 5h30, lunch after the shift, no night-shift order", async () => {
    const who = await chatUser(app);
    const reply = await say(who, "acordo 5h e trabalho de turno ate as 14h, me faz um plano com horarios");
    expect(planId(reply.message)).not.toBeNull();
    expect(reply.message).toMatch(/\*\*5h30\*\*: café da manhã/);
    expect(reply.message).toMatch(/\*\*14h30\*\*: almoço/);
    expect(reply.message).toMatch(/leve na bolsa/);
    expect(reply.message).not.toMatch(/turno da noite|no meio do turno/);
  });

  it("'faz um plano de marmitas pra semana, quero repetir o mesmo almoco de seg a sex': Monday's lunch on Tuesday to Friday at creation", async () => {
    const who = await chatUser(app);
    const reply = await say(who, "faz um plano de marmitas pra semana, quero repetir o mesmo almoco de seg a sex");
    const plan = await readPlan(who, planId(reply.message)!);
    expect(reply.message).toMatch(/O \*\*almoço\*\* é o mesmo em segunda-feira, terça-feira, quarta-feira, quinta-feira e sexta-feira/);
    const monday = foods(plan, dayOf(plan, "Segunda-feira"), "LUNCH");
    for (const label of ["Terça-feira", "Quarta-feira", "Quinta-feira", "Sexta-feira"]) expect(foods(plan, dayOf(plan, label), "LUNCH")).toEqual(monday);
    expect(withinEnergy(plan)).toBe(true);
  });

  it("'cardapio de 5 dias com o mesmo cafe da manha todo dia': five days with the first day's breakfast, each within 5 % of its energy", async () => {
    const who = await chatUser(app);
    const reply = await say(who, "cardapio de 5 dias com o mesmo cafe da manha todo dia");
    const plan = await readPlan(who, planId(reply.message)!);
    expect(plan.days).toHaveLength(5);
    for (const day of plan.days) expect(foods(plan, day.day, "BREAKFAST")).toEqual(foods(plan, 1, "BREAKFAST"));
    expect(withinEnergy(plan)).toBe(true);
  });
});

describe("edits that keep the plan's days and kcal (decision 119)", () => {
  it.each([
    ["o jantar ta muito pesado", "DINNER"],
    ["nao curto cafe da manha pesado", "BREAKFAST"],
  ])("'%s': the same plan, that meal lighter on every day, the day's energy kept by the other meals", async (edit, slot) => {
    const { id, before, reply, after, plans } = await planThenEdit(edit);
    expect(planId(reply.message)).toBe(id);
    expect(plans).toBe(1);
    expect(reply.calculation).toBeNull();
    expect(reply.message).toMatch(/mais leve/);
    const kcal = (plan: TMealPlan) => plan.days.map((d) => mealOf(plan, d.day, slot)!.totals.calories);
    const [b, a] = [kcal(before), kcal(after)];
    for (const [k, v] of a.entries()) expect(v).toBeLessThanOrEqual(b[k]!);
    expect(a.reduce((x, y) => x + y, 0)).toBeLessThan(b.reduce((x, y) => x + y, 0) * 0.9);
    expect(reply.message).toMatch(/passou de cerca de [\d.]+ para [\d.]+ kcal/);
    expect(withinEnergy(after)).toBe(true);
  });

  it("'mais proteina no almoco': more protein at lunch on most days, within the day's energy", async () => {
    const { id, before, reply, after } = await planThenEdit("mais proteina no almoco");
    expect(planId(reply.message)).toBe(id);
    const more = after.days.filter((d) => mealOf(after, d.day, "LUNCH")!.totals.protein > mealOf(before, d.day, "LUNCH")!.totals.protein + 2);
    expect(more.length).toBeGreaterThanOrEqual(4);
    for (const day of after.days) expect(mealOf(after, day.day, "LUNCH")!.totals.protein).toBeGreaterThanOrEqual(mealOf(before, day.day, "LUNCH")!.totals.protein - 1);
    expect(withinEnergy(after)).toBe(true);
  });

  it("'quero mais frutas': more fruit portions a day, within the day's energy, no new plan", async () => {
    const { id, before, reply, after, plans } = await planThenEdit("quero mais frutas");
    expect(planId(reply.message)).toBe(id);
    expect(plans).toBe(1);
    const fruitGrams = (plan: TMealPlan) => plan.days.map((d) => d.meals.flatMap((m) => m.items).filter((i) => (i as { role?: string }).role === "fruit" || /banana|maca|mamao|laranja|melancia|manga|abacaxi|pera|uva|goiaba|morango|melao|kiwi|tangerina|mexerica|ameixa|caqui|acerola|caju|graviola|pinha|pessego/.test(fold(i.food))).reduce((g, i) => g + i.grams, 0));
    const [b, a] = [fruitGrams(before), fruitGrams(after)];
    expect(a.filter((g, k) => g > b[k]!).length).toBeGreaterThanOrEqual(5);
    expect(withinEnergy(after)).toBe(true);
  });

  it("'quero 5 refeições' after a plan of 6: the same plan without the supper, no new plan", async () => {
    const { id, before, reply, after, plans } = await planThenEdit("quero 5 refeições");
    expect(before.meals).toHaveLength(6);
    expect(planId(reply.message)).toBe(id);
    expect(plans).toBe(1);
    expect(after.meals).toHaveLength(5);
    for (const day of after.days) expect(day.meals.map((m) => m.slot)).not.toContain("SUPPER");
    expect(withinEnergy(after)).toBe(true);
  });

  it("'tira a ceia': said with its article", async () => {
    const { reply, after } = await planThenEdit("tira a ceia");
    expect(reply.message).toMatch(/tirei a ceia/);
    expect(after.meals).not.toContain("SUPPER");
  });

  it.each([
    ["faz mais barato", /salmao|camarao|castanha|amendoa|nozes|quinoa|chia|kiwi|morango|mirtilo/],
    ["sem frutos do mar", /camarao|marisco|lula|polvo|siri/],
    ["não como peixe", /peixe|tilapia|sardinha|atum|merluza|pescada|salmao|corvina|abadejo|bacalhau/],
  ])("'%s': the same plan edited in place, its days and kcal kept, no new plan spent", async (edit, gone) => {
    const { id, before, reply, after, plans } = await planThenEdit(edit);
    expect(planId(reply.message)).toBe(id);
    expect(plans).toBe(1);
    expect(reply.calculation).toBeNull();
    expect(after.days.map((d) => d.label)).toEqual(before.days.map((d) => d.label));
    expect(after.targets.calories).toBe(before.targets.calories);
    for (const n of names(after)) expect(n).not.toMatch(gone);
    expect(withinEnergy(after)).toBe(true);
  });
});

describe("foods named right after a plan request (decision 119)", () => {
  it("'pode ser com frango, arroz integral e legumes': chicken on most days, brown rice in the plan, and the reply says so", async () => {
    const who = await chatUser(app);
    await say(who, "monta um cardapio de 7 dias pra mim");
    const reply = await say(who, "pode ser com frango, arroz integral e legumes");
    expect(reply.message).toMatch(/Dei preferência ao que você pediu: frango \(em \d de 7 dias\), arroz integral \(em \d de 7 dias\) e legumes/);
    const plan = await readPlan(who, planId(reply.message)!);
    expect(plan.days.filter((d) => d.meals.some((m) => m.items.some((i) => /frango/.test(fold(i.food))))).length).toBeGreaterThanOrEqual(4);
    expect(names(plan).some((n) => /arroz integral/.test(n))).toBe(true);
    expect(withinEnergy(plan)).toBe(true);
  });

  it("'pode ser com comida do interior, tipo virado, mandioca, frango caipira': mandioca and chicken in the plan, what it lacks said", async () => {
    const who = await chatUser(app);
    await say(who, "monta um cardapio de 7 dias pra mim");
    const reply = await say(who, "pode ser com comida do interior, tipo virado, mandioca, frango caipira");
    const plan = await readPlan(who, planId(reply.message)!);
    expect(reply.message).toMatch(/Dei preferência ao que você pediu: [^\n]*mandioca/);
    expect(names(plan).some((n) => /mandioca|aipim|macaxeira/.test(n))).toBe(true);
    expect(names(plan).some((n) => /frango/.test(n))).toBe(true);
    expect(reply.message).toMatch(/Virado não está entre os alimentos/);
    expect(withinEnergy(plan)).toBe(true);
  });
});
