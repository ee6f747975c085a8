import { describe, expect, it } from "vitest";
import { readStatedFacts } from "./stated-facts";

const diets = (text: string) => readStatedFacts(text).diets;

describe("a diet said of the meals asked, or with 'nada de', is the diet (decision 195)", () => {
  it.each([
    ["me da 3 jantares sem lactose pra semana", "LACTOSE_FREE"],
    ["quero 3 opcoes de cafe da manha sem lactose", "LACTOSE_FREE"],
    ["manda 4 ideias de almoco sem gluten", "GLUTEN_FREE"],
    ["2 marmitas sem lactose, pode?", "LACTOSE_FREE"],
    ["nada de laticinio por favor", "LACTOSE_FREE"],
    ["nada de lactose", "LACTOSE_FREE"],
  ])("'%s' → %s", (text, diet) => {
    expect(diets(text)).toContain(diet);
  });

  it.each([
    "comi 2 lanches sem lactose hoje",
    "comprei um pao sem gluten",
    "o iogurte sem lactose e bom?",
  ])("'%s': a food or a meal told, no diet", (text) => {
    expect(diets(text)).toEqual([]);
  });
});
