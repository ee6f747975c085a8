import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TMealPlan } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import type { TTestUser } from "../../../test/accounts";
import { chatUser, sayTo, setProfile } from "../../../test/chat-fixtures";

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

const say = (who: TTestUser, message: string) => sayTo(app, who, message);
const planId = (message: string) => /\/meal-plans\/([0-9a-f-]{36})/.exec(message)?.[1] ?? null;
const readPlan = async (who: TTestUser, id: string) => (await app.inject({ method: "GET", url: `/api/meal-plans/${id}`, headers: who.auth })).json<TMealPlan>();
const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
const mealOf = (plan: TMealPlan, day: number, slot: string) => plan.days.find((d) => d.day === day)?.meals.find((m) => m.slot === slot);
const foods = (plan: TMealPlan, day: number, slot: string) => (mealOf(plan, day, slot)?.items ?? []).map((i) => `${i.food} ${i.measure}`);
const withinEnergy = (plan: TMealPlan) => plan.days.every((d) => Math.abs(d.totals.calories - plan.targets.calories) / plan.targets.calories <= 0.05);

/** A 7-day plan made in the chat, then one edit said after it: the same plan read before and after, and the edit's reply. */
async function planThenEdit(edit: string, request = "monta um cardapio de 7 dias pra mim") {
  const who = await chatUser(app);
  const made = await say(who, request);
  const id = planId(made.message)!;
  const before = await readPlan(who, id);
  const reply = await say(who, edit);
  return { who, id, before, reply, after: await readPlan(who, id) };
}

describe("a meal of the plan repeated on other days (issue 27, decision 117)", () => {
  it("'pode repetir o almoço 2 dias seguidos pra eu fazer marmita': the same plan, lunch of day 2 = day 1, day 4 = day 3, day 6 = day 5, no meal logged", async () => {
    const { id, before, reply, after } = await planThenEdit("pode repetir o almoço 2 dias seguidos pra eu fazer marmita");
    expect(planId(reply.message)).toBe(id);
    expect(reply.message).toMatch(/marmita/);
    expect(reply.calculation).toBeNull();
    expect(after.days).toHaveLength(7);
    for (const [from, to] of [[1, 2], [3, 4], [5, 6]]) expect(foods(after, to!, "LUNCH")).toEqual(foods(before, from!, "LUNCH"));
    expect(foods(after, 7, "LUNCH")).toEqual(foods(before, 7, "LUNCH"));
    expect(withinEnergy(after)).toBe(true);
  });

  it("'repete o jantar de segunda na terça': Tuesday's dinner is Monday's, found by the days' labels; other dinners unchanged", async () => {
    const { before, reply, after } = await planThenEdit("repete o jantar de segunda na terça");
    const monday = after.days.find((d) => d.label === "Segunda-feira")!.day;
    const tuesday = after.days.find((d) => d.label === "Terça-feira")!.day;
    expect(reply.message).toMatch(/jantar de segunda-feira para terça-feira/);
    expect(foods(after, tuesday, "DINNER")).toEqual(foods(before, monday, "DINNER"));
    for (const day of after.days.filter((d) => d.day !== tuesday)) expect(foods(after, day.day, "DINNER")).toEqual(foods(before, day.day, "DINNER"));
    expect(withinEnergy(after)).toBe(true);
  });

  it("'quero o mesmo café da manhã todo dia': the first day's breakfast on all seven days", async () => {
    const { reply, after, before } = await planThenEdit("quero o mesmo café da manhã todo dia");
    expect(reply.message).toMatch(/mesmo café da manhã todos os dias/);
    for (const day of after.days) expect(foods(after, day.day, "BREAKFAST")).toEqual(foods(before, 1, "BREAKFAST"));
    expect(withinEnergy(after)).toBe(true);
  });
});

