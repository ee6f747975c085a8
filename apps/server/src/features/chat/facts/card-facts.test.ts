import { analyze } from "@nutriguia/nutrition";
import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { buildUserFacts } from "../understand/user-facts";
import { readStatedFacts } from "../understand/stated-facts";
import { cardFact, FOOD_FAMILIES, GLP1_SAID } from "./card-facts";

/** The person's facts as the chat reads them from what they said before the meal. */
function factsOf(said: string) {
  return buildUserFacts(undefined, readStatedFacts(foldText(said)), []);
}

function factOf(said: string, meal: string, dayBefore: number | null = null) {
  const analysis = analyze(meal);
  const thread = `${foldText(said)} ${foldText(meal)}`;
  return cardFact({ items: analysis.items, totals: analysis.totals, facts: factsOf(said), thread, said: foldText(meal), dayBefore });
}

describe("the facts on the card: a stated fact read against the card's foods and the day (decision 222)", () => {
  it.each(["figado acebolado", "bife de figado", "pate de figado", "sarapatel", "figado de galinha"])("%s is of the liver family", (name) => {
    expect(FOOD_FAMILIES.liver.test(foldText(name))).toBe(true);
  });
  it.each(["ozempic", "to no wegovy", "uso semaglutida 1mg", "tomo mounjaro", "comecei o saxenda", "tirzepatida"])("%s is a GLP-1", (said) => {
    expect(GLP1_SAID.test(foldText(said))).toBe(true);
  });

  it.each([
    ["to gravida de 5 meses", "almocei figado acebolado com arroz e feijao", "pregnancy-liver"],
    ["estou gestante", "jantei bife de figado 150g com pure", "pregnancy-liver"],
    ["gravida de 3 meses", "comi queijo coalho na praia", "pregnancy-soft-cheese"],
    ["tenho doenca renal cronica", "almocei 300g de frango grelhado e 2 ovos", "kidney-protein"],
    ["faco hemodialise, tenho doenca renal", "comi uma banana, uma laranja e agua de coco", "kidney-potassium"],
    ["sou hipertenso", "comi miojo com salsicha", "pressure-sodium"],
    ["tomo glibenclamida", "janta foi uma torrada", "glucose-small-meal"],
  ])("%s, then %s: %s", (said, meal, kind) => {
    expect(factOf(said, meal)?.kind).toBe(kind);
  });

  it("a day of almost nothing by lunch on a GLP-1 pen is counted with what was logged before", () => {
    expect(factOf("uso semaglutida", "almoco: 2 colheres de arroz e um pedacinho de frango", 80)).toMatchObject({ kind: "pen-little-day" });
    expect(factOf("uso semaglutida", "almoco: 2 colheres de arroz e um pedacinho de frango", 900)).toBeNull();
    expect(factOf("tomo ozempic", "almocei arroz, feijao, frango e salada", 0)).toBeNull();
  });

  it.each([
    ["to gravida", "almocei arroz feijao frango grelhado e salada"],
    ["sou intolerante a lactose", "jantei arroz, feijao e bife acebolado"],
    ["faco hemodialise, tenho doenca renal", "almocei 200g de frango grelhado"],
    ["sou hipertenso", "almocei arroz, feijao e frango grelhado"],
    ["uso insulina", "almocei arroz, feijao, bife e salada"],
    ["", "comi figado acebolado"],
  ])("%s, then %s: no note", (said, meal) => {
    expect(factOf(said, meal, 0)).toBeNull();
  });
});
