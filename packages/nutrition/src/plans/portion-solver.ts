export type TSolverItem = {
  /** Per gram: kcal, protein, carbohydrates, fat, sodium. */
  perGram: readonly [number, number, number, number, number];
  min: number;
  typical: number;
  max: number;
  /** Portions are min + k·step grams (whole or half household measures). */
  step: number;
  /** Whether the item may be left out (0 g) when the day has no room for it. */
  optional: boolean;
  meal: number;
};

export type TSolverGoal = {
  calories: number;
  protein: number;
  carbohydrates: number;
  fat: number;
  sodiumLimit: number;
  mealCalories: readonly number[];
  /**
   * Protein above its target costs nothing: with meat at 100 g or more per main meal (decision 108) protein often
   * lands above it, and the day's energy must still be met. Off for low-protein (kidney) days.
   */
  proteinIsFloor?: boolean;
  /** Per-meal carbohydrate targets, set for diabetes so carbohydrates spread over the day. */
  mealCarbohydrates?: readonly number[];
};

/** A target row: "both" penalises any gap, "ceiling" only going over, "floor" only falling short. */
type TRow = { coef: Float64Array; target: number; weight: number; side: "both" | "ceiling" | "floor" };

/** Whether the row is satisfied at `sum` and so adds nothing to the objective. */
function slack(row: TRow, sum: number): boolean {
  return (row.side === "ceiling" && sum <= row.target) || (row.side === "floor" && sum >= row.target);
}

function buildRows(items: readonly TSolverItem[], goal: TSolverGoal): TRow[] {
  const n = items.length;
  const rows: TRow[] = [];
  const daily = (index: number, target: number, weight: number, side: TRow["side"] = "both") => {
    const coef = new Float64Array(n);
    items.forEach((item, i) => (coef[i] = item.perGram[index] as number));
    rows.push({ coef, target: Math.max(target, 1), weight, side });
  };
  daily(0, goal.calories, 150);
  daily(1, goal.protein, 12, goal.proteinIsFloor ? "floor" : "both");
  daily(2, goal.carbohydrates, 12);
  daily(3, goal.fat, 12);
  daily(4, goal.sodiumLimit, 20, "ceiling");
  goal.mealCalories.forEach((target, meal) => {
    const coef = new Float64Array(n);
    items.forEach((item, i) => (coef[i] = item.meal === meal ? item.perGram[0] : 0));
    rows.push({ coef, target: Math.max(target, 1), weight: 0.6, side: "both" });
  });
  goal.mealCarbohydrates?.forEach((target, meal) => {
    const coef = new Float64Array(n);
    items.forEach((item, i) => (coef[i] = item.meal === meal ? item.perGram[2] : 0));
    rows.push({ coef, target: Math.max(target, 1), weight: 3, side: "ceiling" });
  });
  return rows;
}

/**
 * Grams per item that bring the day close to its energy and macro targets, by coordinate descent on a
 * weighted least-squares objective with a light pull towards typical portions. Items listed in `fixed`
 * keep their grams.
 */
export function solvePortions(items: readonly TSolverItem[], goal: TSolverGoal, fixed: ReadonlyMap<number, number> = new Map()): number[] {
  const rows = buildRows(items, goal);
  const grams = items.map((item, i) => fixed.get(i) ?? item.typical);
  const sums = rows.map((row) => grams.reduce((s, g, i) => s + (row.coef[i] as number) * g, 0));
  const pull = 0.02;
  for (let sweep = 0; sweep < 150; sweep++) {
    let moved = 0;
    for (let i = 0; i < items.length; i++) {
      if (fixed.has(i)) continue;
      const item = items[i] as TSolverItem;
      const current = grams[i] as number;
      let numerator = pull / item.typical;
      let denominator = pull / (item.typical * item.typical);
      rows.forEach((row, k) => {
        const a = row.coef[i] as number;
        if (a === 0) return;
        const rest = (sums[k] as number) - a * current;
        if (slack(row, rest + a * current)) return;
        const w = row.weight / (row.target * row.target);
        numerator += w * a * (row.target - rest);
        denominator += w * a * a;
      });
      const next = Math.min(item.max, Math.max(item.optional ? 0 : item.min, numerator / denominator));
      if (next !== current) {
        rows.forEach((row, k) => (sums[k] = (sums[k] as number) + (row.coef[i] as number) * (next - current)));
        grams[i] = next;
        moved += Math.abs(next - current);
      }
    }
    if (moved < 0.05) break;
  }
  return grams;
}

function objective(rows: readonly TRow[], sums: readonly number[]): number {
  let total = 0;
  rows.forEach((row, k) => {
    if (slack(row, sums[k] as number)) return;
    const diff = (sums[k] as number) - row.target;
    total += (row.weight * diff * diff) / (row.target * row.target);
  });
  return total;
}

/** The allowed portion nearest to `grams`: 0 for an optional item well under its minimum, else min + k·step. */
export function snap(item: Pick<TSolverItem, "min" | "max" | "step" | "optional">, grams: number): number {
  if (item.optional && grams < item.min / 2) return 0;
  const top = Math.floor((item.max - item.min) / item.step + 1e-9);
  return item.min + Math.min(top, Math.max(0, Math.round((grams - item.min) / item.step))) * item.step;
}

/** The next allowed portion above or below `grams` (undefined at the ends of the range). */
function neighbour(item: TSolverItem, grams: number, direction: 1 | -1): number | undefined {
  if (grams === 0) return direction === 1 && item.optional ? item.min : undefined;
  if (direction === -1 && grams - item.step < item.min - 1e-9) return item.optional ? 0 : undefined;
  const next = grams + direction * item.step;
  return next > item.max + 1e-9 ? undefined : next;
}

/** Snaps grams to household measures (whole or half units), then moves them one step at a time while that helps. */
export function roundPortions(items: readonly TSolverItem[], goal: TSolverGoal, grams: readonly number[]): number[] {
  const rows = buildRows(items, goal);
  const rounded = grams.map((g, i) => snap(items[i] as TSolverItem, g));
  const sums = rows.map((row) => rounded.reduce((s, g, i) => s + (row.coef[i] as number) * g, 0));
  let best = objective(rows, sums);
  for (let pass = 0; pass < 40; pass++) {
    let improved = false;
    for (let i = 0; i < items.length; i++) {
      for (const direction of [1, -1] as const) {
        const next = neighbour(items[i] as TSolverItem, rounded[i] as number, direction);
        if (next === undefined) continue;
        const delta = next - (rounded[i] as number);
        const trial = sums.map((s, k) => s + ((rows[k] as TRow).coef[i] as number) * delta);
        const value = objective(rows, trial);
        if (value < best - 1e-9) {
          best = value;
          rounded[i] = next;
          trial.forEach((s, k) => (sums[k] = s));
          improved = true;
          break;
        }
      }
    }
    if (!improved) break;
  }
  return rounded;
}
