import { describe, expect, it } from "vitest";
import { composeEquivalence } from "./compose-equivalence";

describe("an equivalence between two foods", () => {
  it("counts a fat asked 'in how many' in spoons, and compares no carbohydrates when neither has any", () => {
    const reply = composeEquivalence("1 colher de sopa de azeite equivale a quantas de manteiga em caloria?")!;
    expect(reply).toMatch(/g de manteiga\*\* \(cerca de [\d,]+ × colher/);
    expect(reply).not.toContain("0 g de carboidratos contra 0 g");
  });

  it("reads 'dá o mesmo q 2 pão francês' as the two breads", () => {
    expect(composeEquivalence("quanto de aipim da o mesmo q 2 pão frances?")).toMatch(/^Pão francês \(2 unidades \(100 g\)\) tem cerca de \*\*300 kcal\*\*/);
  });

  it("keeps the carbohydrates when one side has them", () => {
    expect(composeEquivalence("quantas colheres de arroz da um pao frances?")).toMatch(/g de carboidratos contra/);
  });

  it("answers 'e em arroz, quantas colher de sopa?' after an equivalence in tablespoons of rice, for the same food as before", () => {
    const previous = "um pedaço de cuscuz de milho de uns 150g equivale a quantos pao frances?";
    const reply = composeEquivalence("e em arroz, quantas colher de sopa?", null, null, previous)!;
    expect(reply).toMatch(/^Cuscuz de milho \(150 g\) tem cerca de/);
    expect(reply).toMatch(/g de arroz branco cozido\*\* \(cerca de [\d,]+ × colher de sopa/);
  });
});
