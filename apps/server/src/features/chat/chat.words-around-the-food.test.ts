import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { cardFoods as foods, converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());


/** Issue 27, decision 189: words around the food that are not food, a dish's name, or the question asked. */
describe("words around the food", () => {
  it.each([
    ["pera, minha irmã tá perguntando se banana é boa pro intestino", /banana/i],
    ["peraí, quanto de proteína tem o ovo?", /ovo/i],
  ])("'%s': 'pera' is 'wait', never the fruit", async (said, subject) => {
    const [, reply] = await converse(app, "janta: arroz e feijão", said);
    expect(reply!.message).not.toMatch(/Pera (Park|Williams)|\*\*Pera\b/);
    expect(reply!.message).toMatch(subject);
  });

  it("'pera, maçã e uva' is still a list of fruits", async () => {
    const [reply] = await converse(app, "lanche: pera, maçã e uva");
    expect(foods(reply!).some((f) => /^Pera/.test(f))).toBe(true);
  });

  it.each(["hj no almoço: pf com arroz, feijão, frango a passarinho e farofa", "almoço: bife a cavalo com arroz"])("'%s' is the person's meal, not a pet's food", async (said) => {
    const [reply] = await converse(app, said);
    expect(reply!.message).not.toMatch(/veterinário/);
    expect(reply!.calculation).not.toBeNull();
  });

  it("'e quanto de açúcar por dia é ok?' after a yogurt question asks the day's limit, not the yogurt with sugar added", async () => {
    const [, reply] = await converse(app, "esse iogurte tem muito açúcar?", "e quanto de açúcar por dia é ok?");
    expect(reply!.message).not.toMatch(/com açúcar refinado\*\*: /);
    expect(reply!.message).toMatch(/25 g|10%/);
  });
});

describe("what a label's mark means", () => {
  it.each([
    "no rotulo do iogurte q eu compro tem aquela lupa 'alto em açucar adicionado', oq significa?",
    "tem uma lupa 'alto em sódio' no requeijão, o que quer dizer?",
  ])("'%s' gets what the mark means, not the food's numbers", async (said) => {
    const [reply] = await converse(app, said);
    expect(reply!.message).toMatch(/lupa[\s\S]*ANVISA/);
    expect(reply!.message).not.toMatch(/A tabela de alimentos não separa|do seu limite de/);
  });
});

describe("how much an amount holds, asked without a nutrient", () => {
  it.each([
    ["quanto tem 1 colher de requeijao?", /Requeijão cremoso\*\* — 1 colher de sopa \(30 g\): 77,1 kcal/],
    ["e quanto da 2 fatias de pao integral?", /Pão integral\*\* — 2 fatias \(50 g\): 126,5 kcal/],
  ])("'%s' gets the amount's numbers, not an article", async (said, numbers) => {
    const [, reply] = await converse(app, "quanto de caloria tem 1 pao frances?", said);
    expect(reply!.message).toMatch(numbers);
    expect(reply!.message).not.toMatch(/qual a diferença/i);
  });
});
