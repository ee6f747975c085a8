import { describe, expect, it } from "vitest";
import { loadTacoRows } from "../eval/taco-csv";
import { matchFood } from "../match/match-food";
import { FOODS, getFood } from "./catalog";

describe("display names", () => {
  it("shows TACO's 'Pêra' and 'Abóbora cabotian' as 'Pera' and 'Abóbora cabotiá', the table itself unchanged", () => {
    expect(getFood("pera-park-242")?.name).toBe("Pera Park");
    expect(getFood("pera-williams-243")?.name).toBe("Pera Williams");
    expect(getFood("abobora-cabotian-cozida-64")?.name).toBe("Abóbora cabotiá cozida");
    expect(getFood("abobora-cabotian-crua-65")?.name).toBe("Abóbora cabotiá crua");
    expect(FOODS.filter((f) => /Pêra|cabotian/.test(f.name)).map((f) => f.name)).toEqual([]);
    const taco = new Map(loadTacoRows().map((row) => [row.id, row.cells[2]] as const));
    expect([taco.get(242), taco.get(64)]).toEqual(["Pêra, Park, crua", "Abóbora, cabotian, cozida"]);
  });

  it("names TACO's dried beef 'Carne seca', not 'Seca', and still finds it as carne de sol", () => {
    expect(getFood("seca-cozida-384")?.name).toBe("Carne seca cozida");
    expect(FOODS.filter((f) => /^Seca\b/.test(f.name)).map((f) => f.name)).toEqual([]);
    expect(matchFood("carne de sol")?.food.id).toBe("seca-cozida-384");
  });

  it("still understands the table's spellings and today's", () => {
    for (const text of ["pera", "pêra", "pera park", "pêra park"]) expect(matchFood(text)?.food.id, text).toBe("pera-park-242");
    for (const text of ["abóbora cabotiá cozida", "abóbora cabotian cozida", "abobora cabotia"]) {
      expect(matchFood(text)?.food.id, text).toBe("abobora-cabotian-cozida-64");
    }
  });
});
