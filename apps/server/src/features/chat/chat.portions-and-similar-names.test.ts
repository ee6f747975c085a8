import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { cardItems as items, converse } from "../../../test/chat-fixtures";

/**
 * Issue 27, decision 176: a piece at the size the person said or bought ("pão de queijo grande", a snack-bar coxinha, an
 * X-tudo, a plate of galinhada, a PF bem servido), and names whose last word is another food read as themselves.
 */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const said = async (message: string) => (await converse(app, message))[0]!;

describe("portions as bought and sizes as said", () => {
  it("counts the size said and the street size ('3 pão de queijo grande', 'uma coxinha', 'um x-tudo', 'galinhada, um prato raso')", async () => {
    expect(items(await said("comi 3 pão de queijo grande no café"))).toEqual([{ food: "Pão de queijo", grams: 180 }]);
    expect(items(await said("lanchei uma coxinha de frango na rua"))).toEqual([{ food: "Coxinha de frango", grams: 100 }]);
    expect(items(await said("jantei um x-tudo"))).toEqual([{ food: "X-tudo", grams: 350 }]);
    expect(items(await said("almocei galinhada, um prato raso"))).toEqual([{ food: "Galinhada", grams: 300 }]);
    const pf = await said("almocei um PF bem servido");
    expect(pf.calculation?.totalCalories ?? 0).toBeGreaterThan(700);
  });
});

describe("names that end in another food's name", () => {
  it("logs the xis coração, the bombom and the creme de cupuaçu themselves, and cans as beer", async () => {
    expect(items(await said("comi um xis coração em porto alegre")).map((i) => i.food)).toEqual(["Xis coração (receita padrão)"]);
    expect(items(await said("comi 2 bombons de cupuaçu"))).toEqual([{ food: "Bombom recheado (receita padrão)", grams: 44 }]);
    expect(items(await said("sobremesa foi creme de cupuaçu, uma taça")).map((i) => i.food)).toEqual(["Creme de cupuaçu (receita padrão)"]);
    expect(items(await said("tomei 3 latinhas ontem no churrasco")).map((i) => i.food)).toContain("Cerveja");
  });

  it("reads 'vitamina C' as the nutrient and 'tem caloria' as the question", async () => {
    const vitamin = await said("quanto de vitamina C tem na laranja?");
    expect(vitamin.message).toMatch(/vitamina C/);
    expect(vitamin.message).not.toMatch(/\*\*Vitamina\*\*/);
    const mate = await said("chimarrão tem caloria?");
    expect(mate.message).not.toMatch(/Não entendi/);
    expect(mate.message).toMatch(/kcal/);
  });
});
