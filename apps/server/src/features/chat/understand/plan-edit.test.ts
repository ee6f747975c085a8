import { describe, expect, it } from "vitest";
import { localDate } from "@nutriguia/domain";
import { readPlanDishes } from "./plan-dish";
import { readPlanReshape } from "./plan-reshape";
import { readPlanEdit } from "./plan-edit";

describe("edits to a plan, as people write them", () => {
  it("takes a food out of one weekday when the day comes first ('e na terça tira o jiló')", () => {
    const edit = readPlanEdit("e na terça tira o jilo, ninguem aqui come", 7);
    expect(edit).toMatchObject({ slot: null, avoid: ["jilo"], weekdays: [1] });
  });

  it("reads dishes put on days, the verb carried to the next clause, and leaves vague wishes to the meal redraw", () => {
    expect(readPlanDishes("coloca uma galinhada na quarta e um baiao de dois no sabado")).toEqual([
      { dish: "galinhada", weekday: 2, slot: null },
      { dish: "baiao de dois", weekday: 5, slot: null },
    ]);
    expect(readPlanDishes("no sabado troca o almoço por feijao tropeiro, é dia de futebol la em casa")).toEqual([{ dish: "feijao tropeiro", weekday: 5, slot: "LUNCH" }]);
    expect(readPlanDishes("e quinta no almoço coloca estrogonofe de frango")).toEqual([{ dish: "estrogonofe de frango", weekday: 3, slot: "LUNCH" }]);
    expect(readPlanDishes("segunda no almoço quero uma moqueca")).toEqual([{ dish: "moqueca", weekday: 0, slot: "LUNCH" }]);
    expect(readPlanDishes("no jantar de sexta bota uma pizza")).toEqual([{ dish: "pizza", weekday: 4, slot: "DINNER" }]);
    expect(readPlanDishes("muda o almoço de quinta")).toEqual([]);
    expect(readPlanDishes("coloca arroz e feijao na marmita")).toEqual([]);
  });

  it("reads a meal of 'amanhã' as that one weekday on São Paulo's calendar, never every day", () => {
    const tomorrow = (new Date(`${localDate()}T12:00:00Z`).getUTCDay() + 7) % 7;
    expect(readPlanEdit("muda o almoço de amanhã", 7)).toMatchObject({ slot: "LUNCH", weekdays: [tomorrow] });
  });

  it("reads meat said bare or as a group as the foods the tables name ('tira a carne' takes out acém and lombo too)", () => {
    const edit = readPlanEdit("tira a carne do jantar", 7)!;
    expect(edit.slot).toBe("DINNER");
    expect(edit.avoid).toEqual(expect.arrayContaining(["carne", "acem", "patinho", "lombo"]));
    expect(readPlanEdit("não quero mais ver leite no plano", 7)).toMatchObject({ slot: null, avoid: ["leite"], days: "all", remember: true });
  });

  it("reads a dish said as the meal of a day or at night", () => {
    expect(readPlanDishes("na quinta o jantar vai ser sopa")).toEqual([{ dish: "sopa", weekday: 3, slot: "DINNER" }]);
    expect(readPlanDishes("quero comer hamburguer na sexta a noite")).toEqual([{ dish: "hamburguer", weekday: 4, slot: "DINNER" }]);
    expect(readPlanDishes("no sabado eu quero comer pizza no jantar")).toEqual([{ dish: "pizza", weekday: 5, slot: "DINNER" }]);
  });
});

describe("edits read in other words (decision 135)", () => {
  it.each([
    ["tira o ovo mexido e coloca ovo cozido", "ovo mexido", "ovo cozido"],
    ["tira o pao frances e poe tapioca", "pao frances", "tapioca"],
    ["tira a batata doce e bota mandioca", "batata doce", "mandioca"],
  ])("'%s': one food out, the other in its place", (text, out, incoming) => {
    const edit = readPlanEdit(text, 7);
    expect(edit?.avoid[0]).toBe(out);
    expect(edit?.want).toEqual([incoming]);
    expect(edit?.onlyNamed).toBe(true);
  });

  it.each([
    ["tira a sardinha e poe mais polenta e pinhao", "sardinha", ["polenta", "pinhao"]],
    ["tira o frango e bota mais ovo e feijao", "frango", ["ovo", "feijao"]],
    ["tira o arroz e coloca batata doce e mandioca", "arroz", ["batata doce", "mandioca"]],
  ])("'%s': one food out, each food of the list in its place, 'mais' no part of the name (decision 195)", (text, out, incoming) => {
    const edit = readPlanEdit(text, 7);
    expect(edit?.avoid[0]).toBe(out);
    expect(edit?.want).toEqual(incoming);
    expect(readPlanReshape(text)).toBeNull();
  });

  it.each(["pode tirar o cafe? nao tomo cafe", "tira o cafe", "sem cafe"])("'%s' is the drink, not the breakfast", (text) => {
    expect(readPlanEdit(text, 7)).toMatchObject({ slot: null, avoid: ["café"], remember: true });
  });

  it("'tira o café da manhã' is still the meal", () => {
    expect(readPlanEdit("tira o cafe da manha de quarta", 7)?.avoid).not.toEqual(["café"]);
  });
});

describe("a dish for a day given as an example (decision 135)", () => {
  it.each([
    ["o jantar de segunda pode ser um lanche? tipo sanduiche", "sanduiche", 0, "DINNER"],
    ["na quinta o almoco pode ser algo tipo uma lasanha", "lasanha", 3, "LUNCH"],
    ["sabado a janta pode ser uma coisa leve, tipo sopa?", "sopa", 5, "DINNER"],
  ])("'%s': the example is the dish", (text, dish, weekday, slot) => {
    expect(readPlanDishes(text)).toEqual([{ dish, weekday, slot }]);
  });
});
