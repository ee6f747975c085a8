import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FOODS } from "../foods/catalog";
import { analyze } from "./analyze";
import { nutrientsFor } from "./nutrients";

describe("analyze", () => {
  it("calcula nutrientes não negativos e lineares na quantidade para qualquer alimento", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: FOODS.length - 1 }), fc.double({ min: 0, max: 5000, noNaN: true }), (index, grams) => {
        const food = FOODS[index]!;
        const once = nutrientsFor(food, grams);
        const twice = nutrientsFor(food, grams * 2);
        for (const key of Object.keys(once) as (keyof typeof once)[]) {
          expect(once[key]).toBeGreaterThanOrEqual(0);
          expect(twice[key]).toBeCloseTo(once[key] * 2, 6);
        }
      }),
    );
  });

  it("soma totais, percentuais de macros pela soma dos gramas e nutrientes adicionais", () => {
    const result = analyze("2 pães franceses e um ovo frito");
    expect(result.totals).toMatchObject({ calories: 420, protein: 15.8, carbohydrates: 59.2, fat: 12.4 });
    expect(result.macroPercentages).toEqual({ protein: 18.1, carbohydrates: 67.7, fat: 14.2 });
    expect(result.additionalNutrients.sodium).toBeGreaterThan(0);
    expect(result.description).toContain("Pão francês – 2 unidades (100 g)");
  });

  it("dá destaque a um alérgeno grave e adapta a avaliação às condições de saúde", () => {
    const result = analyze("2 fatias de pão integral e 1 copo de refrigerante", {
      allergyDetails: { GLUTEN_FREE: "SEVERE" },
      healthConditions: ["DIABETES"],
    });
    expect(result.warnings[0]?.level).toBe("critical");
    expect(result.warnings[0]?.message).toContain("ALERTA DE ALERGIA GRAVE");
    expect(result.improvementPoints.join(" ")).toContain("diabetes");
  });

  it("não chama pão de queijo de verdura, conta a salada como verdura e fala de intolerância leve como intolerância", () => {
    const plants = "Inclui frutas, verduras ou legumes, fontes de vitaminas, minerais e fibras.";
    expect(analyze("1 pão de queijo").positivePoints).not.toContain(plants);
    expect(analyze("arroz, feijão, frango grelhado e salada").positivePoints).toContain(plants);
    const mild = analyze("1 pão de queijo", { allergyDetails: { LACTOSE_FREE: "MILD" } }).warnings.map((w) => w.message).join(" ");
    expect(mild).toContain("sua intolerância é leve");
    expect(mild).not.toContain("alergia");
  });
});
