import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { cardFoods as foods, converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const grams = (reply: { calculation: { items: { food: string; grams: number }[] } | null }, food: RegExp) =>
  reply.calculation?.items.filter((i) => food.test(i.food)).reduce((sum, i) => sum + i.grams, 0) ?? 0;

describe("the card edited in words: the card a correction names, parts of a dish, each unit, purchases and the day (issue 27)", () => {
  it("a correction of a food only the card before has edits that card, never the lunch open now", async () => {
    const [breakfast, lunch, milk] = await converse(app, "café da manhã: 2 torradas e um copo de leite", "almocei arroz, feijão e frango", "ah o leite foi desnatado");
    expect(milk!.calculationId).toBe(breakfast!.calculationId);
    expect(foods(milk!).some((f) => /desnatado/i.test(f))).toBe(true);
    expect(foods(milk!).some((f) => /^Arroz|^Feijão|^Frango/.test(f))).toBe(false);
    expect(milk!.calculationId).not.toBe(lunch!.calculationId);

    const [dinner, , pizza] = await converse(app, "jantei 2 fatias de pizza de calabresa", "de lanche comi uma coxinha", "as pizzas eram de frango com catupiry");
    expect(pizza!.calculationId).toBe(dinner!.calculationId);
    expect(foods(pizza!).some((f) => /coxinha/i.test(f))).toBe(false);
    expect(foods(pizza!).some((f) => /calabresa/i.test(f))).toBe(false);
  });

  it("'o hot dog veio sem purê' takes out the purê told beside it; 'metade do prato foi salada' shrinks the plate and adds the salad", async () => {
    const [, noPure] = await converse(app, "jantei um cachorro quente com purê e batata palha", "o cachorro quente veio sem o purê");
    expect(foods(noPure!).some((f) => /^Purê/.test(f))).toBe(false);
    expect(foods(noPure!).some((f) => /^Cachorro quente/.test(f))).toBe(true);
    expect(noPure!.message).toMatch(/tirei purê/);

    const [plate, salad] = await converse(app, "almocei um prato de arroz com feijão e bife", "metade do prato foi salada");
    expect(foods(salad!).some((f) => /^Salada/.test(f))).toBe(true);
    expect(grams(salad!, /^Arroz/)).toBeLessThan(grams(plate!, /^Arroz/));
    expect(salad!.calculationId).toBe(plate!.calculationId);
  });

  it("each of a count said apart: 'um foi de queijo e o outro de carne', 'uma era lata e a outra long neck'", async () => {
    const [, pasteis] = await converse(app, "comi 2 pastéis de queijo", "um foi de queijo e o outro de carne");
    expect(foods(pasteis!)).toHaveLength(2);
    expect(foods(pasteis!).some((f) => /carne/i.test(f))).toBe(true);
    expect(pasteis!.message).not.toMatch(/Não entendi/);

    const [, beers] = await converse(app, "bebi 2 cervejas", "uma era lata e a outra long neck");
    expect(beers!.calculation!.items.map((i) => Math.round(i.grams)).sort()).toEqual([350, 355]);
    expect(beers!.message).not.toMatch(/fora do que eu faço/);
  });

  it("a purchase is no meal: the kilo is not counted, and a question beside it is about the food asked", async () => {
    const [bought] = await converse(app, "comprei 3 kg de carne moída no mercado");
    expect(bought!.calculationId).toBeNull();
    expect(bought!.message).toMatch(/não registrei nada/);
    expect(bought!.message).not.toMatch(/kcal\*\*/);

    const [one] = await converse(app, "comprei uma dúzia de laranjas, quantas calorias tem uma?");
    expect(one!.message).not.toMatch(/dúzia|12 unidades/);
    expect(grams(one!, /Laranja/) || 0).toBeLessThan(400);
    expect(one!.message).toMatch(/Laranja/);
  });

  it("'quanto eu comi hoje no total?' after two cards is the day, not the last card", async () => {
    const [, , day] = await converse(app, "almocei arroz, feijão e carne", "jantei uma sopa de legumes", "quanto eu comi hoje no total?");
    expect(day!.message).toMatch(/o dia vai a/);
    expect(day!.message).toMatch(/2 refeições/);

    const [, , total] = await converse(app, "café da manhã: pão com ovo e café", "almocei arroz e frango", "e qual foi o total?");
    expect(total!.message).toMatch(/o dia vai a/);
  });

  it("a kind said in two words: 'o iogurte foi natural desnatado' is the skimmed natural yoghurt, nothing left unread", async () => {
    const [card, kind] = await converse(app, "lanche: um iogurte e uma maçã", "o iogurte foi natural desnatado");
    expect(foods(kind!)).toContain("Iogurte natural desnatado");
    expect(kind!.message).not.toMatch(/Não entendi/);
    expect(kind!.calculationId).toBe(card!.calculationId);
  });
});
