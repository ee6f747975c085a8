import { describe, expect, it } from "vitest";
import { composeEquivalence } from "./compose-equivalence";

describe("an equivalence between two foods", () => {
  it("counts a fat asked 'in how many' in spoons, and compares no carbohydrates when neither has any", () => {
    const reply = composeEquivalence("1 colher de sopa de azeite equivale a quantas de manteiga em caloria?")!;
    expect(reply).toMatch(/g de manteiga\*\* \(cerca de [\d,]+ × colher/);
    expect(reply).not.toContain("0 g de carboidratos contra 0 g");
  });

  it("reads 'dá o mesmo q 2 pão francês' as the two breads", () => {
    expect(composeEquivalence("quanto de aipim da o mesmo q 2 pão frances?")).toMatch(/^Pão francês \(2 unidades \(100 g\)\) tem cerca de \*\*58,6 g de carboidratos\*\*/);
  });

  it("keeps the carbohydrates when one side has them", () => {
    expect(composeEquivalence("quantas colheres de arroz da um pao frances em calorias?")).toMatch(/g de carboidratos contra/);
  });

  it("swaps two starchy foods by carbohydrate, two protein foods by protein, and says so", () => {
    expect(composeEquivalence("quantas colheres de arroz da um pao frances?")).toMatch(/\*\*29,3 g de carboidratos\*\*[\s\S]*\(\d+,?\d* kcal contra 150 kcal\)[\s\S]*pelos carboidratos, que é o que mais pesa/);
    expect(composeEquivalence("qnts ovos equivalem a 100g de frango?")).toMatch(/\*\*27,3 g de proteína\*\*[\s\S]*g de ovo cozido\*\*/);
    expect(composeEquivalence("1 copo de leite equivale a quantas fatias de queijo minas?")).toMatch(/^Leite integral \(1 copo \(240 g\)\) tem cerca de \*\*146,4 kcal\*\*/);
  });

  it("answers 'e em arroz, quantas colher de sopa?' after an equivalence in tablespoons of rice, for the same food as before", () => {
    const previous = "um pedaço de cuscuz de milho de uns 150g equivale a quantos pao frances?";
    const reply = composeEquivalence("e em arroz, quantas colher de sopa?", null, null, [previous])!;
    expect(reply).toMatch(/^Cuscuz de milho \(150 g\) tem cerca de/);
    expect(reply).toMatch(/g de arroz branco cozido\*\* \(cerca de [\d,]+ × colher de sopa/);
  });
});
