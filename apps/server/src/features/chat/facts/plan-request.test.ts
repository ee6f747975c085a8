import { describe, expect, it } from "vitest";
import { readPlanAdjust } from "./plan-adjust";
import { readPlanConstraints } from "./plan-constraints";
import { readPlanAsk } from "./plan-request";

describe("a plan request's own constraints", () => {
  it("leaves out the foods named, not the words after them, and all dairy when milk makes one unwell ('sem leite e sem queijo, me fazem mal')", () => {
    expect(readPlanAsk("e sem leite e sem queijo me fazem mal", undefined).request.avoidFoods).toEqual(["leite", "queijo", "iogurte", "requeijão", "coalhada", "ricota", "creme de leite", "nata", "doce de leite", "leite condensado"]);
    expect(readPlanAsk("monta um plano sem leite", undefined).request.avoidFoods).toEqual(["leite"]);
    expect(readPlanAsk("quero um plano vegetariano de 1800 kcal com 5 refeições, e nao como ovo tambem", undefined).request.avoidFoods).toEqual(["ovo"]);
    expect(readPlanAsk("faz um cardapio sem peixe nunca, odeio", undefined).request.avoidFoods).toEqual(expect.arrayContaining(["peixe", "sardinha"]));
    expect(readPlanAsk("faz um cardapio sem peixe nunca, odeio", undefined).request.avoidFoods).not.toContain("peixe nunca");
    // An exclusion said in the message before is joined to the request: "não como soja. quero um cardápio…".
    expect(readPlanAsk("sou vegana e nao como soja quero um cardapio barato pra semana", undefined).request.avoidFoods).toContain("soja");
    expect(readPlanAsk("nao como soja nem amendoim monta um plano de 1600 kcal", undefined).request.avoidFoods).not.toContain("amendoim monta");
    expect(readPlanAsk("sou vegana e nao como soja quero um cardapio barato pra semana", undefined).request.avoidFoods).not.toContain("soja quero");
  });

  it("reads a daily food budget in reais as a budget plan", () => {
    expect(readPlanAsk("monta um cardapio de 5 dias, tenho uns 25 reais por dia pra comida", 5).budget).toBe(true);
    expect(readPlanAsk("monta um cardapio de 5 dias", 5).budget).toBe(false);
  });

  it("fits the meals to an eating window ('faço jejum intermitente 16/8')", () => {
    expect(readPlanAsk("faco jejum intermitente 16/8, monta um plano de 3 dias", 3).request.meals).toEqual(["LUNCH", "AFTERNOON_SNACK", "DINNER"]);
  });

  it("reads a kcal ceiling, money per day, week or month, the kitchen and a night shift, and never a ceiling in reais", () => {
    expect(readPlanConstraints("plano de 5 dias 1300 calorias no maximo").capKcal).toBe(1300);
    expect(readPlanConstraints("minha nutri falou pra nao passar de 1600 kcal monta um cardapio").capKcal).toBe(1600);
    expect(readPlanConstraints("cardapio de 7 dias gastando no maximo 100 reais por semana")).toMatchObject({ capKcal: null, budgetPerDay: 14.3 });
    expect(readPlanConstraints("meu orcamento e 300 reais por mes").budgetPerDay).toBe(10);
    expect(readPlanConstraints("o fogao quebrou e so tenho micro ondas").kitchen).toBe("microwave");
    expect(readPlanConstraints("levo marmita e la so tem micro ondas")).toMatchObject({ kitchen: null, marmita: true });
    expect(readPlanConstraints("faco plantao noturno no hospital").nightShift).toBe(true);
  });
});

describe("a dislike said after a plan", () => {
  it("is an edit only when it names a food ('odeio iogurte, tira tudo'), never a weekday ('odeio segunda feira')", () => {
    expect(readPlanAdjust("odeio iogurte, tira tudo")).toMatchObject({ kind: "avoid", foods: ["iogurte"] });
    expect(readPlanAdjust("odeio segunda feira")).toBeNull();
    // The meal of the clause that asks it lighter (decision 195).
    expect(readPlanAdjust("o jantar de sabado pode ser mais leve? vou sair no almoco")).toMatchObject({ kind: "shape", ask: { kind: "lighter", slot: "DINNER", weekdays: [5] } });
    expect(readPlanAdjust("vou almocar fora, deixa o jantar mais leve")).toMatchObject({ kind: "shape", ask: { kind: "lighter", slot: "DINNER" } });
  });
});
