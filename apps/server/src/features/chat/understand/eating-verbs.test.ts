import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { ATE, ATE_FIRST } from "./eating-verbs";

describe("the verbs of a meal already eaten", () => {
  it.each(["comi 2 ovos", "hj almocei no restaurante", "jantei tarde", "lanchei um pao de queijo", "merendei bolacha", "tomei um açaí", "bebi 2 latinhas", "ceei um iogurte", "belisquei uns amendoins", "comemos pizza eu e meu marido", "almoçamos fora", "jantamos na sogra", "bebemos vinho", "tomamos sorvete"])("%s tells something eaten", (text) => {
    expect(ATE.test(foldText(text))).toBe(true);
  });

  it.each(["vou comer pizza", "como arroz todo dia", "amanha vou almocar fora", "costumo jantar cedo", "tomo cafe as 7", "comida caseira", "comilao", "combinado", "bebida"])("%s tells nothing eaten", (text) => {
    expect(ATE.test(foldText(text))).toBe(false);
  });

  it("opens a message only at its start", () => {
    expect(ATE_FIRST.test(foldText("Tomei um café"))).toBe(true);
    expect(ATE_FIRST.test(foldText("hoje tomei um café"))).toBe(false);
  });
});
