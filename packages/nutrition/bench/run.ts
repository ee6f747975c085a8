import { readFileSync } from "node:fs";
import { analyze } from "../src/analyze/analyze";
import { generatePlan } from "../src/plans/generate-plan";

const sample = new URL("../data/nutrition-eval-sample.jsonl", import.meta.url);
const texts = readFileSync(sample, "utf8")
  .trim()
  .split("\n")
  .map((line) => (JSON.parse(line) as { text: string }).text);

function timeIt(run: () => void, minimumMs: number): { runs: number; ms: number } {
  let runs = 0;
  const start = performance.now();
  while (performance.now() - start < minimumMs) {
    run();
    runs++;
  }
  return { runs, ms: performance.now() - start };
}

for (const text of texts) analyze(text);
let i = 0;
const analyses = timeIt(() => analyze(texts[i++ % texts.length] as string), 2000);
console.log(`nutrition_analyses_per_second: ${Math.round((analyses.runs / analyses.ms) * 1000)} analyses/s`);

const profile = {
  age: 34, weight: 72, height: 168, gender: "FEMALE", activityLevel: "MODERATELY_ACTIVE", goal: "WEIGHT_LOSS",
  dietaryRestrictions: ["LACTOSE_FREE"], healthConditions: ["HYPERTENSION"], dislikedFoods: ["peixe"],
} as const;
let seed = 1;
const plans = timeIt(() => generatePlan(profile, { days: 7, seed: seed++ }), 2000);
console.log(`nutrition_weekly_plan: ${(plans.ms / plans.runs).toFixed(1)} ms/plan`);
