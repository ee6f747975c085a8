import { describe, expect, it } from "vitest";
import { analyze } from "./analyze";

const grams = (text: string) => analyze(text).items.reduce((sum, i) => sum + i.grams, 0);

describe("a food shared with people counted after a possessive (issue 27, decision 191)", () => {
  it("'com meus 2 irmãos', 'eu e minhas 3 amigas' count the people, the person included", () => {
    expect(grams("dividi uma pizza grande com meus 2 irmãos")).toBeCloseTo(grams("uma pizza grande") / 3, 0);
    expect(grams("dividimos uma garrafa de vinho eu e minhas 3 primas")).toBeCloseTo(grams("uma garrafa de vinho") / 4, 0);
  });
});
