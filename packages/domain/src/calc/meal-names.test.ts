import { describe, expect, it } from "vitest";
import { joinWithE, mealName, spokenFoodName, spokenMeasure } from "./meal-names";

describe("mealName", () => {
  it("names a lunch as a person would", () => {
    expect(mealName(["Arroz branco cozido", "Feijão carioca cozido", "Bife grelhado", "Salada"], "LUNCH")).toBe(
      "Almoço: arroz branco, feijão carioca, bife e salada",
    );
  });

  it("drops repeats, keeps a single item plain and capitalises without a slot", () => {
    expect(mealName(["Banana prata", "Banana prata"], "MORNING_SNACK")).toBe("Lanche da manhã: banana prata");
    expect(mealName(["Pão francês", "Café"], null)).toBe("Pão francês e café");
    expect(mealName([], "LUNCH")).toBeNull();
  });
});

describe("spokenFoodName", () => {
  it.each([
    ["Arroz branco cozido", "arroz branco"],
    ["Frango, peito, sem pele, grelhado", "frango"],
    ["Ovo de galinha inteiro frito", "ovo de galinha inteiro"],
    ["Suco de laranja (natural)", "suco de laranja"],
    ["Batata doce cozida", "batata doce"],
    ["PF de frango", "PF de frango"],
  ])("%s → %s", (name, spoken) => {
    expect(spokenFoodName(name)).toBe(spoken);
  });
});

describe("spokenMeasure", () => {
  it("never shows (porção padrão)", () => {
    expect(spokenMeasure("4 colheres de sopa (porção padrão) (100 g)", 100, false)).toBe("4 colheres de sopa (100 g)");
  });

  it("gives a drink in ml", () => {
    expect(spokenMeasure("1 copo (porção padrão) (240 g)", 240, true)).toBe("1 copo (240 ml)");
    expect(spokenMeasure(null, 1500, true)).toBe("1.500 ml");
    expect(spokenMeasure("240 g", 240, true)).toBe("240 ml");
  });

  it("joins with e", () => {
    expect(joinWithE(["a", "b", "c"])).toBe("a, b e c");
  });
});
