import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { replyTexts } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** The replies that answer nothing, or say the base has nothing on it. */
const NO_ANSWER = /Não tenho uma resposta verificada|fora do que eu faço|não tenho na minha base|nada além do que já te disse/;

describe("plain food questions the base lacked are answered on the food asked (decision 190)", () => {
  it("'qual a diferenca do arroz parboilizado pro branco?': the parboiled rice, never the brown rice entry", async () => {
    const [reply] = await replyTexts(app, "qual a diferenca do arroz parboilizado pro branco?");
    expect(reply).toContain("**Arroz parboilizado é melhor que o branco?**");
    expect(reply).toMatch(/calorias são praticamente as mesmas/);
    expect(reply).not.toContain("Arroz integral emagrece mais");
  });

  it("'pra que serve caseina' then 'e antes de dormir vale a pena?': casein both times, never the entry on eating at night", async () => {
    const [what, bedtime] = await replyTexts(app, "pra que serve caseina", "e antes de dormir vale a pena?");
    expect(what).toContain("principal proteína do leite");
    expect(what).not.toContain("Nomes do leite na lista de ingredientes");
    expect(bedtime).toMatch(/Caseína/);
    expect(bedtime).not.toContain("Comer à noite engorda?");
  });

  it("'manteiga ghee faz bem?', 'tomar terere todo dia faz mal?', 'cafe de estomago vazio faz mal?', 'agua de coco engorda?': each its own entry", async () => {
    const [ghee] = await replyTexts(app, "manteiga ghee faz bem?");
    expect(ghee).toContain("**manteiga clarificada**");
    const [mate] = await replyTexts(app, "tomar terere todo dia faz mal?");
    expect(mate).toMatch(/erva-mate/);
    expect(mate).toMatch(/cafeína/);
    const [coffee] = await replyTexts(app, "cafe de estomago vazio faz mal?");
    expect(coffee).toContain("**Café em jejum faz mal?**");
    const [coconut] = await replyTexts(app, "agua de coco engorda?");
    expect(coconut).toContain("Água de coco hidrata mais que água? Engorda?");
    for (const r of [ghee, mate, coffee, coconut]) expect(r).not.toMatch(NO_ANSWER);
  });
});

describe("a short follow-up is answered from the thread food's row when no entry speaks of its point (decision 190)", () => {
  it("'e no almoço pode?' after a banana at night: the hour weighs little, with the banana's kcal", async () => {
    const [, lunch] = await replyTexts(app, "banana engorda a noite?", "e no almoço pode?");
    expect(lunch).toContain("**o horário pesa pouco**");
    expect(lunch).toMatch(/banana[^.]*\*\*\d+(,\d)? kcal\*\*/i);
    expect(lunch).not.toMatch(NO_ANSWER);
  });

  it("'e se eu nao treinar?' after whey: not needed without training, with its protein and the person's protein target", async () => {
    const [, noTraining] = await replyTexts(app, "whey engorda?", "e se eu tomar sem treinar?");
    expect(noTraining).toMatch(/^Sem treinar, whey protein não é necessário/);
    expect(noTraining).toMatch(/\d+(,\d)? g de proteína por dia/);
    expect(noTraining).not.toMatch(NO_ANSWER);
  });

  it("'e quanto posso comer?' after rice: the usual portion, its share of the day and a quarter of the plate", async () => {
    const [, amount] = await replyTexts(app, "arroz branco engorda?", "e a quantidade, quanto posso comer?");
    expect(amount).toMatch(/porção usual de arroz/);
    expect(amount).toContain("**cerca de um quarto**");
    expect(amount).not.toMatch(NO_ANSWER);
  });

  it("'e engorda?' after the iron in beans: whether the beans fatten, with their kcal", async () => {
    const [, fattening] = await replyTexts(app, "feijao tem muito ferro?", "e engorda?");
    expect(fattening).toMatch(/Nenhum alimento sozinho engorda/);
    expect(fattening).toMatch(/feijão/i);
    expect(fattening).not.toMatch(NO_ANSWER);
  });

  it("'e a sem acucar?' after granola: the granola entry on its sugar, never the entry on sugar per day", async () => {
    const [, sugarFree] = await replyTexts(app, "granola e saudavel?", "e a sem acucar?");
    expect(sugarFree).toMatch(/Granola/);
    expect(sugarFree).not.toContain("Quanto açúcar por dia");
    expect(sugarFree).not.toMatch(/lista verificada de opções/);
  });
});

describe("a kind said without its food is the first food's other kind (decision 190)", () => {
  it("'leite desnatado ou integral, qual tem mais calcio?': both milks ranked by calcium", async () => {
    const [reply] = await replyTexts(app, "leite desnatado ou integral, qual tem mais calcio?");
    expect(reply).toMatch(/\*\*Mais cálcio: leite desnatado\*\*/);
    expect(reply).toMatch(/leite integral [\d,]+ mg/);
  });

  it("'arroz integral ou branco pra emagrecer?' then 'e a quantidade, qto posso?': both rices weighed, then each one's portion", async () => {
    const [compared, amount] = await replyTexts(app, "arroz integral ou branco pra emagrecer?", "e a quantidade, qto posso?");
    expect(compared).toMatch(/128 kcal/);
    expect(amount).toMatch(/porção usual de arroz integral cozido/);
    expect(amount).toMatch(/porção usual de arroz branco cozido/);
    expect(amount).not.toMatch(NO_ANSWER);
  });
});
