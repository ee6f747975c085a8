import { describe, expect, it } from "vitest";
import { mealCountAsked } from "./meal-count";

describe("a number of one meal asked (decision 193)", () => {
  it.each([
    ["so preciso de 3 jantares pra semana, o resto eu me viro", "DINNER", 3],
    ["me da ideia de 4 jantares rapidos pra semana", "DINNER", 4],
    ["quero cinco almocos pra levar no trabalho", "LUNCH", 5],
    ["me passa 2 opcoes de cafe da manha sem ovo", "BREAKFAST", 2],
    ["preciso de tres marmitas", "LUNCH", 3],
    ["sugere 4 lanches pra tarde", "AFTERNOON_SNACK", 4],
  ])("'%s' is %s × %i", (said, slot, count) => {
    expect(mealCountAsked(said)).toEqual({ slot, count });
  });

  it.each(["comi 2 lanches hoje", "quero 3 refeicoes por dia", "tenho 3 filhos e quero um plano", "ontem jantei 2 vezes", "almoco as 12 e janto as 8"])("'%s' asks none", (said) => {
    expect(mealCountAsked(said)).toBeNull();
  });
});
