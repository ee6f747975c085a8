import { describe, expect, it } from "vitest";
import { analyze } from "../analyze/analyze";

/** Decision 182: a chain or a shop after a food is where it came from; a plate after "x com y" is the whole dish's. */
const read = (text: string) => analyze(text).items.map((i) => `${i.food}:${Math.round(i.grams)}`);

describe("where a food came from, said after it", () => {
  it("a chain or shop after 'do'/'da' is no food, nor left unread", () => {
    for (const [said, alone] of [["2 kibes do habibs", "2 kibes"], ["um x-salada do mc", "um x-salada"], ["3 coxinhas da lanchonete", "3 coxinhas"], ["1 sanduíche do subway", "1 sanduíche"], ["2 pães de queijo do mercadinho", "2 pães de queijo"]] as const) {
      expect(analyze(said).unread).toEqual([]);
      expect(read(said)).toEqual(read(alone));
    }
  });

  it("kinds said alone at a place known for one dish are that dish ('1 de queijo do habibs' is an esfiha)", () => {
    expect(read("comi 1 de queijo do habibs").map((f) => f.split(":")[0])).toEqual(["Esfirra de queijo"]);
    expect(read("2 de carne e 1 de frango no habibs").map((f) => f.split(":")[0])).toEqual(["Esfirra de carne", "Esfirra de frango"]);
    expect(read("3 de carne da pastelaria").map((f) => f.split(":")[0])).toEqual(["Pastel de carne"]);
  });

  it("a kind of the place's food after other places stays a kind ('frango da roça' is chicken)", () => {
    expect(analyze("frango da roça").items.length).toBe(1);
  });
});

describe("a plate said after 'x com y'", () => {
  it("is the dish's, hedged or sized, and 'baião de dois' has no amount of two", () => {
    for (const plate of ["2 pratos", "uns 2 pratos", "2 pratos cheios", "tipo 2 pratos de sobremesa"]) {
      const [dish, side] = analyze(`almocei baião de dois com carne de sol, ${plate}`).items;
      expect(dish?.food).toBe("Baião de dois");
      expect(dish!.grams).toBeGreaterThan(250);
      expect(side?.measure ?? "").not.toMatch(/prato/);
    }
  });
});
