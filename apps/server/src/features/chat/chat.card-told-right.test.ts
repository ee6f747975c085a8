import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

/**
 * Issue 27 (decision 182): the meal card read right the first time and moved when told. A meal of another day says
 * where it goes, a mistake owned before the place moves the card, a chain or shop after a food is no food, a plate said
 * after "x com y" is the dish's, and a thing put on a food of the card is added beside it.
 */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

type TReply = Awaited<ReturnType<typeof converse>>[number];
const foods = (reply: TReply | undefined) => (reply?.calculation?.items ?? []).map((i) => `${i.food}:${Math.round(i.grams)}`).join(" | ");

describe("the card read right and moved when told", () => {
  it("a meal told of another day says the day and meal it goes to, never only 'your daily count'", async () => {
    const [dinner] = await converse(app, "ontem de noite jantei 2 pastéis de carne");
    expect(dinner!.message).toMatch(/jantar de ontem, não no de hoje/);
    const [lunch] = await converse(app, "anteontem no almoço comi um prato de lasanha");
    expect(lunch!.message).toMatch(/almoço de \d{2}\/\d{2}, não no de hoje/);
    const [now] = await converse(app, "almocei arroz e feijão");
    expect(now!.message).not.toMatch(/não no de hoje/);
  });

  it("a mistake owned before the place ('anotei errado, era de ontem', 'era de ontem de manhã') moves the card", async () => {
    const [, moved] = await converse(app, "jantei sopa de legumes", "ih anotei errado aqui, foi de ontem");
    expect(moved!.message).toContain("passei para ontem");
    const [, morning] = await converse(app, "comi uma tapioca com ovo", "era de ontem de manhã");
    expect(morning!.message).toContain("passei para o café da manhã de ontem");
    expect(foods(morning)).toMatch(/Tapioca/);
  });

  it("a chain or shop after a food ('do habibs', 'do mc', 'da pastelaria') is where it came from, and a kind said alone there is its dish", async () => {
    const [kibes] = await converse(app, "comi 3 kibes do habibs");
    expect(foods(kibes)).toMatch(/^Quibe:\d+$/);
    const [esfihas] = await converse(app, "comi 2 de carne e 1 de queijo no habibs");
    expect(foods(esfihas)).toMatch(/Esfirra de carne:\d+ \| Esfirra de queijo:\d+/);
    const [pasteis] = await converse(app, "comi 2 de queijo da pastelaria");
    expect(foods(pasteis)).toMatch(/Pastel de queijo/);
  });

  it("'a de queijo era de frango' on a card of esfihas keeps the esfiha; a plate after 'baião de dois com carne de sol' is the dish's", async () => {
    const [, swapped] = await converse(app, "comi 2 esfihas, 1 de carne e 1 de queijo", "a de queijo na verdade era de frango");
    expect(foods(swapped)).toMatch(/Esfirra de carne:\d+ \| Esfirra/);
    expect(foods(swapped)).not.toMatch(/^.*\| (?:Frango|Peito)/);
    const [plate] = await converse(app, "almocei baião de dois com carne de sol, uns 2 pratos");
    expect(foods(plate)).toMatch(/^Baião de dois:(\d+)/);
    expect(Number(/^Baião de dois:(\d+)/.exec(foods(plate))?.[1])).toBeGreaterThan(200);
  });

  it("a thing put on a food of the card ('passei requeijão no pão', 'o suco foi com 1 colher de açúcar, corrige aí') is added beside it", async () => {
    const [first, oiled] = await converse(app, "almocei salada de alface com tilápia grelhada", "coloquei azeite na salada");
    expect(oiled!.message).toContain("acrescentei azeite");
    expect(oiled!.calculation!.totalCalories).toBeGreaterThan(first!.calculation!.totalCalories + 40);
    expect(foods(oiled)).toMatch(/Til[aá]pia/i);
    const [, sweet] = await converse(app, "tomei um suco de laranja", "o suco foi com 1 colher de açúcar, corrige aí");
    expect(sweet!.message).toMatch(/acrescentei 1 colher de a[cç][uú]car/);
    const [, milk] = await converse(app, "tomei um chá mate", "tinha 2 colheres de leite");
    expect(milk!.message).toMatch(/acrescentei 2 colheres de leite/);
  });
});
