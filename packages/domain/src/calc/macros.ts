import { formatDecimal } from "./pt-br-numbers";
export const KCAL_PER_GRAM = { protein: 4, carbohydrates: 4, fat: 9 } as const;

/** Calories differing from 4P + 4C + 9F by more than this ask for confirmation (001 §5). */
export const CALORIE_MISMATCH_TOLERANCE = 10;

export type TMacros = { protein: number; carbohydrates: number; fat: number };

export function caloriesFromMacros({ protein, carbohydrates, fat }: TMacros): number {
  return protein * KCAL_PER_GRAM.protein + carbohydrates * KCAL_PER_GRAM.carbohydrates + fat * KCAL_PER_GRAM.fat;
}

const MACRO_KEYS = ["protein", "carbohydrates", "fat"] as const;

/**
 * Shares of `total` in proportion to `weights`, in tenths, summing exactly to `total` (largest remainder),
 * so three rounded parts never add up to 99,9 or 100,1.
 */
function apportion(weights: TMacros, total: number): TMacros {
  const sum = weights.protein + weights.carbohydrates + weights.fat;
  if (sum <= 0 || total <= 0) return { protein: 0, carbohydrates: 0, fat: 0 };
  const tenths = Math.round(total * 10);
  const exact = MACRO_KEYS.map((k) => (weights[k] / sum) * tenths);
  const floors = exact.map(Math.floor);
  let left = tenths - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, rest: e - floors[i]! })).sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return { protein: floors[0]! / 10, carbohydrates: floors[1]! / 10, fat: floors[2]! / 10 };
}

/** Percentages of the sum of macro grams (001 §9), one decimal, summing to exactly 100. */
export function macroPercentages(macros: TMacros): TMacros {
  return apportion(macros, 100);
}

/**
 * The kcal a card shows beside each macro (decision 210): the card's total shared out in proportion to
 * 4 × protein, 4 × carbohydrates and 9 × fat. They always add up to the total, even where the food table's
 * energy is below 4/4/9 of its macros (fibre counted in carbohydrates, specific Atwater factors).
 */
export function macroCalories(totalCalories: number, macros: TMacros): TMacros {
  return apportion(
    { protein: macros.protein * KCAL_PER_GRAM.protein, carbohydrates: macros.carbohydrates * KCAL_PER_GRAM.carbohydrates, fat: macros.fat * KCAL_PER_GRAM.fat },
    totalCalories,
  );
}

export function hasCalorieMismatch(calories: number, macros: TMacros): boolean {
  return Math.abs(calories - caloriesFromMacros(macros)) > CALORIE_MISMATCH_TOLERANCE;
}

/**
 * The one number format of the product (001 §5, decision 210): pt-BR, one decimal with a trailing ",0" dropped,
 * decimal comma and thousands dot ("1.862", "774,6").
 */
export function formatNumber(value: number): string {
  return formatDecimal(Math.round(value * 10) / 10 || 0);
}

/**
 * A number typed by a person, whatever the browser's locale: "68,2", "68.2", "1.234,5" and "1,234.5" are read;
 * with one kind of separator it is the decimal one unless it repeats ("1.234.567"). Null when it is not a number.
 */
export function parseDecimal(input: string): number | null {
  let text = input.trim().replace(/\s/g, "");
  if (!/^[+-]?[\d.,]+$/.test(text) || !/\d/.test(text)) return null;
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? "," : ".";
    const thousands = decimal === "," ? "." : ",";
    text = text.split(thousands).join("").replace(decimal, ".");
  } else {
    const sep = lastComma >= 0 ? "," : ".";
    const count = text.split(sep).length - 1;
    text = count > 1 ? text.split(sep).join("") : text.replace(sep, ".");
  }
  if (text.split(".").length > 2) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
