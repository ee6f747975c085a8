import { describe, expect, it } from "vitest";
import { composeNotAMeal } from "./compose-not-a-meal";

describe("a label read back", () => {
  it("answers against the day's limit and the front-of-pack thresholds", () => {
    const sugar = composeNotAMeal("label", "no rótulo: porção 170g, 9g de açúcares adicionados", "");
    expect(sugar).toContain("36% desse ideal");
    expect(sugar).toContain("Não registrei nada como refeição.");
    expect(composeNotAMeal("label", "no rotulo do salgadinho: porcao 25g, 280mg de sodio", "")).toContain("ALTO EM SÓDIO");
  });
});
