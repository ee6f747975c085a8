import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { names, offEnergy, planTalk } from "../../../test/plan-fixtures";
import { replyTexts } from "../../../test/chat-fixtures";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const { fixedRandomInt } = await import("../../../test/fixed-seeds");
  return { ...actual, randomInt: fixedRandomInt(193) };
});

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());
const talk = planTalk(() => app);

describe("a goal faster than 1 kg a week gets a plan at the safe pace, with the reason (issue 27, decision 193)", () => {
  it.each([
    ["preciso perder 10 kg em 1 mes pra uma festa", "monta o plano"],
    ["quero secar 6 kg em 3 semanas", "me faz um cardapio"],
  ])("'%s', then '%s': the pace refused, the plan offered, then made within the safe cut and said so", async (goal, ask) => {
    const { replies, plan } = await talk(goal, ask);
    expect(replies[0]).toMatch(/0,5 a 1 kg por semana/);
    expect(replies[0]).toMatch(/monto agora um plano alimentar no ritmo seguro/);
    expect(plan).not.toBeNull();
    expect(replies[1]).toMatch(/maior corte seguro/);
    expect(replies[1]).toMatch(/levam cerca de \*\*\d+ semanas\*\*/);
    expect(replies[1]).not.toMatch(/Não posso montar|Não vou passar/);
    expect(offEnergy(plan!)).toEqual([]);
    // "secar 4 kg até sexta" is days, not weeks: still refused, plan or not.
    const byFriday = await talk("quero secar 4 kg ate sexta, monta um plano");
    expect(byFriday.plan).toBeNull();
    expect(byFriday.reply).toMatch(/Não posso montar/);
  });
});

describe("type 1 diabetes said as people write it reaches the plan (issue 27, decision 193)", () => {
  it.each(["sou DM1 faz 10 anos, conto carbo", "tenho dm1 e as vezes tenho hipo de madrugada"])("'%s', then a plan: diabetes kept, carbs per meal, insulin with the team, no night shift", async (said) => {
    const { replies } = await talk(said, "quero um plano de 5 refeicoes");
    expect(replies[0]).toMatch(/\*\*Diabetes\*\*/);
    expect(replies[1]).toMatch(/Carboidratos por refeição/);
    expect(replies[1]).toMatch(/relação insulina\/carboidrato/);
    expect(replies[1]).not.toMatch(/turno da noite/);
  });
});

describe("a plan after a bariatric operation is the team's, with how its meals are made (issue 27, decision 193)", () => {
  it.each([
    ["fiz bariatrica (sleeve) faz 4 meses", "me faz um plano de alimentacao?"],
    ["fiz gastroplastia ha 2 anos", "quero um cardapio da semana"],
  ])("'%s', then '%s': small volumes, protein first, liquids apart, the team; no plan of ordinary plates", async (said, ask) => {
    const { reply, plan } = await talk(said, ask);
    expect(plan).toBeNull();
    expect(reply).toMatch(/volume pequeno/);
    expect(reply).toMatch(/proteína primeiro/);
    expect(reply).toMatch(/líquidos longe das refeições/);
    expect(reply).toMatch(/equipe bariátrica/);
  });

  it("the pre-operative liquid diet is acknowledged, never a crash diet, and the plan asked is the team's", async () => {
    const [said, asked] = await replyTexts(app, "opero bariatrica mes que vem, to na dieta liquida pre operatoria", "me passa um plano da semana");
    expect(said).not.toMatch(/dieta radical|Não tenho uma resposta verificada/);
    expect(said).toMatch(/bariátrica/);
    expect(asked).toMatch(/dieta pré-operatória/);
    expect(asked).not.toMatch(/\/meal-plans\//);
  });
});

describe("what is left out is read as said (issue 27, decision 193)", () => {
  it("'não tomo leite puro' in a lacto-ovo vegetarian: no glass of milk nor coffee with milk, cheese and yogurt kept", async () => {
    const { plan } = await talk("sou ovolactovegetariana mas nao tomo leite puro, me da enjoo", "faz um plano semanal pra mim");
    const foods = names(plan!);
    expect(foods.filter((f) => /^leite (integral|desnatado|semidesnatado)|^cafe com leite/.test(f))).toEqual([]);
    expect(foods.some((f) => /iogurte|queijo|ricota/.test(f))).toBe(true);
  });

  it("'sem perder rendimento' is no food left out", async () => {
    const { reply, plan } = await talk("quero perder uns 2kg sem perder rendimento, monta um plano");
    expect(reply).not.toMatch(/sem perder rendimento/);
    expect(plan!.avoidFoods).toEqual([]);
  });
});

describe("another person eating from the plan gets their plate from it (issue 27, decision 193)", () => {
  it.each([
    ["meu marido come porcoes maiores, como faco?", /para o seu marido, que come mais/, /cerca de \*\*metade\*\*/],
    ["minha mulher vai comer junto mas ela come bem menos", /para a sua mulher, que come menos/, /um quarto/],
  ])("'%s' after a plan: the same menu, that plate scaled, their own plan offered; the plan unchanged", async (said, who, how) => {
    const { reply, before, plan, plans } = await talk("monta um cardapio semanal", said);
    expect(reply).toMatch(who);
    expect(reply).toMatch(how);
    expect(reply).toMatch(/plano só para (ele|ela)/);
    expect(plans).toBe(1);
    expect(names(plan!)).toEqual(names(before!));
  });
});

describe("a number of one meal asked is that many of that meal (issue 27, decision 193)", () => {
  it.each([
    ["so preciso de 3 jantares pra semana, o resto eu me viro", 3],
    ["me da ideia de 4 jantares rapidos pra semana, chego tarde", 4],
  ])("'%s': a plan of %i dinners, nothing else", async (said, count) => {
    const { plan, reply } = await talk(said);
    expect(plan!.days).toHaveLength(count);
    expect([...new Set(plan!.days.flatMap((d) => d.meals.map((m) => m.slot)))]).toEqual(["DINNER"]);
    expect(reply).toMatch(new RegExp(`plano de \\*\\*${count} dias\\*\\* só com o \\*\\*jantar`));
  });
});

describe("money, diet and whom the plan is for, as said (issue 27, decision 193)", () => {
  it("'tenho 150 por semana pra comida' is a budget without the word reais: about R$ 21 a day, said", async () => {
    const { reply, plan } = await talk("tenho 150 por semana pra comida, faz um cardapio barato");
    expect(plan).not.toBeNull();
    expect(reply).toMatch(/Cerca de R\$ 21 por dia/);
  });

  it("a vegan plan on a budget names only the cheap foods it has, never egg, chicken or sardine", async () => {
    const { reply, plan } = await talk("virei vegana mes passado", "quero um plano barato, uns 100 reais por semana");
    expect(plan).not.toBeNull();
    const line = reply.split("\n").find((l) => l.includes("costuma ser mais barato"))!;
    expect(line).not.toMatch(/ovo|frango|sardinha|carne/);
  });

  it("'sou celíaca e meu filho também', then 'faz um plano pra mim sem glúten': her own plan, gluten-free, not a child's", async () => {
    const { reply, plan } = await talk("sou celiaca e meu filho tb", "faz um plano pra mim sem gluten");
    expect(plan).not.toBeNull();
    expect(reply).not.toMatch(/crianças e adolescentes|Na infância/);
    expect(names(plan!).filter((f) => /pao|macarrao|trigo|biscoito/.test(f))).toEqual([]);
  });
});
