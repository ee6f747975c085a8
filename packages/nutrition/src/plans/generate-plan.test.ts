import {
  ACTIVITY_LEVELS,
  DIETARY_RESTRICTIONS,
  GENDERS,
  GOALS,
  HEALTH_CONDITIONS,
  SEVERITIES,
  type TDietaryRestriction,
  type TSeverity,
} from "@nutriguia/domain";
import { describe, expect, it } from "vitest";
import { getFood } from "../foods/catalog";
import { conflictsWithRestriction, isDisliked, type TNutritionProfile } from "../profile";
import { planRestrictions } from "./eligible-foods";
import { carbCeiling, generatePlan, isDayWithinTargets, underCeilingOnEnergy } from "./generate-plan";
import { buildGroceryList } from "./grocery-list";
import { createRandom } from "./random";
import { swapPlanItem } from "./swap-item";

const DISLIKES = ["peixe", "fígado", "brócolis", "banana", "frango", "leite", "ovo", "feijão preto", "queijo"];

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

function randomProfile(random: () => number): TNutritionProfile {
  const styles = ["KETO", "LOW_CARB", "LOW_FAT", "PALEO"] as const;
  const style = random() < 0.4 ? [pick(random, styles)] : [];
  const others = DIETARY_RESTRICTIONS.filter((r) => !(styles as readonly string[]).includes(r) && random() < 0.12);
  // A valid profile follows one diet style at most, and vegans are not also keto or paleo.
  const restrictions = [...style, ...others].filter((r) => !(others.includes("VEGAN") && (r === "KETO" || r === "PALEO")));
  const allergyDetails: Partial<Record<TDietaryRestriction, TSeverity>> = {};
  if (random() < 0.3) allergyDetails[pick(random, ["GLUTEN_FREE", "LACTOSE_FREE"] as const)] = pick(random, SEVERITIES);
  const gender = pick(random, GENDERS);
  const conditions = HEALTH_CONDITIONS.filter((c) => random() < 0.08 && !((c === "PREGNANCY" || c === "LACTATION") && gender === "MALE"));
  return {
    age: 18 + Math.floor(random() * 60),
    weight: 45 + Math.floor(random() * 80),
    height: 150 + Math.floor(random() * 45),
    gender,
    activityLevel: pick(random, ACTIVITY_LEVELS),
    goal: pick(random, GOALS),
    dietaryRestrictions: restrictions,
    allergyDetails,
    dislikedFoods: DISLIKES.filter(() => random() < 0.1),
    preferredFoods: random() < 0.3 ? ["tapioca", "manga"] : [],
    healthConditions: conditions,
  };
}

