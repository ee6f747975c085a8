import { describe, expect, it } from "vitest";
import { readPlanReshape } from "./plan-reshape";

describe("a meal taken out of the plan or a food made smaller or larger in it", () => {
  it.each([
    ["tira o lanche da manhã", { kind: "drop", slot: "MORNING_SNACK", weekdays: [] }],
    ["pode tirar a ceia, não faço", { kind: "drop", slot: "SUPPER", weekdays: [] }],
    ["não tenho tempo pro lanche da tarde", { kind: "drop", slot: "AFTERNOON_SNACK", weekdays: [] }],
    ["menos arroz no jantar", { kind: "less", food: "arroz", slot: "DINNER", weekdays: [], factor: 1.5 }],
    ["diminui o pão do café da manhã", { kind: "less", food: "pão", slot: "BREAKFAST", weekdays: [], factor: 1.5 }],
    ["quero menos arroz", { kind: "less", food: "arroz", slot: null, weekdays: [], factor: 1.5 }],
    ["menos arroz na janta de sexta", { kind: "less", food: "arroz", slot: "DINNER", weekdays: [4], factor: 1.5 }],
  ])("%s", (text, expected) => {
    expect(readPlanReshape(text)).toEqual(expected);
  });

  it.each(["tira o arroz do lanche", "troca o lanche da manhã", "menos calorias", "tira o lanche da manhã e coloca uma fruta", "pode tirar o café? não tomo café", "não quero mais ver leite no plano", "comi menos arroz hoje no almoço, uns 3 colheres e bife"])("not a reshape: %s", (text) => {
    expect(readPlanReshape(text)).toBeNull();
  });

  it.each([
    ["aumenta o feijão no almoço", { food: "feijão", slot: "LUNCH", factor: 1.5 }],
    ["e dobra a fruta do café", { food: "fruta", slot: "BREAKFAST", factor: 2, roles: ["fruit"] }],
    ["quero o dobro de ovo no café", { food: "ovo", slot: "BREAKFAST", factor: 2 }],
    ["bota mais frango no almoço, fico com fome dps", { food: "frango", slot: "LUNCH", factor: 1.5 }],
    ["poe mais batata doce no almoco pfv", { food: "batata doce", slot: "LUNCH", factor: 1.5 }],
    ["capricha mais no feijão da janta", { food: "feijão", slot: "DINNER", factor: 1.5 }],
    ["pode aumentar um pouco a salada da janta?", { food: "salada", slot: "DINNER", factor: 1.5, roles: ["rawVeg"] }],
    ["mais carne no almoço", { food: "carne", slot: "LUNCH", factor: 1.5, roles: ["mainProtein"] }],
    ["aumenta o arroz integral", { food: "arroz integral", slot: null, factor: 1.5 }],
  ])("larger: %s", (text, expected) => {
    expect(readPlanReshape(text)).toEqual({ kind: "more", weekdays: [], ...expected });
  });

  it.each(["comi mais feijão hoje no almoço", "mais ou menos", "aumenta as calorias pra 1800"])("not larger: %s", (text) => {
    expect(readPlanReshape(text)).toBeNull();
  });
});
