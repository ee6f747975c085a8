import { MEAL_PLAN_CUISINES } from "@nutriguia/domain";
import { describe, expect, it } from "vitest";
import { normalizeText } from "../text/normalize";
import { generatePlan } from "./generate-plan";
import { resolveRef } from "./eligible-foods";
import { REGIONAL_POOLS } from "./regional-cuisines";

const PROFILE = { age: 34, weight: 68.5, height: 165, gender: "FEMALE", activityLevel: "LIGHTLY_ACTIVE", goal: "WEIGHT_LOSS" } as const;

const foodsOf = (cuisine: (typeof MEAL_PLAN_CUISINES)[number] | undefined, seed: number) =>
  generatePlan(PROFILE, { days: 7, seed, ...(cuisine ? { cuisine } : {}) });

describe("a regional plan favours the region's everyday foods (decision 117)", () => {
  it("every food a region adds, favours or leaves out is in the tables", () => {
    for (const pools of Object.values(REGIONAL_POOLS)) {
      for (const ref of [...pools.favour, ...pools.leaveOut, ...Object.values(pools.add).flatMap((entries) => entries.map((e) => e.ref))]) expect(resolveRef(ref), String(ref)).toBeDefined();
    }
  });

  it.each([
    ["MINEIRA", /couve|quiabo|polenta|queijo minas|pao de queijo|feijao carioca|mandioca|abobora|lombo|coxa de frango/],
    ["NORDESTINA", /cuscuz de milho|tapioca|macaxeira|mandioca|inhame|feijao verde|feijao de corda|fradinho|queijo coalho|carne seca|caju|graviola|pinha|maxixe|quiabo/],
    ["BAIANA", /peixe|corvina|merluza|cuscuz de milho|tapioca|mandioca|inhame|fradinho|feijao de corda|quiabo|maxixe|caju|graviola/],
    ["GAUCHA", /maminha|contra-file|patinho|feijao preto|polenta|mandioca|batata|abobora|repolho|mexerica|uva|maca|pao frances/],
    ["NORTISTA", /acai|farinha de mandioca|pintado|corvina|mandioca|pupunha|tucuma|cupuacu|tapioca|castanha-do-para/],
  ] as const)("%s: seven days within 5 %% of the energy, regional foods every day, no kiwi, salmon or quinoa", (cuisine, regional) => {
    for (const seed of [1, 7, 42]) {
      const plan = foodsOf(cuisine, seed);
      expect(plan.days).toHaveLength(7);
      for (const day of plan.days) {
        expect(Math.abs(day.totals.calories - plan.targets.calories) / plan.targets.calories).toBeLessThanOrEqual(0.05);
        const names = day.meals.flatMap((m) => m.items.map((i) => normalizeText(i.food)));
        expect(names.filter((n) => regional.test(n)).length, names.join(", ")).toBeGreaterThanOrEqual(2);
        for (const n of names) expect(n).not.toMatch(/kiwi|salmao|quinoa|chia|nozes|amendoa/);
      }
    }
  });

  it("a Northeastern week has cuscuz, tapioca, macaxeira or inhame at half its breakfasts or more, more than a plan with no region", () => {
    const count = (cuisine: "NORDESTINA" | undefined) =>
      [1, 2, 3].flatMap((seed) => foodsOf(cuisine, seed).days.flatMap((d) => d.meals.filter((m) => m.slot === "BREAKFAST").flatMap((m) => m.items.map((i) => normalizeText(i.food))))).filter((n) => /cuscuz|tapioca|mandioca|inhame/.test(n)).length;
    expect(count("NORDESTINA")).toBeGreaterThanOrEqual(10);
    expect(count("NORDESTINA")).toBeGreaterThan(count(undefined));
  });
});
