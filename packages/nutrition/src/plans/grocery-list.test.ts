import { describe, expect, it } from "vitest";
import { EMPTY_TOTALS } from "../analyze/nutrients";
import { computeTargets } from "../targets";
import { resolveRef } from "./eligible-foods";
import { buildGroceryList } from "./grocery-list";
import type { TMealPlan, TPlanItem, TRole } from "./plan-types";

function item(ref: number | string, role: TRole, grams: number): TPlanItem {
  const food = resolveRef(ref);
  if (!food) throw new Error(String(ref));
  return { foodId: food.id, food: food.name, role, grams, measure: `${grams} g`, ...EMPTY_TOTALS };
}

/** Seven days of the same breakfast and lunch, with chicken grilled some days and boiled on others. */
function week(): TMealPlan {
  const targets = computeTargets({ age: 30, weight: 70, height: 170, gender: "FEMALE", activityLevel: "SEDENTARY", goal: "WEIGHT_MAINTENANCE" });
  if (!targets) throw new Error("targets");
  const days = Array.from({ length: 7 }, (_, i) => ({
    day: i + 1,
    label: `Dia ${i + 1}`,
    totals: EMPTY_TOTALS,
    meals: [
      { slot: "BREAKFAST" as const, name: "Café da manhã", totals: EMPTY_TOTALS, items: [item(i % 2 ? 488 : "ovo-mexido", "breakfastProtein", 100), item(182, "fruit", 140)] },
      {
        slot: "LUNCH" as const,
        name: "Almoço",
        totals: EMPTY_TOTALS,
        items: [item(3, "grain", 150), item(561, "legume", 140), item(i % 3 ? 410 : 408, "mainProtein", 120), item(260, "oil", 8)],
      },
    ],
  }));
  return { targets, days, seed: 1 };
}

function line(food: string) {
  const found = buildGroceryList(week()).flatMap((g) => g.items).find((i) => i.food === food);
  if (!found) throw new Error(`${food} fora da lista`);
  return found;
}

describe("lista de compras", () => {
  it("junta as formas de preparo de um produto e compra a carne crua: 7 × 120 g de frango pronto são 1,2 kg cru", () => {
    const chicken = line("Peito de frango");
    expect(chicken.grams).toBe(1200);
    expect(chicken.quantity).toBe("1,2 kg (cru)");
  });

  it("conta ovos e frutas em unidades inteiras", () => {
    expect(line("Ovos").quantity).toBe("14 unidades");
    expect(line("Banana prata").quantity).toBe("14 unidades");
  });

  it("compra arroz e feijão secos, em pacotes, e o azeite em garrafa", () => {
    const rice = line("Arroz branco");
    expect(rice.grams).toBe(375);
    expect(rice.quantity).toBe("1 pacote de 1 kg");
    expect(line("Feijão carioca").quantity).toBe("1 pacote de 500 g");
    expect(line("Azeite de oliva").quantity).toBe("1 garrafa de 500 ml");
  });

  it("lista cada produto uma vez, por seção", () => {
    const groups = buildGroceryList(week());
    const names = groups.flatMap((g) => g.items.map((i) => i.food));
    expect(new Set(names).size).toBe(names.length);
    expect(groups.find((g) => g.category === "Carnes e aves")?.items.map((i) => i.food)).toEqual(["Peito de frango"]);
  });
});
