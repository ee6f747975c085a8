import { describe, expect, it } from "vitest";
import { partsOf } from "../meal-parts";
import { amountsPerFood } from "./amount-per-food";

describe("each amount read with the food said next to it (issue 27, decision 200)", () => {
  it("parts a clause at each food of the card that comes with an amount of its own", () => {
    const meal = partsOf("almocei arroz, feijao, farofa e frango assado");
    for (const [said, pieces] of [
      ["o arroz foi 2 colher de servir e o frango uns 120g", 2],
      ["frango 80 g e farofa umas 2 colher", 2],
      ["o feijao foi meia concha e a farofa pouquinha", 2],
      ["a farofa tipo 1 colher e o arroz 3 escumadeira e o frango 100 gramas", 3],
    ] as const)
      expect(amountsPerFood(said, meal), said).toHaveLength(pieces);
  });

  it("keeps whole what names one food, or a food with no amount of its own", () => {
    const meal = partsOf("almocei arroz, feijao, farofa e frango assado");
    for (const said of ["arroz e feijao foram 2 conchas", "o frango foi 150g e tava seco", "tira a farofa e o feijao", "o frango foi 1 coxa e 1 sobrecoxa"])
      expect(amountsPerFood(said, meal), said).toHaveLength(1);
  });
});
