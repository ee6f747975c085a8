import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { fold, meal, names, offEnergy, planTalk } from "../../../test/plan-fixtures";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const { fixedRandomInt } = await import("../../../test/fixed-seeds");
  return { ...actual, randomInt: fixedRandomInt(173) };
});

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());
const talk = planTalk(() => app);

const WEEK = ["Segunda-feira", "Terça-feira", "Quarta-feira", "Quinta-feira", "Sexta-feira", "Sábado", "Domingo"];
const kcalOf = (items: readonly { calories: number }[] | undefined) => (items ?? []).reduce((sum, i) => sum + i.calories, 0);

describe("where the person lives, said in passing, gives the plan its region's food (issue 27)", () => {
  it.each([
    ["moro em belém do pará", "quero um plano alimentar pra perder peso", "comida do Norte"],
    ["aqui no interior de minas tudo é longe", "faz um plano de 7 dias pra mim", "comida mineira"],
    ["sou de fortaleza", "monta um cardapio de 7 dias", "comida nordestina"],
  ])("'%s', then '%s': %s", async (place, ask, kitchen) => {
    const { plan, reply } = await talk(place, ask);
    expect(plan!.title).toContain(kitchen);
    expect(reply).toContain(`Levei em conta: ${kitchen}`);
  });

  it("'sou de recife mas moro em são paulo': the place lived in now has no kitchen here, so none is claimed", async () => {
    const { plan } = await talk("sou de recife mas moro em são paulo", "faz um plano de 7 dias");
    expect(plan!.title).not.toMatch(/comida/);
  });

  it("a fish allergy said before 'sou de manaus' keeps fish off every day of the Northern plan", async () => {
    const { plan, reply } = await talk("tenho alergia a peixe", "sou de manaus, faz um plano pra semana");
    expect(plan!.title).toContain("comida do Norte");
    expect(names(plan!).join(" ")).not.toMatch(/peixe|tambaqui|pirarucu|pintado|corvina|tilapia|sardinha|atum|merluza|pescada/);
    expect(reply).toContain("sem peixe");
  });
});

describe("a marmita with nowhere to heat it (issue 27)", () => {
  it("'levo marmita e lá não tem micro-ondas': every lunch without fish, scrambled egg, fried food or soup, kept cold, never 'esquente'", async () => {
    const { plan, reply } = await talk("levo marmita pro trabalho e lá não tem micro-ondas", "monta um plano da semana");
    const lunches = names(plan!, ["LUNCH"]).join(" ");
    expect(lunches).not.toMatch(/peixe|tilapia|sardinha|atum|merluza|pescada|pintado|corvina|salmao|ovo mexido|omelete|frit|sopa|caldo|pure/);
    expect(reply).toContain("Marmita fria, sem onde esquentar");
    expect(reply).toContain("bolsa térmica com gelo");
    expect(reply).toContain("Conferi os 7 dias:** almoço que se come frio");
    expect(fold(reply)).not.toMatch(/esquente/);
  });
});

describe("a meal made bigger on the days said (issue 27)", () => {
  it("'no sábado e domingo quero janta mais caprichada': weekend dinners bigger, weekday dinners as they were, every day on its energy", async () => {
    const { before, plan, reply } = await talk("quero um plano de 7 dias", "no sábado e domingo quero janta mais caprichada");
    const dinner = (p: typeof plan, day: string) => kcalOf(p!.days.find((d) => d.label === day)?.meals.find((m) => m.slot === "DINNER")?.items);
    for (const day of ["Sábado", "Domingo"]) expect(dinner(plan, day)).toBeGreaterThan(dinner(before, day) * 1.15);
    for (const day of WEEK.slice(0, 5)) expect(meal(plan!, day, "DINNER")).toEqual(meal(before!, day, "DINNER"));
    expect(offEnergy(plan!)).toEqual([]);
    expect(reply).toContain("**jantar mais caprichado** no sábado e no domingo");
    expect(reply).not.toMatch(/fim de semana/i);
  });

  it("said with the request ('no fim de semana quero um jantar mais especial'): the new plan's weekend dinners are bigger", async () => {
    const { reply } = await talk("faz um cardapio de 7 dias, no fim de semana quero um jantar mais especial");
    expect(reply).toContain("**Jantar mais caprichado no sábado e no domingo:**");
  });
});

describe("a night shift said after a plan (issue 27)", () => {
  it("'eu trabalho de madrugada, durmo de dia': the plan's meals in the night's order, its foods kept", async () => {
    const { before, plan, reply } = await talk("me faz um plano de 7 dias", "eu trabalho de madrugada, durmo de dia");
    expect(reply).toContain("Para um turno da noite");
    expect(reply).toContain("no meio do turno");
    expect(names(plan!)).toEqual(names(before!));
  });
});

describe("a short morning shapes breakfast only (issue 27)", () => {
  it("'só tenho 10 minutos de manhã': every breakfast without tapioca, cuscuz, eggs or mingau; lunch and dinner keep the usual foods", async () => {
    const { plan, reply } = await talk("só tenho 10 minutos de manhã pra comer", "monta um plano semanal pra mim");
    expect(names(plan!, ["BREAKFAST"]).join(" ")).not.toMatch(/tapioca|cuscuz|crepioca|omelete|ovo|mingau|panqueca/);
    expect(plan!.avoidFoods).not.toContain("arroz integral");
    expect(reply).toContain("**Café da manhã rápido:**");
    expect(reply).toContain("Conferi os 7 dias:** café da manhã pronto em poucos minutos");
    expect(reply).not.toContain("só preparos rápidos");
  });
});

describe("a plan asked in fewer words is still a plan (issue 27)", () => {
  it.each([
    ["plano de 1800 kcal 7 dias", 1800],
    ["me ajuda com um plano de 7 dias que caiba no bolso", null],
  ])("'%s': a plan of 7 days", async (ask, kcal) => {
    const { plan, reply } = await talk(ask);
    expect(plan!.days).toHaveLength(7);
    if (kcal) expect(offEnergy(plan!, kcal)).toEqual([]);
    else expect(reply).toContain("baratos");
  });
});
