import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** The reply that says the question has no verified answer: never the answer to a question on the thread. */
const NO_ANSWER = /não tenho na minha base|Não tenho uma resposta verificada/;

describe("foods added to the one just talked about are counted together", () => {
  it("'e se eu botar ovo e queijo junto?' after cuscuz: the three together, with what they change", async () => {
    const [, reply] = await converse(app, "cuscuz é bom no café da manhã?", "e se eu botar ovo e queijo junto?");
    expect(reply!.message).toMatch(/\*\*Cuscuz de milho com ovo cozido e queijo [^*]+\*\*: .* dão cerca de \*\*\d+ kcal\*\*/);
    expect(reply!.message).toContain("Melhora, sim");
    expect(reply!.message).not.toMatch(NO_ANSWER);
    expect(reply!.calculationId).toBeNull();
  });

  it("'e com ovo fica melhor?' is the food with egg, not the two compared as alternatives", async () => {
    const [, reply] = await converse(app, "cuscuz nordestino é saudável?", "e com ovo fica melhor?");
    expect(reply!.message).toMatch(/\*\*Cuscuz de milho com ovo cozido\*\*/);
    expect(reply!.message).not.toContain("sai na frente");
  });

  it("'e se eu colocar mel e aveia?' after yogurt: the sum, and the honey measured", async () => {
    const [, reply] = await converse(app, "iogurte natural é bom?", "e se eu colocar mel e aveia?");
    expect(reply!.message).toMatch(/\*\*Iogurte natural com mel e aveia em flocos\*\*/);
    expect(reply!.message).toMatch(/Mel concentra muitas calorias/);
    expect(reply!.message).not.toMatch(NO_ANSWER);
  });

  it("'e se eu puser frango e brócolis?' after pasta at night: a fuller plate, counted", async () => {
    const [, reply] = await converse(app, "macarrão à noite engorda?", "e se eu puser frango e brócolis junto?");
    expect(reply!.message).toMatch(/\*\*Macarrão cozido com frango [^*]+ e brócolis cozido\*\*/);
    expect(reply!.message).not.toMatch(NO_ANSWER);
  });
});

describe("the day and the card against the target", () => {
  it("'bate com a meta?' after two meals: the day's total and what is left", async () => {
    const [, , reply] = await converse(app, "café: pão francês com manteiga e café com leite", "almoço: 4 colheres de arroz, 1 concha de feijão, frango grelhado", "bate com a meta?");
    expect(reply!.message).toMatch(/o dia vai a \*\*[\d.,]+ kcal\*\*/);
    expect(reply!.message).toMatch(/sobram cerca de \*\*[\d.]+ kcal\*\*/);
  });

  it("'dá pra comer mais uma?' after 2 coxinhas: one more of the same size against the room left", async () => {
    const [card, reply] = await converse(app, "comi 2 coxinhas no lanche", "dá pra comer mais uma?");
    const grams = card!.calculation!.items[0]!.grams / 2;
    expect(reply!.message).toContain(`**Coxinha** (${grams} g)`);
    expect(reply!.message).toMatch(/Então \*\*(cabe|cabe, mas no limite|passaria da meta)\*\*/);
    expect(reply!.message).not.toContain("Pastel e coxinha engordam?");
    expect(reply!.calculationId).toBeNull();
  });
});

describe("a recommendation keeps to what the person left out earlier", () => {
  it("'quais carnes vc me indica?' after 'não como porco' and a rodízio: a list of cuts without pork", async () => {
    const [, , reply] = await converse(app, "não como porco", "vou num rodízio hoje", "quais carnes vc me indica?");
    const list = reply!.message.split("_Deixei de fora")[0]!;
    expect(list).toContain("Carnes para o rodízio");
    expect(list).toMatch(/- Maminha grelhada/);
    expect(list).not.toMatch(/lombo|lingüiça|linguiça/i);
    expect(reply!.message).toMatch(/_Deixei de fora: .*lombo de porco/);
  });

  it("'que peixe vc recomenda?' after 'não gosto de sardinha': fish, the sardine left out", async () => {
    const [, reply] = await converse(app, "não gosto de sardinha", "que peixe vc recomenda?");
    expect(reply!.message).toContain("Peixes que eu indico");
    expect(reply!.message.split("_Deixei de fora")[0]).not.toMatch(/Sardinha/);
  });

  it("'quais fontes de cálcio?' after 'não tomo leite de vaca': no cow's milk in the list", async () => {
    const [, reply] = await converse(app, "não tomo leite de vaca", "quais fontes de cálcio vc me indica?");
    expect(reply!.message).toContain("fontes de **cálcio**");
    expect(reply!.message).not.toMatch(/- Leite (integral|desnatado|semidesnatado)/);
  });
});

describe("a slimming product keeps its answer when asked how to use it", () => {
  it("'quanto posso tomar por dia?' after a tea sold by its promise: no dose, said once in full, never a plain tea's portion", async () => {
    const [first, dose, hour] = await converse(app, "vi um chá misto de 50 ervas que seca 5kg em 1 semana, funciona?", "quanto posso tomar por dia?", "qual a melhor hora pra tomar ele?");
    expect(first!.message).toContain("Não existe quantidade nem horário seguros");
    for (const r of [dose!, hour!]) {
      expect(r.message).toContain("A resposta continua a mesma");
      expect(r.message).not.toContain("A ANVISA já mandou recolher");
    }
    for (const r of [first!, dose!, hour!]) {
      expect(r.message).not.toMatch(/porção de referência|Misto quente|fora do que eu faço/);
      expect(r.calculationId).toBeNull();
    }
  });

  it("a tea named of its own after the product is that tea", async () => {
    const [, tea] = await converse(app, "quero tomar o chá emagrece já que vi no insta", "e chá de camomila, quanto posso tomar por dia?");
    expect(tea!.message).not.toContain("Não existe quantidade nem horário seguros");
    expect(tea!.message).not.toContain("A resposta continua a mesma");
  });
});