describe("a plan asked with a regional cuisine", () => {
  it.each([
    ["faz um cardapio de 7 dias pra eu emagrecer com comida mineira", "comida mineira", /couve|quiabo|polenta|queijo minas|pao de queijo|feijao carioca|mandioca|abobora|lombo|coxa de frango/],
    ["monta um plano de 7 dias com comida nordestina", "comida nordestina", /cuscuz de milho|tapioca|mandioca|inhame|feijao verde|feijao de corda|fradinho|queijo coalho|carne seca|caju|graviola|pinha|maxixe|quiabo/],
  ])("'%s': seven days near the target (5 percent), the region's foods every day, no kiwi or salmon, said in 'Levei em conta'", async (request, label, regional) => {
    const who = await chatUser(app);
    const reply = await say(who, request);
    expect(reply.message).toMatch(new RegExp(`Levei em conta: [^\\n]*${label}`));
    const plan = await readPlan(who, planId(reply.message)!);
    expect(plan.days).toHaveLength(7);
    expect(withinEnergy(plan)).toBe(true);
    for (const day of plan.days) {
      const names = day.meals.flatMap((m) => m.items.map((i) => fold(i.food)));
      expect(names.some((n) => regional.test(n)), names.join(", ")).toBe(true);
      for (const n of names) expect(n).not.toMatch(/kiwi|salmao|quinoa/);
    }
  });
});

describe("meal hours said after a plan", () => {
  it("'eu almoço às 11h e janto às 20h, ajusta o plano': the hours said back, the snacks placed between them, the plan's foods unchanged", async () => {
    const { reply, before, after } = await planThenEdit("eu almoço às 11h e janto às 20h, ajusta o plano");
    expect(reply.message).toContain("almoço às **11h** e jantar às **20h**");
    expect(reply.message).toMatch(/\*\*15h30\*\*: lanche da tarde/);
    expect(reply.calculation).toBeNull();
    expect(after.days).toEqual(before.days);
  });

  it("'tomo café às 6 da manhã' after a plan is the breakfast's hour, never six cups of coffee logged", async () => {
    const { reply } = await planThenEdit("tomo café às 6 da manhã");
    expect(reply.calculation).toBeNull();
    expect(reply.message).toContain("café da manhã passa a ser às **6h**");
  });
});

