import { describe, expect, it } from "vitest";
import { readMealAdded } from "./plan-add-meal";
import { peopleSaid } from "./household-said";
import { foldText } from "../chat.text";

describe("a meal added, by its everyday and regional names (decision 186)", () => {
  it.each([
    ["quero mais uma refeicao, um lanche antes de dormir", "SUPPER"],
    ["aqui a gente faz o cafe da noite tbm, coloca ai", "SUPPER"],
    ["coloca uma ceia tambem", "SUPPER"],
    ["bota um lanchinho no meio da manha", "MORNING_SNACK"],
    ["poe uma merenda de tarde", "AFTERNOON_SNACK"],
    ["queria um cafe da tarde tambem", "AFTERNOON_SNACK"],
    ["quero mais uma refeicao", null],
  ])("'%s' adds %s", (said, slot) => {
    expect(readMealAdded(said)?.slot).toBe(slot);
  });

  it.each(["comi um lanche antes de dormir", "tira a ceia", "nao faco ceia", "o jantar ta pesado"])("'%s' adds none", (said) => {
    expect(readMealAdded(said)).toBeNull();
  });
});

describe("how many people the groceries feed (decision 186)", () => {
  it.each([
    ["pra mim e meu marido, 300 reais por semana", 2],
    ["eu e minha filha de 20 anos", 2],
    ["somos 3 aqui em casa", 3],
    ["cardapio pra 4 pessoas", 4],
    ["quero um plano barato", 1],
  ])("'%s' is %i", (said, n) => {
    expect(peopleSaid(foldText(said))).toBe(n);
  });
});
