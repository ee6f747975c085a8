import { describe, expect, it } from "vitest";
import { readPlanReshape } from "./plan-reshape";

describe("a meal taken out of the plan or a food made smaller in it", () => {
  it.each([
    ["tira o lanche da manhã", { kind: "drop", slot: "MORNING_SNACK", weekdays: [] }],
    ["pode tirar a ceia, não faço", { kind: "drop", slot: "SUPPER", weekdays: [] }],
    ["não tenho tempo pro lanche da tarde", { kind: "drop", slot: "AFTERNOON_SNACK", weekdays: [] }],
    ["menos arroz no jantar", { kind: "less", food: "arroz", slot: "DINNER", weekdays: [] }],
    ["diminui o pão do café da manhã", { kind: "less", food: "pao", slot: "BREAKFAST", weekdays: [] }],
    ["quero menos arroz", { kind: "less", food: "arroz", slot: null, weekdays: [] }],
  ])("%s", (text, expected) => {
    expect(readPlanReshape(text)).toEqual(expected);
  });

  it.each(["tira o arroz do lanche", "troca o lanche da manhã", "menos calorias", "tira o lanche da manhã e coloca uma fruta", "comi menos arroz hoje no almoço, uns 3 colheres e bife"])("not a reshape: %s", (text) => {
    expect(readPlanReshape(text)).toBeNull();
  });
});
