import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze } from "../analyze/analyze";

type TTotals = { kcal: number; carbohydrates: number };
type TCase = { id: string; tier: string; text: string; expected: TTotals; survey: TTotals };

const FIXTURE = new URL("../../data/pof-meals-fixture.jsonl", import.meta.url);
const cases: TCase[] = readFileSync(FIXTURE, "utf8").trim().split("\n").map((line) => JSON.parse(line) as TCase);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Share within 7.5 g of carbohydrates, carbohydrate MAE and median kcal error against one set of expected values. */
export function accuracy(pick: (c: TCase) => TTotals) {
  const rows = cases.map((c) => {
    const totals = analyze(c.text).totals;
    const want = pick(c);
    return {
      carbError: Math.abs(totals.carbohydrates - want.carbohydrates),
      kcalError: (Math.abs(totals.calories - want.kcal) / Math.max(want.kcal, 1)) * 100,
    };
  });
  return {
    within75: rows.filter((r) => r.carbError <= 7.5).length / rows.length,
    carbMae: rows.reduce((sum, r) => sum + r.carbError, 0) / rows.length,
    kcalMedianPct: median(rows.map((r) => r.kcalError)),
  };
}

describe("60 refeições brasileiras com pratos e medidas caseiras da POF (data/pof-meals-fixture.jsonl)", () => {
  it("tem 60 refeições, metade ou mais com medidas caseiras", () => {
    expect(cases).toHaveLength(60);
    expect(cases.filter((c) => c.tier === "measures").length).toBeGreaterThanOrEqual(30);
  });

  it("acerta os carboidratos em até 7,5 g em ≥ 85 % das refeições, com erro médio ≤ 5 g e kcal mediano ≤ 5 %", () => {
    const figures = accuracy((c) => c.expected);
    console.log(`refeições POF (leituras padrão): ${JSON.stringify(figures)}`);
    console.log(`refeições POF (referência só com linhas da POF): ${JSON.stringify(accuracy((c) => c.survey))}`);
    expect(figures.within75).toBeGreaterThanOrEqual(0.85);
    expect(figures.carbMae).toBeLessThanOrEqual(5);
    expect(figures.kcalMedianPct).toBeLessThanOrEqual(5);
  });
});
