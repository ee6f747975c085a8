import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";
import { fold, names, offEnergy, planId, planReaders, planTalk } from "../../../test/plan-fixtures";

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

const { readPlan } = planReaders(() => app);
const talk = planTalk(() => app);

describe("plan requests people type (decision 135)", () => {
  it("'o que eu como amanhã o dia todo?': a plan of one day", async () => {
    const { plan } = await talk("o que eu como amanha o dia todo?");
    expect(plan?.days).toHaveLength(1);
  });

  it("'manda aí um cardápio pra secar, tipo 1600 kcal': seven days, each within 5 % of 1,600", async () => {
    const { plan } = await talk("manda ai um cardapio pra secar, tipo 1600 kcal");
    expect(plan?.days).toHaveLength(7);
    expect(offEnergy(plan!, 1600)).toEqual([]);
  });

  it("'sem carne vermelha': no beef and no pork on any of the seven days", async () => {
    const { plan } = await talk("quero um cardapio de 1400 kcal sem carne vermelha e sem leite");
    expect(names(plan!).filter((n) => /lombo|porco|pernil|bisteca|linguica|patinho|acem|musculo|maminha|alcatra|carne/.test(n))).toEqual([]);
    expect(offEnergy(plan!, 1400)).toEqual([]);
  });

  it("'sou ovolactovegetariana' said first: the plan has no meat, chicken or fish", async () => {
    const { plan } = await talk("sou ovolactovegetariana mas tenho intolerancia a lactose", "me faz um cardapio de 3 dias pra emagrecer");
    expect(names(plan!).filter((n) => /frango|carne|peixe|porco|lombo|patinho|acem|musculo|sardinha|salmao|tilapia|merluza|corvina|pintado|abadejo|atum/.test(n))).toEqual([]);
  });

  it("'4 refeições, sem glúten, sem peixe, 1600 kcal': every constraint of one message, on every day", async () => {
    const { plan } = await talk("quero um plano de 4 refeicoes, sem gluten, sem peixe, 1600 kcal");
    expect(names(plan!).filter((n) => /peixe|tilapia|sardinha|merluza|salmao|pintado|corvina|abadejo|atum|pescada/.test(n))).toEqual([]);
    for (const day of plan!.days) expect(day.meals).toHaveLength(4);
    expect(offEnergy(plan!, 1600)).toEqual([]);
  });

  it("'to sem ideia do que comer' leaves nothing out of the plan", async () => {
    const { plan } = await talk("preciso de um cardapio pra semana toda, to sem ideia do que comer");
    expect(plan?.avoidFoods).toEqual([]);
  });

  it("'pode ser 5 dias?' after a plan of 3 days: a plan of 5 days", async () => {
    const { plan } = await talk("monta um cardapio de 3 dias pra mim", "pode ser 5 dias?");
    expect(plan?.days).toHaveLength(5);
  });

  it("a night shift said before 'faz um plano com os horários do meu plantão': the night's order, not a day's clock", async () => {
    const { reply } = await talk("sou enfermeira e trabalho plantao noturno 19 as 7", "faz um plano com os horarios do meu plantao, 5 refeicoes");
    expect(reply).toContain("turno da noite");
    expect(reply).not.toContain("**12h30**: almoço");
  });
});

