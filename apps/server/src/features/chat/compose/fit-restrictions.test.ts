import { describe, expect, it } from "vitest";
import type { TAvoid } from "../understand/stated-facts";
import { fitToRestrictions } from "./fit-restrictions";

const SNACKS =
  "Bons lanches são feitos de alimentos in natura: **frutas, iogurte natural com aveia, um punhado de castanhas, pão integral com queijo branco, ovo cozido ou tapioca**. Evite biscoitos recheados.";
const lactose: TAvoid[] = [{ component: "lactose", severity: "MODERATE", kind: "intolerance", source: "text" }];
const gluten: TAvoid[] = [{ component: "gluten", severity: "SEVERE", kind: "condition", source: "text" }];

describe("a curated answer fitted to what the person avoids", () => {
  it("keeps a bold item whole when its own words are a list, and leaves no broken bold behind", () => {
    const dinner = "Um jantar leve pode ser: **arroz, feijão, legumes refogados e um ovo**; ou **wrap com recheio de legumes e queijo branco**.";
    const fitted = fitToRestrictions(dinner, lactose);
    expect(fitted).toContain("Um jantar leve pode ser: **arroz, feijão, legumes refogados e um ovo**.");
    expect(fitted).not.toContain("wrap");
    expect((fitted.match(/\*\*/g) ?? []).length % 2).toBe(0);
  });

  it("leaves out the items of a list that the person cannot eat, and says which and why", () => {
    const fitted = fitToRestrictions(SNACKS, lactose);
    expect(fitted).not.toMatch(/iogurte natural com aveia, |queijo branco, /);
    expect(fitted).toContain("**frutas, um punhado de castanhas, ovo cozido ou tapioca**");
    expect(fitted).toContain("tirei desta resposta: iogurte natural, queijo minas frescal (lactose)");
    expect(fitToRestrictions(SNACKS, gluten)).toMatch(/tirei desta resposta: [^(]*aveia[^(]*\(glúten\)/);
  });

  it("fits a 'priorize' list to a vegan diet: no egg, cheese or yogurt in a pre-workout snack", () => {
    const vegan: TAvoid[] = ["meat", "fish", "egg", "milk", "lactose", "animal"].map((component) => ({ component: component as TAvoid["component"], severity: "MODERATE", kind: "diet", source: "text" }));
    const preWorkout = "Antes do treino, priorize **carboidrato com um pouco de proteína**, 30 a 60 minutos antes se for lanche leve: banana com aveia, pão com ovo, tapioca com queijo branco, iogurte com fruta.";
    const fitted = fitToRestrictions(preWorkout, vegan).split("\n\n")[0]!;
    expect(fitted).toContain("banana com aveia");
    expect(fitted).not.toMatch(/ovo|queijo|iogurte/);
  });

  it("leaves out what a condition asks to avoid, never the advice to moderate it", () => {
    const churrasco = "Prefira maminha e alcatra, e vá com calma em linguiça e costela. Complete com salada, vinagrete e legumes na brasa, e alterne cerveja com água.";
    const gout = fitToRestrictions(churrasco, [], new Set(["GOUT"]));
    expect(gout.split("\n\n")[0]).not.toContain("cerveja");
    expect(gout).toContain("tirei desta resposta: cerveja (gota)");
    expect(fitToRestrictions(churrasco, [], new Set(["HYPERCHOLESTEROLEMIA"]))).toBe(churrasco);
  });

  it("keeps the answer as written when nothing clashes or nothing is avoided", () => {
    expect(fitToRestrictions(SNACKS, [])).toBe(SNACKS);
    expect(fitToRestrictions("Prefira frutas, legumes, verduras e castanhas.", lactose)).toBe("Prefira frutas, legumes, verduras e castanhas.");
    expect(fitToRestrictions("Use leite sem lactose, bebida de soja, tofu ou castanhas.", lactose)).toBe("Use leite sem lactose, bebida de soja, tofu ou castanhas.");
  });

  it("fits a list said as 'combinações' and a parenthesis of proteins for someone allergic to milk protein, closing what it opened", () => {
    const milk: TAvoid[] = [{ component: "milk", severity: "SEVERE", kind: "allergy", source: "text" }];
    const breakfast = "Algumas combinações práticas: **pão integral com ovo mexido e uma fruta**; **iogurte natural com aveia e banana**; **cuscuz com ovo e tomate**. A ideia é juntar uma fonte de proteína (ovo, iogurte, queijo, leite), um carboidrato e uma fruta.";
    const fitted = fitToRestrictions(breakfast, milk).split("\n\n")[0]!;
    expect(fitted).not.toMatch(/iogurte|queijo|leite/);
    expect(fitted).toContain("cuscuz com ovo e tomate");
    expect((fitted.match(/\(/g) ?? []).length).toBe((fitted.match(/\)/g) ?? []).length);
  });

  it("fits a list introduced as 'Lanches práticos …:' with no suggestion verb, for a celiac", () => {
    const quick = "Lanches práticos com proteína e carboidrato: **sanduíche de pão integral com ovo**; **vitamina de leite com fruta**; **2 ovos cozidos e uma fruta**.";
    const fitted = fitToRestrictions(quick, gluten);
    expect(fitted).not.toContain("pão integral");
    expect(fitted).toContain("**2 ovos cozidos e uma fruta**");
  });

  it("leaves out a food the person said they do not eat, keeping the words that open a parenthesis", () => {
    const breakfast = "Algumas combinações práticas: **pão integral com ovo mexido e uma fruta**; **iogurte natural com aveia**; **cuscuz com ovo e tomate**. A ideia é juntar uma fonte de proteína (ovo, iogurte, queijo, leite), um carboidrato e uma fruta.";
    const fitted = fitToRestrictions(breakfast, [], new Set(), ["ovo, nem gosto"]);
    expect(fitted.split("\n\n")[0]).not.toMatch(/\bovo/);
    expect(fitted).toContain("uma fonte de proteína (iogurte, queijo, leite)");
    expect(fitted).toContain("tirei desta resposta: ovo (você não come)");
    expect(fitToRestrictions(breakfast, [], new Set(), ["carne de porco"])).toBe(breakfast);
  });
});

