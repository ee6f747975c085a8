import { describe, expect, it } from "vitest";
import { composeEquivalence } from "./compose-equivalence";

describe("an equivalence between two foods", () => {
  it("counts a fat asked 'in how many' in spoons, and compares no carbohydrates when neither has any", () => {
    const reply = composeEquivalence("1 colher de sopa de azeite equivale a quantas de manteiga em caloria?")!;
    expect(reply).toMatch(/g de manteiga\*\* \(cerca de [\d,]+ × colher/);
    expect(reply).not.toContain("0 g de carboidratos contra 0 g");
  });

  it("keeps the carbohydrates when one side has them", () => {
    expect(composeEquivalence("quantas colheres de arroz da um pao frances?")).toMatch(/g de carboidratos contra/);
  });
});
