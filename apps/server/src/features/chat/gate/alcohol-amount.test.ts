import { describe, expect, it } from "vitest";
import { alcoholGrams, bingeWarning, cardItems, composeAlcoholAnswer } from "./alcohol-amount";

const CARD = "Analisei…\n\n**Alimentos:** Cerveja – 5 long necks (1775 g); Carne bovina grelhada – 3 espetos (138 g)\n\n- **Calorias totais:** …";

describe("the alcohol of a card's drinks", () => {
  it("reads the card's foods and counts beer at 5 %, spirits at 40 %", () => {
    expect(cardItems(CARD)).toEqual([{ food: "Cerveja", grams: 1775 }, { food: "Carne bovina grelhada", grams: 138 }]);
    expect(alcoholGrams(cardItems(CARD))).toBe(70);
    expect(alcoholGrams([{ food: "Cachaça", grams: 50 }])).toBe(16);
    expect(alcoholGrams([{ food: "Cerveja sem álcool", grams: 350 }])).toBe(0);
  });

  it("warns of binge drinking from 4 doses for a woman and 5 for a man, never for 2 cans", () => {
    expect(bingeWarning([{ food: "Cerveja", grams: 1400 }], "FEMALE")).toContain("beber pesado episódico");
    expect(bingeWarning([{ food: "Cerveja", grams: 1400 }], "MALE")).toBeNull();
    expect(bingeWarning([{ food: "Cerveja", grams: 700 }], "FEMALE")).toBeNull();
  });

  it("answers the grams and doses asked, and nothing for a card without alcohol", () => {
    expect(composeAlcoholAnswer(cardItems(CARD), "FEMALE")).toContain("**70 g de álcool puro**");
    expect(composeAlcoholAnswer([{ food: "Suco de laranja", grams: 300 }], "FEMALE")).toBeNull();
  });
});
