import { describe, expect, it } from "vitest";
import { analyze } from "../analyze/analyze";

const read = (text: string) => analyze(text).items.map((i) => ({ food: i.food, grams: i.grams }));

describe("'colheres de arroz' followed by the kind of rice", () => {
  it("is that rice by the tablespoon, like 'colheres de arroz', never a spoon of something called 'branco'", () => {
    expect(read("4 colheres de arroz branco")).toEqual([{ food: "Arroz branco cozido", grams: 100 }]);
    expect(read("Quantas calorias tem 4 colheres de arroz branco?")).toEqual(read("4 colheres de arroz"));
    expect(read("4 colheres de arroz branco e 1 concha de feijão").map((i) => i.food)).toEqual(["Arroz branco cozido", "Feijão carioca cozido"]);
  });

  it("keeps the serving spoon and the dish when the words after the rice name another food", () => {
    expect(read("2 colheres de arroz com feijão").map((i) => i.food)).toEqual(["Arroz com feijão"]);
    expect(read("2 colheres de arroz integral")).toEqual([{ food: "Arroz integral cozido", grams: 50 }]);
  });
});
