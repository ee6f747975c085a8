import { describe, expect, it } from "vitest";
import { readPlanAsk } from "./plan-request";

describe("a plan request's own constraints", () => {
  it("leaves out the foods named, not the words after them, and all dairy when milk makes one unwell ('sem leite e sem queijo, me fazem mal')", () => {
    expect(readPlanAsk("e sem leite e sem queijo me fazem mal", undefined).request.avoidFoods).toEqual(["leite", "queijo", "iogurte", "requeijão", "coalhada", "ricota", "creme de leite", "nata", "doce de leite", "leite condensado"]);
    expect(readPlanAsk("monta um plano sem leite", undefined).request.avoidFoods).toEqual(["leite"]);
  });

  it("reads a daily food budget in reais as a budget plan", () => {
    expect(readPlanAsk("monta um cardapio de 5 dias, tenho uns 25 reais por dia pra comida", 5).budget).toBe(true);
    expect(readPlanAsk("monta um cardapio de 5 dias", 5).budget).toBe(false);
  });

  it("fits the meals to an eating window ('faço jejum intermitente 16/8')", () => {
    expect(readPlanAsk("faco jejum intermitente 16/8, monta um plano de 3 dias", 3).request.meals).toEqual(["LUNCH", "AFTERNOON_SNACK", "DINNER"]);
  });
});

