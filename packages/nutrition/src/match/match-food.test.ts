import { describe, expect, it } from "vitest";
import { matchFood } from "./match-food";

describe("a word is corrected into a food only when it is that food misspelt", () => {
  it.each([
    ["macarao", "Macarrão"],
    ["brigadero", "Brigadeiro"],
    ["iogute", "Iogurte"],
    ["ceveja", "Cerveja"],
    ["abacachi", "Abacaxi"],
  ])("%s is %s", (typed, food) => {
    expect(matchFood(typed)?.food.name).toContain(food);
  });

  it.each(["espero", "resolve", "ela mora", "passado", "porcao", "tomo", "janta", "aqui", "houve", "isto", "safe", "tinha"])("%s names no food", (word) => {
    const match = matchFood(word);
    expect(match === null || match.confidence < 0.9).toBe(true);
  });

  it("keeps the words the table names, with their own typos", () => {
    expect(matchFood("xis salada")?.food.name).toBe("X-salada");
    expect(matchFood("cuzcuz")?.food.name).toContain("Cuscuz");
  });
});

describe("a partial reading stands only when it is plausibly the same food (decision 171)", () => {
  it.each([
    ["sagu de vinho", "Sagu"],
    ["bomba de chocolate", "Bomba"],
    ["toucinho do ceu", "Toucinho do céu"],
    ["bolo de noiva", "Bolo"],
    ["pamonha de sal", "Pamonha"],
  ])("%s is %s, the phrase's first noun", (typed, food) => {
    expect(matchFood(typed)?.food.name).toContain(food);
  });

  it.each(["olho de sogra", "costela de adao", "mane pelada doce", "toucinho de freira"])("%s is no food the table has", (typed) => {
    expect(matchFood(typed)).toBeNull();
  });
});
