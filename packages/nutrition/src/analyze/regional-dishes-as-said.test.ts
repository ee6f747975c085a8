import { describe, expect, it } from "vitest";
import { analyze } from "./analyze";

/** Regional and everyday dishes read as the dish, at the usual portion and piece (issue 27, decision 219). */
function items(text: string) {
  return analyze(text).items.map((i) => ({ food: i.food, grams: i.grams }));
}
const one = (text: string) => {
  const read = items(text);
  expect(read, text).toHaveLength(1);
  return read[0]!;
};
const kcal = (text: string) => analyze(text).totals.calories;

describe("pieces of the grill at the size they are served", () => {
  it.each([
    ["2 pedaços de linguiça", /^Lingüiça/, 100],
    ["dois pedaco de linguica no churrasco", /^Lingüiça/, 100],
    ["1 gomo de linguiça", /^Lingüiça/, 80],
    ["1 espeto de linguiça", /^Lingüiça|^Linguiça/, 90],
    ["uma costela", /^Costela assada/, 150],
    ["1 pedaço de costela", /^Costela assada/, 150],
    ["1 costela de porco", /^Costela de porco/, 80],
    ["2 costelinhas de porco", /^Costela de porco/, 160],
    ["1 pedaço de fraldinha", /^Fraldinha/, 100],
    ["um pedaço de cupim", /^Cupim/, 100],
    ["1 espeto de coraçao de frango", /^Coração de frango/, 90],
    ["1 salsichao", /^Lingüiça/, 80],
  ])("%s", (text, food, grams) => {
    const read = one(text);
    expect(read.food).toMatch(food);
    expect(read.grams).toBe(grams);
  });
});

describe("a dish named is the dish, never a nearby food or a component", () => {
  it.each([
    ["1 caldo de sururu", /^Caldo de sururu/],
    ["1 tigela de mungunza salgado", /^Mungunzá salgado/],
    ["xinxim de galinha", /^Xinxim/],
    ["1 prato de galinha de cabidela", /^Galinha à cabidela/],
    ["frango ao molho pardo", /^Galinha à cabidela/],
    ["mojica de pintado 1 prato", /^Mojica/],
    ["1 caldeirada de tucunare", /^Caldeirada/],
    ["1 bife a parmegiana", /^Bife à parmegiana/],
    ["1 file de frango a parmegiana", /^Frango à parmegiana/],
    ["2 pedaços de polenta frita", /^Polenta frita/],
    ["1 fatia de torta capixaba", /^Torta capixaba/],
    ["1 abara", /^Abará/],
    ["1 prato de marreco recheado", /pato/i],
    ["1 tainha assada", /^Peixe/],
    ["1 caldo de piranha", /^Caldo de peixe/],
  ])("%s", (text, food) => {
    expect(one(text).food).toMatch(food);
  });

  it("the steamed abará is lighter than the fried acarajé, a parmegiana heavier than the breaded steak alone", () => {
    expect(kcal("1 abara")).toBeLessThan(kcal("1 acaraje") * 0.6);
    expect(kcal("1 bife a parmegiana")).toBeGreaterThan(kcal("1 bife a milanesa") * 1.5);
    expect(kcal("100 g de polenta frita")).toBeGreaterThan(kcal("100 g de polenta") * 2);
  });

  it("the shellfish said alone stays the shellfish; the sweet canjica said alone stays sweet", () => {
    expect(one("1 prato de sururu").food).toMatch(/^Sururu/);
    expect(one("1 mungunza").food).toMatch(/^Canjica/);
  });
});

describe("street and snack-bar pieces at the size sold", () => {
  it.each([
    ["3 bolinhos de bacalhau", 90],
    ["1 bolinho de aipim", 40],
    ["1 algodao doce", 35],
    ["1 yakisoba", 350],
    ["1 bauru", 180],
    ["1 pastel", 80],
    ["2 pasteis", 160],
    ["1 copo de caldo de cana", 300],
    ["1 copo de garapa", 300],
    ["3 pequis", 60],
    ["1 moqueca baiana", 250],
    ["1 canjica", 200],
  ])("%s is %i g", (text, grams) => {
    expect(one(text).grams).toBe(grams);
  });

  it("a plate of sopa paraguaia, the baked corn cake, is not a soup plate", () => {
    expect(one("1 prato de sopa paraguaia").grams).toBeLessThanOrEqual(350);
  });
});
