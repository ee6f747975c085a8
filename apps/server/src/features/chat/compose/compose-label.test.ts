import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { readLabel } from "../understand/label-facts";
import { composeLabelTimes } from "./compose-label";
import { composeNotAMeal } from "./compose-not-a-meal";

describe("a label read back", () => {
  it("answers against the day's limit and the front-of-pack thresholds", () => {
    const sugar = composeNotAMeal("label", "no rótulo: porção 170g, 9g de açúcares adicionados", "");
    expect(sugar).toContain("36% desse ideal");
    expect(sugar).toContain("Não registrei nada como refeição.");
    expect(composeNotAMeal("label", "no rotulo do salgadinho: porcao 25g, 280mg de sodio", "")).toContain("ALTO EM SÓDIO");
  });

  it("multiplies every number the label gave by the portions asked, decimals as typed", () => {
    const label = readLabel(foldText("o rotulo da barrinha diz: porção 25g, 90kcal, 3g de proteina, 14g carbo, 2,5g gordura. é boa?"))!;
    expect(composeLabelTimes(label, 2)).toContain("**2 porções: 180 kcal**, com 6 g de proteína, 28 g de carboidratos e 5 g de gorduras.");
  });
});
