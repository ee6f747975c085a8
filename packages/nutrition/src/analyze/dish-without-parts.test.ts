import { describe, expect, it } from "vitest";
import { analyze } from "./analyze";

const one = (text: string) => analyze(text).items[0]!;

describe("a dish said without some of its parts", () => {
  it("takes each part's usual share out of the dish, with that part's own nutrients", () => {
    const whole = one("1 x-tudo");
    const less = one("1 x-tudo sem ovo e sem bacon");
    expect(less.food).toBe(whole.food);
    expect(less.grams).toBeLessThan(whole.grams);
    expect(less.calories).toBeLessThan(whole.calories - 80);
    expect(less.measure).toContain("sem ovo e bacon");
    expect(one("2 fatias de pizza de calabresa sem borda").calories).toBeLessThan(one("2 fatias de pizza de calabresa").calories);
    expect(one("cachorro quente sem purê sem batata palha").food).toBe("Cachorro quente");
  });

  it("reads a food without a part its name has as the plain food, and leaves other 'sem' as the food says", () => {
    expect(one("café sem leite").food).toBe("Café");
    expect(one("frango sem pele").food).toMatch(/sem pele/);
    expect(analyze("café sem açúcar e pão").items.map((i) => i.food)).toEqual(["Café", "Pão francês"]);
    expect(one("1 lata de guaraná sem açúcar").food).toBe("Refrigerante zero");
    expect(one("suco de laranja sem açúcar").food).toBe("Suco de laranja");
  });
});

describe("a size said right after a measure", () => {
  it("reads thin, thick and full only on the measure", () => {
    expect(one("2 fatias fininhas de pão integral").grams).toBeLessThan(one("2 fatias de pão integral").grams);
    expect(one("2 fatias grossas de queijo").grams).toBeGreaterThan(one("2 fatias de queijo").grams);
    expect(one("1 concha cheia de feijão").grams).toBeGreaterThan(one("1 concha de feijão").grams);
    expect(analyze("macarrão fino").items.map((i) => i.food)).toEqual(["Macarrão cozido"]);
    expect(analyze("farinha fina").items.map((i) => i.food)).toEqual(["Farinha de mandioca"]);
  });
});
