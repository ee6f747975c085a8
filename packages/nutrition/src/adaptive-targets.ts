import { addDays, daysBetween, GOAL_LABELS, type TGoal, type TMacroTotals, type TWeightPoint } from "@nutriguia/domain";

/** Energy in one kg of body weight change, the usual clinical approximation. */
export const KCAL_PER_KG = 7700;
/** Weights of the last four weeks are read; at least two weeks between first and last (decision 202). */
export const ADAPTATION_WINDOW_DAYS = 28;
export const ADAPTATION_MIN_SPAN_DAYS = 14;
const MIN_ENTRIES = 3;
const MAX_STEP_KCAL = 300;
const SAFE_FLOOR_KCAL = 1200;

/** Expected weekly change in kg for each goal: [lowest, highest]. */
const EXPECTED_WEEKLY: Record<TGoal, readonly [number, number]> = {
  WEIGHT_LOSS: [-1, -0.25],
  WEIGHT_MAINTENANCE: [-0.2, 0.2],
  WEIGHT_GAIN: [0.2, 0.5],
  MUSCLE_GAIN: [0.1, 0.35],
  IMPROVE_HEALTH: [-0.2, 0.2],
};

export type TLine = { slopePerDay: number; intercept: number; origin: string };

/** Least-squares line through the weights (x = days since the first entry); null under two points. */
export function fitWeightLine(points: readonly TWeightPoint[]): TLine | null {
  if (points.length < 2) return null;
  const origin = points[0]!.date;
  const xs = points.map((p) => daysBetween(origin, p.date));
  const n = points.length;
  const meanX = xs.reduce((a, b) => a + b, 0) / n;
  const meanY = points.reduce((a, p) => a + p.weightKg, 0) / n;
  let sxy = 0;
  let sxx = 0;
  points.forEach((p, i) => {
    sxy += (xs[i]! - meanX) * (p.weightKg - meanY);
    sxx += (xs[i]! - meanX) ** 2;
  });
  if (sxx === 0) return null;
  const slopePerDay = sxy / sxx;
  return { slopePerDay, intercept: meanY - slopePerDay * meanX, origin };
}

export function trendPoints(points: readonly TWeightPoint[]): { trend: TWeightPoint[]; weeklyChangeKg: number | null } {
  const line = fitWeightLine(points);
  if (!line) return { trend: [], weeklyChangeKg: null };
  const at = (date: string) => ({
    date,
    weightKg: round1(line.intercept + line.slopePerDay * daysBetween(line.origin, date)),
  });
  const last = points[points.length - 1]!.date;
  return { trend: [at(line.origin), at(last)], weeklyChangeKg: Math.round(line.slopePerDay * 7 * 100) / 100 };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const kg = (n: number) => `${n.toFixed(2).replace(".", ",")} kg`;

export type TAdaptation = { targets: TMacroTotals; explanation: string; adjusted: boolean };

/**
 * After two weeks of weights, compares the weekly change with what the goal expects and moves
 * the energy target by the gap (7700 kcal per kg), at most 300 kcal at a time; protein is kept
 * and carbohydrates and fat absorb the change in their current proportion.
 */
export function adaptTargets(
  engine: TMacroTotals,
  goal: TGoal,
  weights: readonly TWeightPoint[],
  today: string,
): TAdaptation | null {
  const from = addDays(today, -(ADAPTATION_WINDOW_DAYS - 1));
  const recent = weights.filter((w) => w.date >= from && w.date <= today);
  if (recent.length < MIN_ENTRIES) return null;
  const span = daysBetween(recent[0]!.date, recent[recent.length - 1]!.date);
  if (span < ADAPTATION_MIN_SPAN_DAYS) return null;
  const line = fitWeightLine(recent);
  if (!line) return null;
  const weekly = line.slopePerDay * 7;
  const [low, high] = EXPECTED_WEEKLY[goal];
  const weeks = Math.max(2, Math.round(span / 7));
  const movement = Math.abs(weekly) < 0.05 ? "ficou estável" : `${weekly < 0 ? "caiu" : "subiu"} cerca de ${kg(Math.abs(weekly))} por semana`;
  const expected = `para o objetivo "${GOAL_LABELS[goal]}" o esperado é entre ${kg(low)} e ${kg(high)} por semana`;
  const lead = `Nas últimas ${weeks} semanas seu peso ${movement}; ${expected}.`;
  if (weekly >= low && weekly <= high) {
    return { targets: engine, explanation: `${lead} Sua meta de ${engine.calories} kcal está funcionando e foi mantida.`, adjusted: false };
  }
  const gap = weekly > high ? weekly - high : weekly - low;
  const step = Math.max(-MAX_STEP_KCAL, Math.min(MAX_STEP_KCAL, -Math.round((gap * KCAL_PER_KG) / 7 / 10) * 10));
  const calories = Math.max(SAFE_FLOOR_KCAL, engine.calories + step);
  const delta = calories - engine.calories;
  if (delta === 0) return { targets: engine, explanation: `${lead} A meta já está no mínimo seguro e foi mantida.`, adjusted: false };
  const flexible = engine.carbohydrates * 4 + engine.fat * 9;
  const scale = flexible > 0 ? Math.max(0, (flexible + delta) / flexible) : 1;
  const targets = {
    calories,
    protein: engine.protein,
    carbohydrates: Math.round(engine.carbohydrates * scale),
    fat: Math.round(engine.fat * scale),
  };
  const verb = delta < 0 ? `reduzimos a meta em ${-delta} kcal` : `aumentamos a meta em ${delta} kcal`;
  return {
    targets,
    explanation: `${lead} Por isso ${verb}: de ${engine.calories} para ${calories} kcal por dia. Você pode definir sua própria meta a qualquer momento.`,
    adjusted: true,
  };
}
