import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { readHowMuchFits } from "./how-much-fits";

const read = (text: string, previous: string | null = null) => readHowMuchFits(foldText(text), previous ? foldText(previous) : null);

describe("how much of a food still fits today", () => {
  it("reads the measure and the food however the question is put", () => {
    expect(read("quantas fatias de pizza posso comer hj a noite ainda?")).toMatchObject({ unit: "fatias", food: "pizza" });
    expect(read("quantos pão de queijo ainda dá pra comer no lanche?")).toMatchObject({ unit: null, food: "pao de queijo" });
    expect(read("quantas colheres de arroz eu posso comer no jantar sem estourar?")).toMatchObject({ unit: "colheres", food: "arroz" });
    expect(read("de noite vai ter lasanha, quanto posso comer sem estourar?")?.food).toContain("lasanha");
  });

  it("takes the food from the message before when the question only counts it", () => {
    expect(read("quantas peças mais ou menos posso comer?", "hj vou no rodizio de sushi")).toMatchObject({ unit: "pecas", food: null });
    expect(read("quantas peças mais ou menos posso comer?", "o sushi daqui é bom?")).toBeNull();
  });

  it("reads a place as its food, and a meal already eaten as no occasion", () => {
    expect(read("a noite vou na pizzaria, quantos pedaços eu posso comer?")?.food).toBe("pizza");
    expect(read("quantas peças posso comer?", "hj a noite vou num rodizio de japones")).toMatchObject({ food: null });
    expect(read("quantos pedaços posso comer?", "almocei arroz e feijao")).toBeNull();
  });

  it("leaves questions about a daily habit to the answers about amounts", () => {
    for (const text of ["quantos ovos posso comer por dia?", "quantas castanhas posso comer todo dia?", "quantas calorias tem uma fatia de pizza?", "quanto de proteína eu preciso?"]) {
      expect(read(text), text).toBeNull();
    }
  });
});
