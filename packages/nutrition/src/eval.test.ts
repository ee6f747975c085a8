import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze } from "./analyze/analyze";

type TCase = { id: string; tier: "grams" | "units"; text: string; expected: { kcal: number; carbohydrates: number } };

const SAMPLE = new URL("../data/nutrition-eval-sample.jsonl", import.meta.url);
const OWN = new URL("./eval-cases.jsonl", import.meta.url);

function load(url: URL): TCase[] {
  return readFileSync(url, "utf8").trim().split("\n").map((line) => JSON.parse(line) as TCase);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function figures(cases: TCase[]) {
  const errors = cases.map((c) => {
    const totals = analyze(c.text).totals;
    return {
      tier: c.tier,
      ape: (Math.abs(totals.calories - c.expected.kcal) / Math.max(c.expected.kcal, 1)) * 100,
      carbOk: Math.abs(totals.carbohydrates - c.expected.carbohydrates) <= 7.5,
    };
  });
  const grams = errors.filter((e) => e.tier === "grams").map((e) => e.ape);
  const units = errors.filter((e) => e.tier === "units").map((e) => e.ape);
  return {
    medianGrams: median(grams),
    medianUnits: median(units),
    gramsWithin5: grams.filter((e) => e <= 5).length / grams.length,
    carbsWithin: errors.filter((e) => e.carbOk).length / errors.length,
  };
}

describe.each([
  ["amostra publicada", SAMPLE],
  ["casos próprios", OWN],
])("precisão de kcal na %s", (label, url) => {
  it("cumpre os limites de aceitação", () => {
    const f = figures(load(url));
    console.log(`${label}: ${JSON.stringify(f)}`);
    expect(f.medianGrams).toBeLessThanOrEqual(2);
    expect(f.medianUnits).toBeLessThanOrEqual(10);
    expect(f.gramsWithin5).toBeGreaterThanOrEqual(0.95);
    expect(f.carbsWithin).toBeGreaterThanOrEqual(0.95);
  });
});
