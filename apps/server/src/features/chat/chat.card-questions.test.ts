import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, converse, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Questions about the meal on the card or the foods just compared, typed the way people type them (issue 27). */
describe("questions about the card and the comparison, as typed", () => {
  it("answers 'isso tem muito sodio? tenho q me preocupar?' from the card, not from a food named 'q'", async () => {
    const who = await chatUser(app);
    const card = await sayTo(app, who, "jantei um acaraje completo com vatapa e camarao");
    const reply = await sayTo(app, who, "isso tem muito sodio? tenho q me preocupar?");
    expect(reply.message).toMatch(/mg de sódio/);
    expect(reply.message).toMatch(/limite de 2\.000 mg/);
    expect(reply.message).not.toMatch(/Q-suco/i);
    expect(reply.calculationId).toBeNull();
    expect(card.calculationId).not.toBeNull();
  });

  it("reads 'tá muito gorduroso?' as the card's fat, not as a fish called 'pescada'", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "almocei vaca atolada, um prato fundo cheio");
    const reply = await sayTo(app, who, "isso é muito pesado? tá muito gorduroso?");
    expect(reply.message).toMatch(/g de gorduras/);
    expect(reply.message).toMatch(/das calorias vêm da gordura/);
    expect(reply.message).not.toMatch(/Pescada/);
  });

  it("ranks the foods just compared by what is asked, all three of them", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "to na padaria, vou pegar ou uma coxinha ou um pao de queijo grande ou um misto quente");
    const reply = await sayTo(app, who, "qual desses tem mais proteina? e qual tem menos caloria");
    expect(reply.message).toMatch(/\*\*Mais proteína: misto quente/);
    expect(reply.message).toMatch(/\*\*Menos calorias: misto quente/);
    expect(reply.message).not.toMatch(/sai na frente/);
    expect(reply.calculationId).toBeNull();
  });

  it("says which item of the card weighed most when asked 'qual dos dois engordou mais'", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "comi uma pamonha de tarde e um copo de curau");
    const reply = await sayTo(app, who, "qual dos dois engordou mais kkk");
    expect(reply.message).toMatch(/O que mais pesou foi \*\*Pamonha\*\*/);
  });

  it("takes the drink off the card on 'esquece o refri, tomei foi agua', keeping the rest", async () => {
    const who = await chatUser(app);
    const card = await sayTo(app, who, "almocei arroz, feijao, bife acebolado e uma coca lata");
    const reply = await sayTo(app, who, "esquece o refri, tomei foi agua kkk");
    expect(reply.calculation!.items.map((i) => i.food)).not.toContain("Refrigerante de cola");
    expect(reply.calculation!.items.map((i) => i.food)).toContain("Arroz branco cozido");
    expect(Math.round(card.calculation!.totalCalories - reply.calculation!.totalCalories)).toBe(119);
  });

  it("answers whey isolado against concentrado from the knowledge base, and its follow-up about paying more, with no food read from 'caro' or 'isolado'", async () => {
    const who = await chatUser(app);
    const first = await sayTo(app, who, "qual a diferença de whey isolado pro concentrado?");
    expect(first.message).toContain("Whey concentrado, isolado ou hidrolisado");
    const next = await sayTo(app, who, "vale a pena pagar mais caro no isolado se eu n tenho problema com lactose?");
    expect(next.message).toContain("Whey concentrado, isolado ou hidrolisado");
    expect(next.message).not.toMatch(/Cará|Salada ou verdura/);
    expect(next.calculationId).toBeNull();
  });

  it("applies every edit of one message to the card: 'era de 300ml, e sem o leite condensado, troquei por banana'", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "tomei um açai de 500ml com granola e leite condensado");
    const reply = await sayTo(app, who, "pera, era de 300ml, e sem o leite condensado, troquei por banana");
    const foods = reply.calculation!.items.map((i) => i.food);
    expect(foods).not.toContain("Leite condensado");
    expect(foods.some((f) => /^Banana/.test(f))).toBe(true);
    expect(reply.calculation!.items.find((i) => /^Açaí/.test(i.food))!.grams).toBe(300);
  });

  it("answers 'quanto eu economizo se tirar o refri?' from the card without changing it", async () => {
    const who = await chatUser(app);
    const card = await sayTo(app, who, "almocei arroz, feijao, bife acebolado e uma coca lata");
    const reply = await sayTo(app, who, "quanto eu economizo se tirar o refri?");
    expect(reply.message).toMatch(/Sem refri, essa refeição ficaria com \*\*[\d.,]+ kcal\*\*/);
    expect(reply.message).toMatch(/\*\*119 kcal a menos\*\*/);
    expect(reply.message).toContain("Não mudei o cartão");
    expect(reply.calculationId).toBeNull();
    const after = await sayTo(app, who, "quanto deu?");
    expect(after.message).toContain(String(card.calculation!.totalCalories).replace(".", ","));
  });
});

/** Issue 27, decision 199: the card's total asked right after a swap is the total, not the two foods swapped set side by side. */
describe("the total asked right after a swap on the card", () => {
  it("'e o total desse lanche fica quanto?' after 'troca a margarina por geleia' sums the card", async () => {
    const [, , total] = await converse(app, "lanche da tarde: 2 torradas com margarina e um suco de laranja", "troca a margarina por geleia", "e o total desse lanche fica quanto?");
    expect(total!.message).toMatch(/soma \*\*/);
    expect(total!.message).not.toMatch(/Comparando pelos dados da tabela/);
  });
});
