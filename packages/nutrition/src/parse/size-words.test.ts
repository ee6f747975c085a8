import { describe, expect, it } from "vitest";
import { analyze } from "../analyze/analyze";

const grams = (text: string) => analyze(text).items[0]?.grams ?? 0;

describe("sizes said beyond the plain word", () => {
  it("reads 'grandão', 'enorme' and 'gigante' above 'grande', and 'pequenininho' below 'pequeno'", () => {
    for (const food of ["pão de queijo", "coxinha", "bife"]) {
      const plain = grams(`1 ${food}`);
      expect(grams(`1 ${food} grandão`), food).toBeGreaterThan(grams(`1 ${food} grande`));
      expect(grams(`1 ${food} enorme`), food).toBeGreaterThan(grams(`1 ${food} grande`));
      expect(grams(`1 ${food} gigante`), food).toBeGreaterThan(plain);
      expect(grams(`1 ${food} pequenininho`), food).toBeLessThan(plain);
    }
  });

  it("reads a 'brotinho' as the small pizza, half the usual one, and never as a word it does not know", () => {
    const brotinho = analyze("jantei uma pizza brotinho de calabresa");
    expect(brotinho.unmatched).toEqual([]);
    expect(brotinho.items[0]!.grams).toBeCloseTo(grams("uma pizza de calabresa") / 2, 0);
    // "broto" too, while the bean sprouts stay a food.
    expect(grams("meia pizza broto")).toBeCloseTo(grams("uma pizza") / 4, 0);
    expect(analyze("salada com broto de feijao").items.map((i) => i.food)).toContain("Broto de feijão");
  });

  it("never loses the food to a size word it does not know", () => {
    expect(analyze("um bife gigante").items).toHaveLength(1);
    expect(analyze("uma coxinha pequenininha").items[0]!.food).toMatch(/^Coxinha/);
  });
});