describe("generatePlan", () => {
  it("em 1000 perfis aleatórios nunca inclui alimento proibido, fica a até 5 % da energia em 90 % dos dias e acerta as metas em 80 %", () => {
    const random = createRandom(2024);
    let days = 0;
    let within = 0;
    let nearEnergy = 0;
    for (let n = 0; n < 1000; n++) {
      const profile = randomProfile(random);
      const plan = generatePlan(profile, { days: 1, seed: n });
      const restrictions = planRestrictions(profile);
      for (const day of plan.days) {
        days++;
        // A low-carb day is done under its ceiling, on its energy and protein (decisions 162, 203): its fat share is out of reach.
        const ceiling = carbCeiling(profile, plan.targets.calories);
        if (isDayWithinTargets(day.totals, plan.targets) || (ceiling !== null && underCeilingOnEnergy(day.totals, plan.targets, ceiling))) within++;
        if (Math.abs(day.totals.calories - plan.targets.calories) <= plan.targets.calories * 0.05) nearEnergy++;
        for (const item of day.meals.flatMap((m) => m.items)) {
          const food = getFood(item.foodId);
          if (!food) throw new Error(item.foodId);
          for (const r of restrictions) expect(conflictsWithRestriction(food, r), `${food.name} x ${r}`).toBe(false);
          expect(isDisliked(food, profile.dislikedFoods ?? []), food.name).toBe(false);
        }
      }
    }
    console.log(`dias dentro das metas: ${within}/${days}; a até 5 % da energia: ${nearEnergy}/${days}`);
    // Keto and low-carb fat targets are out of reach with at most a colher de azeite per meal (decision 108).
    expect(nearEnergy / days).toBeGreaterThanOrEqual(0.9);
    expect(within / days).toBeGreaterThanOrEqual(0.8);
  }, 60_000);

  const profile: TNutritionProfile = {
    age: 35, weight: 80, height: 178, gender: "MALE", activityLevel: "LIGHTLY_ACTIVE", goal: "WEIGHT_MAINTENANCE",
    dietaryRestrictions: [], healthConditions: ["HYPERTENSION"],
  };

  it("é determinístico para a mesma semente e varia os alimentos ao longo da semana", () => {
    const a = generatePlan(profile, { days: 7, seed: 42 });
    expect(generatePlan(profile, { days: 7, seed: 42 })).toEqual(a);
    const lunches = a.days.map((d) => d.meals.find((m) => m.slot === "LUNCH")?.items.map((i) => i.foodId).join());
    expect(new Set(lunches).size).toBeGreaterThan(4);
    for (const day of a.days) expect(day.totals.sodium).toBeLessThanOrEqual(1500);
  });

  it("respeita o conjunto de refeições pedido e descreve cada item com medida caseira e gramas", () => {
    const plan = generatePlan(profile, { days: 1, meals: ["BREAKFAST", "LUNCH", "DINNER"] });
    const day = plan.days[0];
    expect(day?.meals.map((m) => m.name)).toEqual(["Café da manhã", "Almoço", "Jantar"]);
    for (const item of day?.meals.flatMap((m) => m.items) ?? []) expect(item.measure).toMatch(/\d+ g\)?$/);
  });

  it("começa no dia em que o plano é feito, com o dia da semana de verdade", () => {
    const plan = generatePlan(profile, { days: 7, seed: 3, startDate: "2026-11-26" });
    expect(plan.days.map((d) => d.label)).toEqual(["Quinta-feira", "Sexta-feira", "Sábado", "Domingo", "Segunda-feira", "Terça-feira", "Quarta-feira"]);
  });

  it("gera a lista de compras da semana por seção, um item por produto", () => {
    const plan = generatePlan(profile, { days: 7, seed: 1 });
    const groups = buildGroceryList(plan);
    const names = groups.flatMap((g) => g.items.map((i) => i.food));
    expect(new Set(names).size).toBe(names.length);
    expect(groups.map((g) => g.category)).toContain("Frutas");
  });

  it("troca um item por outro do mesmo papel, com calorias parecidas e sem ferir restrições", () => {
    const vegan: TNutritionProfile = { ...profile, dietaryRestrictions: ["VEGAN"] };
    const plan = generatePlan(vegan, { days: 1, seed: 5 });
    const lunch = plan.days[0]?.meals.find((m) => m.slot === "LUNCH");
    const index = lunch?.items.findIndex((i) => i.role === "mainProtein") ?? -1;
    const before = lunch?.items[index];
    const swapped = swapPlanItem(plan, vegan, { day: 1, slot: "LUNCH", itemIndex: index }, 3);
    const after = swapped.days[0]?.meals.find((m) => m.slot === "LUNCH")?.items[index];
    expect(after?.foodId).not.toBe(before?.foodId);
    expect(after?.role).toBe("mainProtein");
    expect(Math.abs((after?.calories ?? 0) - (before?.calories ?? 0))).toBeLessThan(0.25 * (before?.calories ?? 0) + 20);
    expect(conflictsWithRestriction(getFood(after?.foodId ?? "")!, "VEGAN")).toBe(false);
  });

  it("never puts more than two Brazil nuts in a day (their selenium), whatever the profile", () => {
    const random = createRandom(97);
    for (let run = 0; run < 40; run++) {
      const plan = generatePlan(randomProfile(random), { days: 7, seed: run + 1 });
      for (const day of plan.days) {
        const grams = day.meals.flatMap((m) => m.items).filter((i) => i.foodId === "castanha-do-para-589").reduce((sum, i) => sum + i.grams, 0);
        expect(grams, day.label).toBeLessThanOrEqual(8);
      }
    }
  });
});

