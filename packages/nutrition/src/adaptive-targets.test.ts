import { describe, expect, it } from "vitest";
import { addDays } from "@nutriguia/domain";
import { adaptTargets, fitWeightLine, trendPoints } from "./adaptive-targets";

const today = "2025-03-31";
const engine = { calories: 2000, protein: 120, carbohydrates: 220, fat: 70 };
const series = (weeklyChange: number, days = 21, every = 3) =>
  Array.from({ length: Math.floor(days / every) + 1 }, (_, i) => ({
    date: addDays(today, -days + i * every),
    weightKg: Math.round((80 + (weeklyChange / 7) * i * every) * 10) / 10,
  }));

describe("weight trend", () => {
  it("fits the least-squares line and reports the weekly change", () => {
    const line = fitWeightLine([
      { date: "2025-03-01", weightKg: 80 },
      { date: "2025-03-08", weightKg: 79.5 },
      { date: "2025-03-15", weightKg: 79 },
    ]);
    expect(line!.slopePerDay * 7).toBeCloseTo(-0.5, 5);
    expect(trendPoints([{ date: "2025-03-01", weightKg: 80 }]).weeklyChangeKg).toBeNull();
  });
});

describe("adaptive targets", () => {
  it("waits for two weeks and three weights", () => {
    expect(adaptTargets(engine, "WEIGHT_LOSS", series(0, 10, 2), today)).toBeNull();
    expect(adaptTargets(engine, "WEIGHT_LOSS", series(0, 21, 21), today)).toBeNull();
  });

  it("lowers the target when weight does not fall on a weight-loss goal, keeping protein", () => {
    const result = adaptTargets(engine, "WEIGHT_LOSS", series(0), today)!;
    expect(result.adjusted).toBe(true);
    expect(result.targets.calories).toBe(2000 - 280);
    expect(result.targets.protein).toBe(120);
    const kcal = result.targets.protein * 4 + result.targets.carbohydrates * 4 + result.targets.fat * 9;
    expect(Math.abs(kcal - result.targets.calories)).toBeLessThan(15);
    expect(result.explanation).toMatch(/ficou estável.*Perder peso.*reduzimos a meta em 280 kcal: de 2000 para 1720 kcal/);
  });

  it("raises the target, at most 300 kcal, when weight falls fast on a maintenance goal", () => {
    const result = adaptTargets(engine, "WEIGHT_MAINTENANCE", series(-1), today)!;
    expect(result.targets.calories).toBe(2300);
    expect(result.explanation).toContain("aumentamos a meta em 300 kcal");
  });

  it("keeps the target when the trend matches the goal, and never goes below 1200 kcal", () => {
    const kept = adaptTargets(engine, "WEIGHT_LOSS", series(-0.5), today)!;
    expect(kept).toMatchObject({ adjusted: false, targets: engine });
    expect(kept.explanation).toContain("está funcionando");
    const low = adaptTargets({ ...engine, calories: 1250 }, "WEIGHT_LOSS", series(0.5), today)!;
    expect(low.targets.calories).toBe(1200);
  });
});
