import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { readPlanEdit } from "./plan-edit";
import { quickMealAsked } from "./plan-style";
import { requestedDailyCalories, understand } from "./understand";

/** Decision 203: a plan edit said without "troca", as people write it. */
describe("a meal said with what it must be, and a food cut in other words", () => {
  it.each([
    ["o cafe da manha tem q ser algo pra comer no busao", "BREAKFAST"],
    ["lanche da tarde sem geladeira pfv, fico na rua", "AFTERNOON_SNACK"],
    ["queria lanches que aguentem fora da geladeira", "AFTERNOON_SNACK"],
    ["a ceia precisa ser nada que estrague", "SUPPER"],
    ["meu cafe eu como andando, no caminho pro trampo", "BREAKFAST"],
  ] as const)("'%s' makes that meal travel", (said, slot) => {
    expect(readPlanEdit(said, 7)).toMatchObject({ slot, portable: true, days: "all" });
  });

  it.each([
    ["varia mais os cafes da manha", "BREAKFAST"],
    ["as jantas tao todas iguais", "DINNER"],
    ["o almoco ta muito repetitivo", "LUNCH"],
    ["diversifica os lanches ai", "AFTERNOON_SNACK"],
    ["ceia sempre a mesma coisa, muda de dia pra dia", "SUPPER"],
  ] as const)("'%s' draws that meal again on every day", (said, slot) => {
    expect(readPlanEdit(said, 7)).toMatchObject({ slot, days: "all", onlyNamed: false, avoid: [] });
  });

  it.each([
    ["corta o arroz", "arroz"],
    ["elimina a batata do plano", "batata"],
    ["exclui o pao de tudo", "pao"],
    ["retira o acucar", "acucar"],
  ] as const)("'%s' takes the food out of every day", (said, food) => {
    expect(readPlanEdit(said, 7)).toMatchObject({ slot: null, days: "all", remember: true, avoid: expect.arrayContaining([food]) });
  });

  it.each(["zero leite e derivados", "corta leite e seus derivados", "chega de leite e derivados"])("'%s' is every dairy food", (said) => {
    expect(readPlanEdit(said, 7)).toMatchObject({ slot: null, dairyFree: true, avoid: expect.arrayContaining(["leite", "iogurte", "queijo"]) });
  });

  it("a meal made quick is not one made to travel, and a meal told is no edit", () => {
    expect(quickMealAsked("o cafe tem que ser algo pra comer no onibus, saio cedo")).toBeUndefined();
    expect(quickMealAsked("o cafe tem que ser rapido, saio cedo")).toBe("BREAKFAST");
    expect(readPlanEdit("comi um pao com ovo no onibus", 7)).toBeNull();
    // A cooked lunch kept out of the fridge is food safety, not a meal made to travel.
    expect(readPlanEdit("nao tenho geladeira no trabalho, o almoço tem que aguentar fora", 7)).toBeNull();
  });

  it.each([
    ["to querendo reduzir carbo", ["LOW_CARB"]],
    ["faz um cardapio de 7 dias pra mim com pouco carboidrato", ["LOW_CARB"]],
    ["preciso diminuir o carboidrato", ["LOW_CARB"]],
    ["quanto carboidrato tem o arroz?", []],
  ] as const)("'%s' says a diet of little carbohydrate: %j", (said, diets) => {
    expect(understand(said).stated.diets).toEqual(diets);
  });
});

describe("a day's kcal said last, after the foods of the plan (decision 203)", () => {
  it.each([
    ["monta um plano com comida paraense, tipo acai, manicoba, tacaca, 2000 kcal", 2000],
    ["faz um cardapio com comida nordestina tipo cuscuz tapioca e macaxeira 1700 kcal pfv", 1700],
    ["cardapio mineiro com tutu, couve e angu e 1900 calorias", 1900],
    ["plano sem lactose, sem gluten, com frango e peixe, uns 1700 kcal", 1700],
  ] as const)("'%s' is %i kcal a day", (said, kcal) => {
    expect(requestedDailyCalories(foldText(said))).toBe(kcal);
  });
});
