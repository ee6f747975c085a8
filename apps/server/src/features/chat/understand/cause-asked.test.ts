import { describe, expect, it } from "vitest";
import { causeOfTheCard } from "./cause-asked";
import { understand } from "./understand";

/** Whether what was just logged caused what is felt, asked with "isso" (issue 27, decision 207). */
describe("a cause asked of the card", () => {
  const card = understand("tomei 3 xicaras de cafe e um energetico");
  it.each(["nao consigo dormir direito, sera q e isso?", "to com palpitacao, tem a ver?", "fiquei tremendo, e por isso?", "to meio enjoada, pode ser por causa disso?"])(
    "reads \"%s\" as a question about the card's foods",
    (text) => {
      const read = causeOfTheCard(understand(text), card);
      expect(read?.type).toBe("general-question");
      expect(read?.foods.length).toBeGreaterThan(0);
    },
  );

  it("leaves what names a food of its own, asks no cause, or follows no card", () => {
    expect(causeOfTheCard(understand("to dormindo mal, chá de camomila ajuda?"), card)).toBeNull();
    expect(causeOfTheCard(understand("to dormindo mal essa semana"), card)).toBeNull();
    expect(causeOfTheCard(understand("to dormindo mal, pode ser isso?"), understand("cafe faz mal?"))).toBeNull();
  });
});
