import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { cardItems as items, converse } from "../../../test/chat-fixtures";

/**
 * Issue 27, decision 188: the food and its portion on the card as sold, poured and made: a chain's sandwich at its
 * published size, a beer by the vessel it came in, a kind said after another kind of the same dish, what a dish already
 * holds never counted twice, and a kind nobody named said so. Each said in other words than the probes.
 */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const said = async (message: string) => (await converse(app, message))[0]!;

describe("the food as sold and poured", () => {
  it("logs a chain's sandwich at its published size and a beer by its vessel", async () => {
    expect(items(await said("jantei 1 bigmac e uma coca zero"))[0]).toEqual({ food: "Big Mac (McDonald's)", grams: 204 });
    const bk = await said("no burger king pedi um whopper");
    expect(bk.message).not.toMatch(/Não entendi/);
    expect(items(bk)).toEqual([{ food: "Whopper (Burger King)", grams: 290 }]);
    expect(items(await said("bebi um litrão sozinho ontem"))).toEqual([{ food: "Cerveja", grams: 1000 }]);
    const draught = await said("tomei 4 chopes no happy hour");
    expect(draught.message).not.toMatch(/\d+ latas/);
    expect(items(draught)).toEqual([{ food: "Cerveja", grams: 1160 }]);
  });

  it("reads a kind said after a counted dish of another kind as more of that dish", async () => {
    const pastries = await said("comi 2 pastel de queijo e 1 de carne");
    expect(pastries.message).not.toMatch(/Não entendi/);
    expect(items(pastries).map((i) => i.food)).toEqual(["Pastel de queijo", "Pastel de carne"]);
  });
});

describe("what a dish already holds", () => {
  it("counts the chocolate powder in the milk once and the seasoning of the rice never", async () => {
    expect(items(await said("um copo de leite com achocolatado e 2 colheres de toddy"))).toEqual([
      { food: "Leite integral", grams: 240 },
      { food: "Achocolatado em pó", grams: 24 },
    ]);
    const dinner = await said("jantei arroz e ovo, o arroz foi refogado no alho e cebola");
    expect(items(dinner).map((i) => i.food)).toEqual(["Arroz branco cozido", "Ovo cozido"]);
  });

  it("says when a kind was not named", async () => {
    expect(items(await said("comi uma esfirra na padaria")).map((i) => i.food)).toEqual(["Esfirra (recheio não dito)"]);
  });
});
