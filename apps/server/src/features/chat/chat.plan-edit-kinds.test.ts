import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";
import { planId, names, offEnergy, meal, planReaders } from "../../../test/plan-fixtures";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const { fixedRandomInt } = await import("../../../test/fixed-seeds");
  return { ...actual, randomInt: fixedRandomInt(13) };
});

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());
const { readPlan, planCount } = planReaders(() => app);

/** A 7-day plan made in the chat, then one edit: the same plan before and after, the edit's reply and how many plans there are. */
async function planThenEdit(edit: string) {
  const who = await chatUser(app);
  const id = planId((await sayTo(app, who, "monta um cardapio de 7 dias pra mim")).message)!;
  const before = await readPlan(who, id);
  const reply = await sayTo(app, who, edit);
  return { before, reply: reply.message, after: await readPlan(who, id), plans: await planCount(who) };
}

describe("plan edits that must not fail quietly (decision 126)", () => {
  it("'não quero mais ver leite no plano': the same plan, no food with milk on any of the seven days (café com leite too), each day within 5 %", async () => {
    const { after, reply, plans } = await planThenEdit("não quero mais ver leite no plano");
    expect(plans).toBe(1);
    expect(names(after).filter((n) => /\bleite\b/.test(n))).toEqual([]);
    expect(after.avoidFoods).toContain("leite");
    expect(offEnergy(after)).toEqual([]);
    expect(reply).toContain("leite");
  });

  it("'troca o arroz integral por arroz branco em tudo': no brown rice left on any day, white rice in its place, no new plan", async () => {
    const { before, after, plans } = await planThenEdit("troca o arroz integral por arroz branco em tudo");
    expect(plans).toBe(1);
    expect(names(before).some((n) => n.includes("arroz integral"))).toBe(true);
    expect(names(after).filter((n) => n.includes("arroz integral"))).toEqual([]);
    expect(offEnergy(after)).toEqual([]);
  });

  it("'no sábado eu quero comer pizza no jantar': pizza on Saturday's dinner of the same plan, Saturday within 5 %, the other days as they were", async () => {
    const { before, after, plans } = await planThenEdit("no sábado eu quero comer pizza no jantar");
    expect(plans).toBe(1);
    expect(meal(after, "Sábado", "DINNER").join(" ")).toMatch(/Pizza/);
    expect(offEnergy(after)).toEqual([]);
    for (const day of before.days.filter((d) => d.label !== "Sábado")) expect(after.days.find((d) => d.day === day.day)).toEqual(day);
  });

  it("'troca a janta de sexta por outra coisa': only Friday's dinner changes, and Friday stays within 5 % of the plan's energy", async () => {
    const { before, after } = await planThenEdit("troca a janta de sexta por outra coisa");
    expect(meal(after, "Sexta-feira", "DINNER")).not.toEqual(meal(before, "Sexta-feira", "DINNER"));
    for (const day of before.days.filter((d) => d.label !== "Sexta-feira")) expect(after.days.find((d) => d.day === day.day)).toEqual(day);
    expect(offEnergy(after)).toEqual([]);
  });
});

describe("plan edits said as a group, a dislike or a dish on a day (decision 126)", () => {
  const beef = /contra file|patinho|acem|musculo|maminha|alcatra|carne moida|lombo|porco|pernil/;

  it("'tira carne vermelha de tudo': no beef nor pork on any of the seven days of the same plan, never claimed absent", async () => {
    const { before, after, reply } = await planThenEdit("tira carne vermelha de tudo");
    expect(names(before).some((n) => beef.test(n))).toBe(true);
    expect(names(after).filter((n) => beef.test(n))).toEqual([]);
    expect(reply).not.toMatch(/Não tem carne vermelha/);
    expect(reply).toContain("tirei carne vermelha");
    expect(offEnergy(after)).toEqual([]);
  });

  it("'odeio iogurte, tira tudo': yoghurt out of the same plan on every day, no new plan spent", async () => {
    const { after, plans } = await planThenEdit("odeio iogurte, tira tudo");
    expect(plans).toBe(1);
    expect(names(after).filter((n) => n.includes("iogurte"))).toEqual([]);
    expect(after.avoidFoods).toContain("iogurte");
  });

  it("'na quinta o jantar vai ser sopa': the soup on Thursday's dinner, and Thursday brought back within 5 % by its other meals", async () => {
    const { after, reply } = await planThenEdit("na quinta o jantar vai ser sopa");
    expect(meal(after, "Quinta-feira", "DINNER").join(" ")).toMatch(/Sopa/);
    expect(offEnergy(after)).toEqual([]);
    expect(reply).toContain("ajustei as porções das outras refeições");
  });

  it("'quero comer hambúrguer na sexta à noite': the burger on Friday's dinner of the same plan, never logged as a meal", async () => {
    const { after, plans } = await planThenEdit("quero comer hambúrguer na sexta à noite");
    expect(plans).toBe(1);
    expect(meal(after, "Sexta-feira", "DINNER").join(" ")).toMatch(/Hambúrguer/);
    expect(offEnergy(after)).toEqual([]);
  });

  it("'na sexta eu almoço fora com o pessoal': the plan kept as it was, how to choose at the restaurant said, nothing logged; 'almocei fora, comi…' is still a meal", async () => {
    const { before, after, reply } = await planThenEdit("na sexta eu almoço fora com o pessoal do trabalho");
    expect(after.days).toEqual(before.days);
    expect(reply).toContain("o almoço de sexta fica por conta do restaurante");
    expect(reply).not.toContain("Ideias de almoço");
    const who = await chatUser(app);
    await sayTo(app, who, "monta um cardapio de 3 dias");
    expect((await sayTo(app, who, "almocei fora, comi arroz feijao e frango grelhado")).calculationId).not.toBeNull();
  });
});
