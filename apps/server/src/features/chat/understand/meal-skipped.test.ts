import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { readMealSkipped } from "./meal-skipped";

const read = (text: string) => readMealSkipped(foldText(text));

describe("a meal skipped today, however it is said (decision 216)", () => {
  it.each([
    ["vou pular a janta hj", "DINNER", true],
    ["acho que hoje não vou jantar", "DINNER", true],
    ["vou ficar sem almoço hoje", "LUNCH", true],
    ["hj é sem janta", "DINNER", true],
    ["nem almocei hj, só beliscando", "LUNCH", false],
    ["hoje não deu pra almoçar", "LUNCH", false],
    ["pulei o café da manhã", "BREAKFAST", false],
    ["não tive tempo de jantar", "DINNER", false],
  ])("%s", (text, slot, ahead) => {
    expect(read(text)).toEqual({ kind: "skip", slot, ahead });
  });

  it.each(["hoje só tomei café até agora", "so um cafe preto de manha e ja sao 4h", "só água desde cedo"])("a drink alone so far: %s", (text) => {
    expect(read(text)?.kind).toBe("only-drink");
  });

  it.each(["vou pular a janta a semana toda", "quero pular o almoço pra emagrecer", "pulo o café todo dia", "almocei arroz e feijão", "o que eu janto hoje?", "só tomei café com pão"])("is not read here: %s", (text) => {
    expect(read(text)).toBeNull();
  });
});