describe("plan edits in other words (decision 135)", () => {
  it("'tá caro isso aí, faz mais barato': the same plan without the dear foods, each day within 5 %", async () => {
    const { plan, plans } = await talk("faz um plano de 7 dias pra mim", "ta caro isso ai, faz mais barato");
    expect(plans).toBe(1);
    expect(names(plan!).filter((n) => /salmao|castanha|kiwi|quinoa|chia|abacate|tofu|corvina|pintado|abadejo/.test(n))).toEqual([]);
    expect(offEnergy(plan!)).toEqual([]);
  });

  it("'acho muita refeição, muda pra 3 refeições só e mantém as calorias': the same plan with three meals, each day within 5 % of 1,800", async () => {
    const { plan, plans } = await talk("me da um plano de 1800 kcal com 6 refeicoes", "acho mta refeicao, muda pra 3 refeicoes so e mantem as calorias");
    expect(plans).toBe(1);
    for (const day of plan!.days) expect(day.meals.map((m) => m.slot)).toEqual(["BREAKFAST", "LUNCH", "DINNER"]);
    expect(offEnergy(plan!, 1800)).toEqual([]);
  });

  it("'pode ser pra 7 dias' after a plan of 7 days: it already is, no new plan, no article", async () => {
    const { reply, plans } = await talk("quero uma dieta barata, uns 25 reais por dia", "pode ser pra 7 dias");
    expect(plans).toBe(1);
    expect(reply).toContain("já é de **7 dias**");
  });

  it.each(["troca o bacalhau por sardinha", "substitui o bacalhau por frango", "pode trocar o bacalhau por ovo em tudo?"])("'%s' over a plan without it: said, nothing swapped, how to get the food", async (edit) => {
    const who = await chatUser(app);
    const id = planId((await sayTo(app, who, "monta um cardapio de 7 dias pra mim")).message)!;
    const before = await readPlan(who, id);
    expect(names(before).some((n) => n.includes("bacalhau"))).toBe(false);
    const reply = (await sayTo(app, who, edit)).message;
    expect(reply).toContain("Não tem bacalhau no seu plano");
    expect(reply).toContain("Não troquei nada");
    expect((await readPlan(who, id)).days).toEqual(before.days);
  });

  it("'pode tirar o café? não tomo café': the drink out of every day, breakfast kept, each day within 5 %", async () => {
    const { plan, reply } = await talk("monta um cardapio de 7 dias pra mim", "pode tirar o cafe? nao tomo cafe");
    expect(names(plan!).filter((n) => /^cafe\b/.test(n))).toEqual([]);
    for (const day of plan!.days) expect(day.meals.map((m) => m.slot)).toContain("BREAKFAST");
    expect(offEnergy(plan!)).toEqual([]);
    expect(reply).toMatch(/café/);
  });
});

describe("what was said before an edit still holds (decision 135)", () => {
  it("'pode ser com frango, arroz integral e legumes' after a lunch repeated Monday to Friday: the repeated lunch has them", async () => {
    const { plan } = await talk("faz um plano de marmitas pra semana, quero repetir o mesmo almoco de seg a sex", "pode ser com frango, arroz integral e legumes");
    const lunches = plan!.days.filter((d) => !/Sábado|Domingo/.test(d.label)).map((d) => d.meals.find((m) => m.slot === "LUNCH")!.items.map((i) => fold(i.food)).join(", "));
    expect(new Set(lunches).size).toBe(1);
    expect(lunches[0]).toMatch(/frango/);
    expect(lunches[0]).toMatch(/arroz integral/);
  });

  it("'o jantar tem que ser até 19h' after 'acordo 5h e trabalho de turno até as 14h': the waking and the shift's lunch stay", async () => {
    const { reply } = await talk("acordo 5h e trabalho de turno ate as 14h, me faz um plano com horarios", "o jantar tem q ser ate 19h pq durmo cedo");
    expect(reply).toContain("**5h30**: café da manhã");
    expect(reply).toContain("**14h30**: almoço");
    expect(reply).toContain("**19h**: jantar");
  });
});

describe("a plan that needs a professional (decision 135)", () => {
  it.each(["uso insulina 3x ao dia, me faz um cardapio de 1200 kcal pra emagrecer rapido", "tomo glibenclamida, quero uma dieta bem restrita pra secar"])("'%s': no plan, hypoglycaemia and who to see", async (text) => {
    const { reply, plans } = await talk(text);
    expect(plans).toBe(0);
    expect(reply).toContain("hipoglicemia");
    expect(reply).toContain("endocrinologista");
  });

  it("insulin said earlier, then a plan at a cut: the same referral", async () => {
    const { reply, plans } = await talk("tenho diabetes tipo 1 e uso insulina", "me faz uma dieta de 1300 kcal");
    expect(plans).toBe(0);
    expect(reply).toContain("hipoglicemia");
  });
});