describe("foods taken out, swapped, put in or made smaller", () => {
  it("'na terça tira o jilo, ninguem aqui come' with no jiló in the plan says so and keeps jiló among the plan's foods to avoid", async () => {
    const { reply, after, before } = await planThenEdit("na terça tira o jilo, ninguem aqui come");
    expect(reply.message).toMatch(/Não tem jiló na terça no seu plano, nem em outro dia/);
    expect(reply.message).toMatch(/Anotei jiló entre os alimentos a evitar/);
    expect(after.avoidFoods).toContain("jiló");
    expect(after.days).toEqual(before.days);
  });

  it("'troca o peixe de <dia> por frango': that day's fish becomes chicken, the other days keep theirs", async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const who = await chatUser(app);
      const id = planId((await say(who, "monta um cardapio de 7 dias pra mim")).message)!;
      const before = await readPlan(who, id);
      const fishDay = before.days.find((d) => d.meals.some((m) => m.items.some((i) => /merluza|pintado|abadejo|corvina|salm|sardinha|til[aá]pia/i.test(i.food))));
      if (!fishDay) continue;
      const weekday = fold(fishDay.label).split("-")[0]!;
      const reply = await say(who, `troca o peixe de ${weekday} por frango`);
      const after = await readPlan(who, id);
      const day = after.days.find((d) => d.day === fishDay.day)!;
      expect(reply.message).not.toMatch(/suíno/);
      expect(day.meals.flatMap((m) => m.items.map((i) => i.food)).join(" ")).not.toMatch(/merluza|pintado|abadejo|corvina|salm|sardinha|til[aá]pia/i);
      expect(day.meals.flatMap((m) => m.items.map((i) => i.food)).join(" ")).toMatch(/frango/i);
      for (const other of after.days.filter((d) => d.day !== fishDay.day)) expect(other.meals).toEqual(before.days.find((d) => d.day === other.day)!.meals);
      return;
    }
    throw new Error("no plan with fish in four tries");
  });

  it("'tira o lanche da manhã' takes the morning snack out of every day of the same plan, each day still within 5 % of its energy", async () => {
    const { id, reply, after } = await planThenEdit("tira o lanche da manhã");
    expect(planId(reply.message)).toBe(id);
    expect(reply.message).toMatch(/agora são 5 refeições por dia/);
    expect(after.meals).not.toContain("MORNING_SNACK");
    for (const day of after.days) expect(day.meals.map((m) => m.slot)).not.toContain("MORNING_SNACK");
    expect(withinEnergy(after)).toBe(true);
  });

  it("'pode colocar ovo no café da manhã todo dia?' puts egg in every breakfast, lunch and dinner keep their foods", async () => {
    const { reply, before, after } = await planThenEdit("pode colocar ovo no café da manhã todo dia?");
    expect(reply.message).toMatch(/café da manhã agora tem ovo/);
    for (const day of after.days) {
      expect(mealOf(after, day.day, "BREAKFAST")!.items.some((i) => /^Ovo/.test(i.food))).toBe(true);
      for (const slot of ["LUNCH", "DINNER"]) expect(mealOf(after, day.day, slot)!.items.map((i) => i.food)).toEqual(mealOf(before, day.day, slot)!.items.map((i) => i.food));
    }
    expect(withinEnergy(after)).toBe(true);
  });

  it("'coloca mais proteína no café da manhã': every breakfast has egg, queijo minas, ricota or yoghurt (never pão de queijo as the protein)", async () => {
    const { reply, before, after } = await planThenEdit("coloca mais proteína no café da manhã");
    expect(reply.message).toMatch(/café da manhã agora tem ovo, queijo minas, ricota ou iogurte/);
    for (const day of after.days) {
      expect(mealOf(after, day.day, "BREAKFAST")!.items.some((i) => /^(Ovo|Queijo minas|Ricota|Iogurte)/.test(i.food))).toBe(true);
      const cheeseBread = (plan: TMealPlan) => mealOf(plan, day.day, "BREAKFAST")!.items.filter((i) => /Pão de queijo/.test(i.food)).length;
      expect(cheeseBread(after)).toBeLessThanOrEqual(cheeseBread(before));
    }
    expect(withinEnergy(after)).toBe(true);
  });

  it("'tira o arroz do jantar' leaves no rice at dinner and the lunches as they were", async () => {
    const { before, after } = await planThenEdit("tira o arroz do jantar");
    for (const day of after.days) {
      expect(mealOf(after, day.day, "DINNER")!.items.map((i) => i.food).join(" ")).not.toMatch(/Arroz/);
      expect(foods(after, day.day, "LUNCH")).toEqual(foods(before, day.day, "LUNCH"));
    }
  });

  it("'menos arroz no jantar' halves the dinner's rice where it is above the smallest portion, never logging a meal", async () => {
    const who = await chatUser(app);
    await setProfile(app, who.auth, { weight: 95, gender: "MALE", activityLevel: "VERY_ACTIVE", goal: "WEIGHT_MAINTENANCE" });
    const id = planId((await say(who, "monta um cardapio de 7 dias pra mim")).message)!;
    const before = await readPlan(who, id);
    const reply = await say(who, "menos arroz no jantar");
    const after = await readPlan(who, id);
    expect(reply.calculation).toBeNull();
    const rice = (plan: TMealPlan, day: number) => mealOf(plan, day, "DINNER")?.items.find((i) => /^Arroz/.test(i.food))?.grams ?? 0;
    const larger = before.days.filter((d) => rice(before, d.day) > 50);
    for (const day of larger) expect(rice(after, day.day)).toBeLessThanOrEqual(Math.max(50, rice(before, day.day) / 2));
    expect(reply.message).toMatch(larger.length > 0 ? /diminuí o arroz no jantar/ : /menor porção/);
    expect(withinEnergy(after)).toBe(true);
  });

  it("an edit it cannot apply ('libera o chimarrão de tarde', 'no almoço de domingo coloca um churrasco') says so, keeps the plan and logs no meal", async () => {
    for (const edit of ["e libera o chimarrão de tarde ne", "no almoço de domingo coloca um churrasco, é sagrado aqui em casa kkk"]) {
      const { id, before, reply, after } = await planThenEdit(edit);
      expect(reply.calculation, edit).toBeNull();
      expect(reply.message, edit).toContain("Não consegui aplicar essa mudança ao seu plano");
      expect(reply.message, edit).toContain(`/meal-plans/${id}`);
      expect(after.days).toEqual(before.days);
    }
  });
});
