import { describe, expect, it } from "vitest";
import { getFood } from "../foods/catalog";
import type { TNutritionProfile } from "../profile";
import { resolveRef } from "./eligible-foods";
import { generatePlan } from "./generate-plan";
import type { TMealPlan, TPlanItem } from "./plan-types";
import { POOLS } from "./pools";
import { swapPlanItem } from "./swap-item";

const BASE: TNutritionProfile = {
  age: 34, weight: 72, height: 168, gender: "FEMALE", activityLevel: "MODERATELY_ACTIVE", goal: "WEIGHT_LOSS",
  dietaryRestrictions: [], healthConditions: [],
};

const PROFILES: readonly TNutritionProfile[] = [
  BASE,
  { ...BASE, gender: "MALE", weight: 90, height: 182, goal: "MUSCLE_GAIN", activityLevel: "VERY_ACTIVE" },
  { ...BASE, dietaryRestrictions: ["VEGETARIAN", "LACTOSE_FREE"] },
  { ...BASE, dietaryRestrictions: ["VEGAN"], allergyDetails: { GLUTEN_FREE: "SEVERE" } },
  { ...BASE, dietaryRestrictions: ["KETO"], healthConditions: ["HYPERTENSION"] },
  { ...BASE, healthConditions: ["DIABETES", "KIDNEY_DISEASE"], age: 68 },
];

function items(plan: TMealPlan): TPlanItem[] {
  return plan.days.flatMap((d) => d.meals.flatMap((m) => m.items));
}

function weekPlans(profile: TNutritionProfile, seeds = 6): TMealPlan[] {
  return Array.from({ length: seeds }, (_, seed) => generatePlan(profile, { days: 7, seed: seed + 1 }));
}

describe("planos com cara de plano de nutricionista", () => {
  it("almoço e jantar trazem arroz e feijão na maioria dos dias para quem não tem restrições", () => {
    let lunches = 0;
    let dinners = 0;
    let days = 0;
    for (const plan of weekPlans(BASE)) {
      for (const day of plan.days) {
        days++;
        const has = (slot: string) => {
          const names = day.meals.find((m) => m.slot === slot)?.items.map((i) => i.food) ?? [];
          return names.some((n) => n.startsWith("Arroz")) && names.some((n) => /^(Feijão|Lentilha)/.test(n));
        };
        if (has("LUNCH")) lunches++;
        if (has("DINNER")) dinners++;
      }
    }
    expect(lunches).toBe(days);
    expect(dinners / days).toBeGreaterThanOrEqual(0.6);
  });

  it("só sugere suplemento a quem consentiu, e então em 1 scoop de 30 g", () => {
    for (const profile of PROFILES) {
      for (const item of items(generatePlan({ ...profile, supplementConsent: false }, { days: 14, seed: 3 }))) {
        expect(item.foodId).not.toBe("whey-protein");
      }
    }
    const withConsent = Array.from({ length: 20 }, (_, seed) => generatePlan({ ...BASE, supplementConsent: true }, { days: 7, seed }));
    const whey = withConsent.flatMap(items).filter((i) => i.foodId === "whey-protein");
    expect(whey.length).toBeGreaterThan(0);
    for (const item of whey) expect(item.measure).toBe("1 scoop (30 g)");
  });

  it("usa medidas caseiras inteiras ou meias, com os gramas da medida", () => {
    for (const profile of PROFILES) {
      for (const item of weekPlans(profile, 3).flatMap(items)) {
        const grams = /\((\d+(?:,\d+)?) g\)$/.exec(item.measure)?.[1] ?? /^(\d+(?:,\d+)?) g$/.exec(item.measure)?.[1];
        expect(Number(grams?.replace(",", ".")), item.measure).toBeCloseTo(item.grams, 1);
        const counted = /^(\d+(?:,\d+)?) (.+) \(/.exec(item.measure);
        const half = /^mei[ao] (.+) \(/.exec(item.measure);
        if (!counted && !half) continue;
        const quantity = counted ? Number(counted[1]?.replace(",", ".")) : 0.5;
        expect(quantity === 0.5 || quantity >= 1, item.measure).toBe(true);
        expect(Number.isInteger(quantity * 2), item.measure).toBe(true);
        const perUnit = getFood(item.foodId)?.measures[(counted?.[2] ?? half?.[1]) as string];
        if (perUnit && quantity <= 1) expect(quantity * perUnit, `${item.food} ${item.measure}`).toBeCloseTo(item.grams, 1);
      }
    }
  });

  it("tem no máximo 5 itens por refeição principal e 3 por lanche", () => {
    for (const profile of PROFILES) {
      for (const meal of weekPlans(profile, 3).flatMap((p) => p.days.flatMap((d) => d.meals))) {
        const limit = ["BREAKFAST", "LUNCH", "DINNER"].includes(meal.slot) ? 5 : 3;
        expect(meal.items.length, `${meal.name}: ${meal.items.map((i) => i.food).join(", ")}`).toBeLessThanOrEqual(limit);
        expect(meal.items.length).toBeGreaterThan(0);
      }
    }
  });

  it("não põe laticínio com lactose no plano de quem não consome lactose, dito de qualquer forma", () => {
    const lactoseFree: TNutritionProfile[] = [
      { ...BASE, dietaryRestrictions: ["LACTOSE_FREE"] },
      { ...BASE, dietaryRestrictions: ["VEGETARIAN"], allergyDetails: { LACTOSE_FREE: "MILD" } },
      { ...BASE, customRestrictions: ["Intolerância à lactose"] },
    ];
    for (const profile of lactoseFree) {
      for (const item of weekPlans(profile, 4).flatMap(items)) {
        const food = getFood(item.foodId);
        expect(food?.tags.includes("lactose"), item.food).toBe(false);
        expect(food?.category, item.food).not.toBe("laticinios");
      }
    }
  });

  it("cada alimento dos papéis existe no banco com a medida usada", () => {
    for (const entries of Object.values(POOLS)) {
      for (const entry of entries) {
        const food = resolveRef(entry.ref);
        expect(food, String(entry.ref)).toBeDefined();
        if (entry.unit !== "g") expect(food?.measures[entry.unit], `${food?.name} ${entry.unit}`).toBeGreaterThan(0);
      }
    }
  });

  it("a troca mantém a medida caseira coerente com os gramas", () => {
    const plan = generatePlan(BASE, { days: 1, seed: 9 });
    const breakfast = plan.days[0]?.meals.find((m) => m.slot === "BREAKFAST");
    const index = breakfast?.items.findIndex((i) => i.role === "fruit") ?? -1;
    const swapped = swapPlanItem(plan, BASE, { day: 1, slot: "BREAKFAST", itemIndex: index }, 4);
    const after = swapped.days[0]?.meals.find((m) => m.slot === "BREAKFAST")?.items[index];
    expect(after?.role).toBe("fruit");
    expect(after?.measure).toMatch(/^(\d+(,5)?|mei[ao]) .+ \(\d+(,\d+)? g\)$/);
  });
});
