import { describe, expect, it } from "vitest";
import { composeMeasure } from "./compose-measure";

describe("a household measure asked in another measure of the same food", () => {
  it("answers a ladle of beans in tablespoons of beans, never as a soup", () => {
    const reply = composeMeasure("1 concha de feijão equivale a quantas colheres de sopa?", null)!;
    expect(reply).toMatch(/concha de feijão carioca cozido\*\* \(140 g\) equivale a cerca de \*\*8 colheres de sopa\*\* \(17 g cada\)/);
    expect(reply).not.toMatch(/sopa \(legumes/i);
    expect(reply).toContain("Nada foi registrado");
  });

  it("answers grams of a cup of rice, and grams of the measure just asked", () => {
    expect(composeMeasure("quantos gramas tem uma xícara de arroz?", null)).toContain("**100 g**");
    expect(composeMeasure("e quantos gramas dá isso?", "1 concha de feijão equivale a quantas colheres de sopa?")).toContain("**140 g**");
  });

  it("leaves alone what is not a measure question", () => {
    expect(composeMeasure("quanto de mandioca equivale a 2 pães?", null)).toBeNull();
    expect(composeMeasure("comi 1 concha de feijão", null)).toBeNull();
  });
});
