import { describe, expect, it } from "vitest";
import { givenUp, notAMeal } from "./not-a-meal";
import { foldText } from "../chat.text";

const read = (text: string, foods = 1) => notAMeal(foldText(text), foods);

describe("foods named in a message that is not a meal", () => {
  it.each([
    ["almocei uma feijoada e agora to com azia", "symptom"],
    ["sempre que tomo leite fico com a barriga estufada", "symptom"],
    ["to enjoada desde cedo, so desceu uma torrada", "symptom"],
    ["cortei o arroz e ando me sentindo fraca", "symptom"],
    ["me passa uma receita de panqueca de aveia", "recipe"],
    ["como faço frango desfiado pra não ficar seco?", "recipe"],
    ["larguei o refri faz um mês", "stopped"],
    ["não tomo mais café com açúcar", "stopped"],
  ])("%s is a %s", (text, kind) => {
    expect(read(text)).toBe(kind);
  });

  it.each(["comi 2 ovos e um café fraco", "almocei arroz, feijão e bife", "como faz pra emagrecer comendo pão?", "jantei e cortei o bife em tiras"])("%s stays a meal or a question of its own", (text) => {
    expect(read(text)).toBeNull();
  });

  it("says what was given up", () => {
    expect(givenUp(foldText("parei com refrigerante faz 2 semanas"))).toBe("refrigerante");
    expect(givenUp(foldText("cortei o pão e o arroz"))).toBe("pao e o arroz");
  });
});
