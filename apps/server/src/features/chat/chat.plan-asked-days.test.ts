import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TMealPlan } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";
import { fold, meal, names, planId, planReaders, planTalk } from "../../../test/plan-fixtures";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const { fixedRandomInt } = await import("../../../test/fixed-seeds");
  return { ...actual, randomInt: fixedRandomInt(166) };
});

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());
const { readPlan } = planReaders(() => app);
const talk = planTalk(() => app);

const FISH = /peixe|tilapia|sardinha|atum|merluza|pescada|salmao|bacalhau|pintado|tambaqui|pirarucu|robalo|corvina|truta|anchova|abadejo/;
const WEEK = ["Segunda-feira", "Terça-feira", "Quarta-feira", "Quinta-feira", "Sexta-feira", "Sábado", "Domingo"];
const SLOTS = ["BREAKFAST", "MORNING_SNACK", "LUNCH", "AFTERNOON_SNACK", "DINNER", "SUPPER"];
const dayOf = (plan: TMealPlan, label: string) => SLOTS.map((s) => meal(plan, label, s).join(", "));

/** A plan made in chat, then one message about it: the plan before and after, and the reply. */
async function planThenSay(message: string) {
  const { before, plan, reply } = await talk("monta um cardapio de 7 dias pra mim", message);
  return { before: before!, after: plan!, reply };
}

describe("a dislike said while changing one meal holds on every day (issue 27)", () => {
  it.each([["troca o almoço de terça, não gosto de peixe"], ["muda a janta de sábado, odeio peixe"]])("'%s': no fish on any day, and the reply says the other days changed too", async (message) => {
    const { after, reply } = await planThenSay(message);
    expect(names(after).join(" ")).not.toMatch(FISH);
    expect(reply).toMatch(/Como você não gosta de peixe, (tirei também dos outros dias|conferi os outros dias)/);
    expect(reply).toContain("Conferi os 7 dias:** sem peixe");
  });
});

describe("an edit lands on the days said (issue 27)", () => {
  it("'quero janta rápida de segunda a sexta': the weekend's dinners stay as they were", async () => {
    const { before, after, reply } = await planThenSay("quero janta rápida de segunda a sexta");
    for (const day of ["Sábado", "Domingo"]) expect(meal(after, day, "DINNER")).toEqual(meal(before, day, "DINNER"));
    const slow = WEEK.slice(0, 5).flatMap((d) => meal(after, d, "DINNER")).map(fold).join(" ");
    expect(slow).not.toMatch(/assad|frango sem pele cozido|musculo|arroz integral|mandioca|beterraba/);
    expect(reply).toContain("o jantar de segunda a sexta só com preparos rápidos");
  });

  it("'só almoço rápido durante a semana, fim de semana tenho tempo': the weekend's lunches stay as they were", async () => {
    const { before, after } = await planThenSay("só almoço rápido durante a semana, fim de semana tenho tempo");
    for (const day of ["Sábado", "Domingo"]) expect(meal(after, day, "LUNCH")).toEqual(meal(before, day, "LUNCH"));
  });

  it("'muda o domingo': Sunday's meals are drawn again, the other days kept", async () => {
    const { before, after, reply } = await planThenSay("muda o domingo, quero algo diferente");
    expect(dayOf(after, "Domingo")).not.toEqual(dayOf(before, "Domingo"));
    for (const day of WEEK.slice(0, 6)) expect(dayOf(after, day)).toEqual(dayOf(before, day));
    expect(reply).toContain("refiz o dia todo de domingo");
  });

  it("'na sexta quero um almoço mais leve': only Friday's lunch is made lighter", async () => {
    const { before, after, reply } = await planThenSay("na sexta quero um almoço mais leve");
    for (const day of WEEK.filter((d) => d !== "Sexta-feira")) expect(dayOf(after, day)).toEqual(dayOf(before, day));
    expect(reply).toContain("(sexta-feira)");
  });
});

describe("a day that starts late is laid out at its hours (issue 27)", () => {
  it("'acordo 10h e durmo 2h' after a plan: the first meal at 10h30, the last before 2h", async () => {
    const { reply } = await planThenSay("acordo 10h e durmo 2h");
    expect(reply).toContain("- **10h30**: café da manhã (ao acordar)");
    expect(reply).toContain("- **0h30**: ceia");
  });

  it("'trabalho de noite, entro 22h e saio 6h, monta um cardápio': the night's order at the shift's hours", async () => {
    const reply = (await sayTo(app, await chatUser(app), "trabalho de noite, entro 22h e saio 6h, monta um cardápio")).message;
    expect(reply).toContain("**21h**, antes de sair para o trabalho");
    expect(reply).toContain("**6h30**, ao chegar em casa");
  });
});

describe("what a plan request asks of its meals is done (issue 27)", () => {
  it.each([["plano low carb sem frutos do mar"], ["plano pra perder peso sem carne de porco e sem camarão"]])("'%s' is a plan, checked for what it leaves out", async (message) => {
    const reply = (await sayTo(app, await chatUser(app), message)).message;
    expect(planId(reply)).not.toBeNull();
    expect(reply).toContain("sem frutos do mar");
  });

  it("'monta um plano com lanche pra levar pro trabalho': the snacks need no fridge", async () => {
    const who = await chatUser(app);
    const reply = (await sayTo(app, who, "monta um plano com lanche pra levar pro trabalho")).message;
    const snacks = names(await readPlan(who, planId(reply)!), ["MORNING_SNACK", "AFTERNOON_SNACK"]).join(" ");
    expect(snacks).not.toMatch(/leite|iogurte|queijo|requeijao|ricota/);
    expect(reply).toContain("**Lanches para levar:**");
  });

  it("'faz um plano com café da manhã pequeno, não tenho fome de manhã': the breakfast is made smaller and said so", async () => {
    const reply = (await sayTo(app, await chatUser(app), "faz um plano com café da manhã pequeno, não tenho fome de manhã")).message;
    expect(reply).toContain("**Café da manhã pequeno:**");
  });

  it("'monta um cardápio, não sei cozinhar': only quick preparations", async () => {
    const reply = (await sayTo(app, await chatUser(app), "monta um cardápio, não sei cozinhar")).message;
    expect(reply).toContain("só preparos rápidos");
  });
});
