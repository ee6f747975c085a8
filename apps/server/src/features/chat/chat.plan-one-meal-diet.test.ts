import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { names, planTalk } from "../../../test/plan-fixtures";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const { fixedRandomInt } = await import("../../../test/fixed-seeds");
  return { ...actual, randomInt: fixedRandomInt(195) };
});

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());
const talk = planTalk(() => app);

/** Dairy with lactose by its names in the plan (lactose-free milk and plant drinks are no dairy of this kind). */
const LACTOSE = /^(leite(?! de soja| de coco| de amendoa| de aveia| sem lactose| zero lactose)|cafe com leite|iogurte(?! de soja| sem lactose)|queijo|requeijao|ricota|coalhada)/;
const MEAT = /\b(frango|carne|patinho|acem|maminha|alcatra|musculo|lombo|contra-file|file mignon|figado|porco|bisteca|linguica|peixe|merluza|tilapia|sardinha|atum|salmao|pintado|corvina|abadejo|pescada)\b/;
const RED_MEAT = /\b(carne|patinho|acem|maminha|alcatra|musculo|lombo|contra-file|file mignon|porco|bisteca|linguica|picanha|fraldinha|cupim)\b/;

describe("a diet said in a request of one meal holds, and that meal's energy is no day's (issue 27, decision 195)", () => {
  it.each([
    ["me da 3 jantares sem lactose pra semana", 3, "DINNER", LACTOSE, /sem lactose/],
    ["quero 3 opcoes de cafe da manha sem lactose", 3, "BREAKFAST", LACTOSE, /sem lactose/],
    ["so preciso de 3 jantares vegetarianos, pode fazer?", 3, "DINNER", MEAT, /vegetariano/],
    ["me da 2 opcoes de janta sem carne vermelha", 2, "DINNER", RED_MEAT, /sem carne vermelha/],
  ] as const)("'%s': %i days of that meal alone, none of what was left out and said so, never refused as a day below 1,200 kcal", async (said, days, slot, left, saidBack) => {
    const { plan, reply } = await talk(said);
    expect(reply).not.toMatch(/Não posso recomendar/);
    expect(plan!.days).toHaveLength(days);
    expect([...new Set(plan!.days.flatMap((d) => d.meals.map((m) => m.slot)))]).toEqual([slot]);
    expect(names(plan!).filter((n) => left.test(n))).toEqual([]);
    expect(reply).toMatch(saidBack);
    expect(reply).toMatch(/kcal em cada/);
    expect(reply).not.toMatch(/\d kcal por dia/);
  });
});

describe("'nada de laticínio' after a plan leaves out every dairy food, not a food called 'laticínio' (issue 27, decision 195)", () => {
  it("'nada de laticinio por favor': no milk, yoghurt or cheese on any day", async () => {
    const { plan, reply } = await talk("me monta um plano de 7 dias pra emagrecer", "nada de laticinio por favor");
    expect(names(plan!).filter((n) => LACTOSE.test(n) || /^leite/.test(n))).toEqual([]);
    expect(reply).not.toMatch(/sem laticinio\b/);
  });
});

describe("'tira X e põe mais Y e Z' over a plan is X swapped for Y and Z in the same plan, never Y made larger (issue 27, decision 195)", () => {
  it("'tira o arroz e poe mais batata doce e mandioca': no rice left, the same plan, said as a swap", async () => {
    const { plan, before, reply, plans } = await talk("me monta um plano de 7 dias pra emagrecer", "tira o arroz e poe mais batata doce e mandioca");
    expect(plans).toBe(1);
    expect(plan!.id).toBe(before!.id);
    expect(names(plan!).filter((n) => /^arroz/.test(n))).toEqual([]);
    expect(reply).toMatch(/troquei arroz por batata doce, mandioca/);
    expect(reply).not.toMatch(/aumentei a porção/);
  });
});
