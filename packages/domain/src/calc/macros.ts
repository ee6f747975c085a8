export const KCAL_PER_GRAM = { protein: 4, carbohydrates: 4, fat: 9 } as const;

/** Calories differing from 4P + 4C + 9F by more than this ask for confirmation (001 §5). */
export const CALORIE_MISMATCH_TOLERANCE = 10;

export type TMacros = { protein: number; carbohydrates: number; fat: number };

export function caloriesFromMacros({ protein, carbohydrates, fat }: TMacros): number {
  return protein * KCAL_PER_GRAM.protein + carbohydrates * KCAL_PER_GRAM.carbohydrates + fat * KCAL_PER_GRAM.fat;
}

/** Percentages of the sum of macro grams (001 §9), one decimal. */
export function macroPercentages(macros: TMacros): TMacros {
  const total = macros.protein + macros.carbohydrates + macros.fat;
  const pct = (grams: number) => (total > 0 ? Math.round((grams / total) * 1000) / 10 : 0);
  return { protein: pct(macros.protein), carbohydrates: pct(macros.carbohydrates), fat: pct(macros.fat) };
}

export function hasCalorieMismatch(calories: number, macros: TMacros): boolean {
  return Math.abs(calories - caloriesFromMacros(macros)) > CALORIE_MISMATCH_TOLERANCE;
}

/** One decimal, trailing ".0" dropped (001 §5). */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}
