import { describe, expect, it } from "vitest";
import { analyze } from "../analyze/analyze";
import { DEV, HELD_OUT, HELD_OUT_2, type TCorpusCase } from "./corpus-cases";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function figures(cases: readonly TCorpusCase[]) {
  const rows = cases.map((c) => {
    const totals = analyze(c.text).totals;
    return { carb: Math.abs(totals.carbohydrates - c.expected.carbohydrates), kcal: (Math.abs(totals.calories - c.expected.kcal) / Math.max(c.expected.kcal, 1)) * 100 };
  });
  return {
    within75: rows.filter((r) => r.carb <= 7.5).length / rows.length,
    carbMae: rows.reduce((sum, r) => sum + r.carb, 0) / rows.length,
    kcalMedianPct: median(rows.map((r) => r.kcal)),
  };
}

describe("refeições escritas como as pessoas digitam (data/corpus, POF 2008-09)", () => {
  it.each([
    ["desenvolvimento", DEV],
    ["reservada", HELD_OUT],
    ["reservada 2", HELD_OUT_2],
  ])("parte %s: ≥ 80 % dentro de 7,5 g de carboidrato, erro médio ≤ 8 g, kcal mediano ≤ 6 %", (label, cases) => {
    const f = figures(cases);
    console.log(`corpus ${label} (${cases.length}): ${JSON.stringify(f)}`);
    expect(f.within75).toBeGreaterThanOrEqual(0.8);
    expect(f.carbMae).toBeLessThanOrEqual(8);
    expect(f.kcalMedianPct).toBeLessThanOrEqual(6);
  });
});
