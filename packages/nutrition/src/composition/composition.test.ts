import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FOODS, getFood } from "../foods/catalog";
import { matchFood } from "../match/match-food";
import { normalizeText } from "../text/normalize";
import { FOOD_COMPONENTS } from "./components";
import { componentPresence, compositionOfName, foodComposition } from "./composition";

const byName = (name: string) => {
  const match = matchFood(name);
  if (!match) throw new Error(`no food for ${name}`);
  return foodComposition(match.food);
};
const folded = (s: string) => normalizeText(s);

describe("food composition over the whole database", () => {
  it("gives every food a composition with known components, no duplicates, and may-contain apart from contains", () => {
    for (const food of FOODS) {
      const c = foodComposition(food);
      expect(new Set(c.contains).size).toBe(c.contains.length);
      for (const x of [...c.contains, ...c.mayContain]) expect(FOOD_COMPONENTS).toContain(x);
      for (const x of c.mayContain) expect(c.contains).not.toContain(x);
    }
  });

  it("never loses what the record's own tags say, unless a recipe rule rules it out", () => {
    for (const food of FOODS) {
      const c = foodComposition(food);
      if (food.tags.includes("peanuts")) expect(c.contains, food.name).toContain("peanut");
      if (food.tags.includes("nuts")) expect(c.contains, food.name).toContain("tree_nuts");
      if (food.tags.includes("eggs")) expect(c.contains, food.name).toContain("egg");
      if (food.tags.includes("fish")) expect(c.contains.some((x) => x === "fish" || x === "shellfish"), food.name).toBe(true);
      if (food.tags.includes("meat")) expect(c.contains, food.name).toContain("meat");
      if (food.tags.includes("alcohol")) expect(c.contains, food.name).toContain("alcohol");
    }
  });

  it("keeps origin consistent: meat, fish, shellfish, milk or egg imply animal origin; meat and fish categories are animal", () => {
    for (const food of FOODS) {
      const c = foodComposition(food);
      if (["meat", "fish", "shellfish", "milk", "egg", "raw_animal"].some((x) => c.contains.includes(x as never))) expect(c.contains, food.name).toContain("animal");
      if (food.category === "carnes") expect(c.contains, food.name).toContain("meat");
      if (food.category === "pescados") expect(c.contains.some((x) => x === "fish" || x === "shellfish"), food.name).toBe(true);
      if (c.contains.includes("wheat")) expect(c.contains, food.name).toContain("gluten");
    }
  });

  it("reads ingredients from names: every cheese has milk, every 'amendoim'/'paçoca' has peanut, every 'camarão' has shellfish", () => {
    for (const food of FOODS) {
      const name = folded(food.name);
      const c = foodComposition(food);
      if (/\bqueijo\b/.test(name) && !/\b(soja|vegan)/.test(name)) expect(c.contains, food.name).toContain("milk");
      if (/\b(amendoim|pacoca|pe de moleque)\b/.test(name) && !/\bsem amendoim\b/.test(name)) expect(c.contains, food.name).toContain("peanut");
      if (/\bcamarao\b/.test(name)) expect(c.contains, food.name).toContain("shellfish");
      if (/\b(frango|carne|bife|porco|linguica|presunto)\b/.test(name) && !/\b(de soja|vegetal|caldo de carne)\b/.test(name)) {
        expect(c.contains, food.name).toContain("meat");
      }
      if (food.category === "frutas" && !/\b(com|em mingau|vitamina)\b/.test(name)) expect(c.contains, food.name).not.toContain("animal");
      if ((food.nutrients.sodium ?? 0) >= 600) expect(c.contains, food.name).toContain("high_sodium");
    }
  });

  it("knows the Brazilian classics", () => {
    expect(byName("paçoca").contains).toContain("peanut");
    expect(byName("pé de moleque").contains).toContain("peanut");
    expect(byName("cuca").contains, "a cuca of the South is wheat dough").toContain("gluten");
    const paoDeQueijo = byName("pão de queijo");
    expect(paoDeQueijo.contains).toEqual(expect.arrayContaining(["milk", "egg"]));
    expect(paoDeQueijo.contains).not.toContain("gluten");
    expect(paoDeQueijo.because.milk).toBe("queijo");
    const cuscuz = byName("cuscuz de milho");
    expect(cuscuz.contains).not.toContain("gluten");
    expect(componentPresence(cuscuz, "gluten")).toBe("may-contain");
    const paulista = byName("cuscuz paulista");
    expect(paulista.contains, "cuscuz paulista is made with farinha de milho").not.toContain("gluten");
    expect(componentPresence(paulista, "gluten")).toBe("may-contain");
    expect(byName("miojo").contains).toEqual(expect.arrayContaining(["gluten", "wheat", "high_sodium"]));
    expect(byName("café").contains).toContain("caffeine");
    expect(byName("cerveja").contains).toEqual(expect.arrayContaining(["alcohol", "gluten"]));
    expect(byName("tofu").contains).toEqual(["soy"]);
    expect(byName("ovo cozido").contains).toEqual(["egg", "animal"]);
    expect(byName("ovo cru").contains).toContain("raw_animal");
    expect(byName("tapioca").contains).not.toContain("gluten");
    expect(byName("leite de soja").contains).not.toContain("milk");
    expect(foodComposition(getFood("acaraje-525")!).contains).toContain("shellfish");
    // Northern and Bahian dishes by their usual recipe: dried shrimp in tacacá, peanut and cashew in vatapá and caruru.
    expect(foodComposition(getFood("tacaca-550")!).contains).toContain("shellfish");
    expect(byName("vatapá").contains).toEqual(expect.arrayContaining(["shellfish", "peanut", "tree_nuts"]));
  });

  it("reads dishes the database lacks from their usual recipe", () => {
    expect(compositionOfName("bobó de camarão")!.contains).toContain("shellfish");
    expect(compositionOfName("bobó")!.contains).toContain("shellfish");
    expect(compositionOfName("carpaccio")!.contains).toEqual(expect.arrayContaining(["raw_animal", "meat"]));
    expect(compositionOfName("sushi")!.contains).toEqual(expect.arrayContaining(["raw_animal", "fish"]));
    expect(compositionOfName("temaki de salmão grelhado")!.contains).not.toContain("raw_animal");
    expect(compositionOfName("sushi de kani")!.contains).not.toContain("raw_animal");
    expect(compositionOfName("moqueca de camarão")!.contains).toEqual(expect.arrayContaining(["fish", "shellfish"]));
    expect(compositionOfName("homus")!.contains).toContain("sesame");
    expect(compositionOfName("brócolis")).toBeNull();
  });

  it("never throws and always answers with known components for any text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const c = compositionOfName(text);
        if (c) for (const x of c.contains) expect(FOOD_COMPONENTS).toContain(x);
      }),
    );
  });
});
