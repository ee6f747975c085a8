import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { asksForPlan } from "./plan-ask";
import { dayNumbersSaid, readPlanEdit, withTrainingTime } from "./plan-edit";

describe("a meal made to drink, a meal that can be a food, a day by its order (issue 27, decision 221)", () => {
  it.each([
    ["o cafe da manha pode ser uma vitamina?", "BREAKFAST"],
    ["o lanche da manha quero um shake, algo de beber", "MORNING_SNACK"],
    ["lanche da tarde liquido pfv", "AFTERNOON_SNACK"],
    ["a ceia pode ser algo pra beber?", "SUPPER"],
    ["muda o pre treino, quero uma coisa liquida", "AFTERNOON_SNACK"],
    ["o pre-treino quero de beber, nao desce comida", "AFTERNOON_SNACK"],
  ])("'%s' is that meal made to drink", (said, slot) => {
    expect(readPlanEdit(said, 7)).toMatchObject({ slot, liquid: true });
  });

  it.each(["tomei uma vitamina no cafe da manha", "vitamina d no almoco faz diferenca?", "o almoco pode ser mais leve?"])("'%s' is no drink asked", (said) => {
    expect(readPlanEdit(said, 7)?.liquid).toBeFalsy();
  });

  it("the pre-workout is the morning snack when training in the morning was said", () => {
    expect(withTrainingTime(readPlanEdit("muda o pre treino, quero uma coisa liquida", 7)!, "quero um plano pra ganhar massa, treino de manha").slot).toBe("MORNING_SNACK");
  });

  it.each([
    ["o cafe do terceiro dia pode ser tapioca?", "BREAKFAST", [3], ["tapioca"]],
    ["o almoco do segundo dia pode ser com macarrao?", "LUNCH", [2], ["macarrao"]],
    ["a janta de sexta podia ser omelete", "DINNER", [], ["omelete"]],
  ])("'%s' asks that meal with that food", (said, slot, days, want) => {
    expect(readPlanEdit(said, 7)).toMatchObject({ slot, days, want });
  });

  it("days by their order: 'segundo dia', '3o dia', 'dia 5'", () => {
    expect(dayNumbersSaid("o almoco do segundo dia e o jantar do 3o dia", 7)).toEqual([2, 3]);
    expect(dayNumbersSaid("dia 5", 7)).toEqual([5]);
    expect(dayNumbersSaid("o oitavo dia", 7)).toEqual([]);
  });
});

describe("kcal split into meals is a plan asked (issue 27, decision 221)", () => {
  it.each(["quero 3000 calorias divididas em 5 refeicoes", "preciso de 3200 kcal em 4 refeicoes", "dividir 2.500 kcal em 6 refeições", "2000 kcal distribuidas em 5 refeicoes por favor"])("'%s'", (said) => {
    expect(asksForPlan(foldText(said))).toBe(true);
  });
  it.each(["comi 2000 kcal em 4 refeicoes hoje", "minha meta e 1800 kcal"])("'%s' is not", (said) => {
    expect(asksForPlan(foldText(said))).toBe(false);
  });
});
