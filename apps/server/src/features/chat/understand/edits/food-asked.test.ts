import { describe, expect, it } from "vitest";
import { foodAsked } from "./food-asked";

describe("a food asked about beside a card (issue 27, decision 196)", () => {
  it("reads the question of a food said with 'e' and a verdict", () => {
    for (const said of [
      "e polenta, aquela de fubá, pode?",
      "e pão de queijo, engorda mais que tapioca?",
      "e manteiga, posso passar a vontade?",
      "e o requeijão light, é melhor?",
      "mas chocolate 70%, faz mal?",
      "e aveia, tem gluten?",
    ])
      expect(foodAsked(said), said).toBe(true);
  });

  it("keeps as an edit what says it was eaten or put, or asks nothing", () => {
    for (const said of ["e coloquei azeite, pode?", "e teve pudim", "e tomei um suco, engorda?", "e a farofa foi pouca", "polenta pode?"])
      expect(foodAsked(said), said).toBe(false);
  });
});
