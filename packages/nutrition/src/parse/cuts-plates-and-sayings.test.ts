import { describe, expect, it } from "vitest";
import { analyze } from "../analyze/analyze";

const read = (text: string) => analyze(text).items.map((i) => ({ food: i.food, grams: i.grams }));

describe("a piece whose word starts the food's name", () => {
  it("'com pele' and 'sem pele' reach the cut they describe, the piece still the amount", () => {
    expect(read("1 coxa de frango com pele")).toEqual([{ food: "Coxa de frango com pele assada", grams: 55 }]);
    expect(read("1 sobrecoxa de frango sem pele")).toEqual([{ food: "Sobrecoxa de frango sem pele assada", grams: 65 }]);
  });

  it("leaves a piece of a food no cut of it names as it was", () => {
    expect(read("1 bife de alcatra").map((i) => i.food)).toEqual(["Miolo de alcatra sem gordura grelhado"]);
    expect(read("1 espiga de milho").map((i) => i.food)).toEqual(["Milho cozido"]);
  });
});

describe("a plate of a composite dish", () => {
  it("is the meal's plate of it, never the rice's share of a mixed plate", () => {
    expect(read("comi um prato de arroz com feijão")).toEqual([{ food: "Arroz com feijão", grams: 200 }]);
    expect(read("um prato de galinhada")[0]!.grams).toBeGreaterThanOrEqual(200);
    expect(read("um prato de macarrão")).toEqual([{ food: "Macarrão cozido", grams: 320 }]);
  });
});

describe("'pera aí' is 'espera'", () => {
  it("adds no pear, and a pear eaten is still one", () => {
    expect(read("pera aí, comi 2 pães").map((i) => i.food)).toEqual(["Pão francês"]);
    expect(read("pera lá, esqueci: teve 1 pera de sobremesa").map((i) => i.food)).toEqual(["Pera Park"]);
    expect(read("comi uma pera").map((i) => i.food)).toEqual(["Pera Park"]);
  });
});

describe("a dish named with its filling", () => {
  it("is the dish of any filling, never its filling alone", () => {
    expect(read("lasanha de berinjela").map((i) => i.food)).toEqual(["Lasanha"]);
    expect(read("lasanha de frango").map((i) => i.food)).toEqual(["Lasanha"]);
    expect(read("empadão de frango").map((i) => i.food)).toEqual(["Empadão (queijo, frango, camarão, palmito, etc.)"]);
  });
});
