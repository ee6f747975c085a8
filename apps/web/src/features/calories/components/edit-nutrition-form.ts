import { caloriesFromMacros, formatNumber, hasCalorieMismatch, parseDecimal } from "@nutriguia/domain/calc";
import type { TCalorieCalculation, TCalorieCalculationUpdate } from "@nutriguia/domain";

/** The edit dialog's fields as typed (001 §2); numbers stay text until saved. */
export type TEditForm = {
  foodDescription: string;
  totalCalories: string;
  protein: string;
  carbohydrates: string;
  fat: string;
  positivePoints: string;
  improvementPoints: string;
};
export type TEditErrors = Partial<Record<keyof TEditForm, string>>;

export const NUMBER_FIELDS = ["totalCalories", "protein", "carbohydrates", "fat"] as const;

export function formFromCalculation(c: TCalorieCalculation): TEditForm {
  return {
    foodDescription: c.foodDescription,
    totalCalories: formatNumber(c.totalCalories),
    protein: formatNumber(c.protein),
    carbohydrates: formatNumber(c.carbohydrates),
    fat: formatNumber(c.fat),
    positivePoints: c.positivePoints.join("\n"),
    improvementPoints: c.improvementPoints.join("\n"),
  };
}

/** 001 §5: required 'Campo obrigatório', non-negative 'O valor não pode ser negativo'. */
export function validateEditForm(form: TEditForm): TEditErrors {
  const errors: TEditErrors = {};
  for (const field of NUMBER_FIELDS) {
    const value = parseDecimal(form[field]);
    if (value === null) errors[field] = "Campo obrigatório";
    else if (value < 0) errors[field] = "O valor não pode ser negativo";
  }
  return errors;
}

/** Points are split by line; blank lines dropped (001 §5). */
export function splitPoints(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** "68,2", "68.2" and "1.234,5" alike, whatever the browser's locale (decision 210). */
const num = (text: string) => parseDecimal(text) ?? Number.NaN;
const round1 = (n: number) => Math.round(n * 10) / 10;

export function formToUpdate(form: TEditForm, calories?: number): TCalorieCalculationUpdate {
  const description = form.foodDescription.trim();
  return {
    ...(description ? { foodDescription: description } : {}),
    // 001 §5 steps: whole kcal, macros to 0,1 g (the inputs are text, so the step is applied here).
    totalCalories: Math.round(calories ?? num(form.totalCalories)),
    protein: round1(num(form.protein)),
    carbohydrates: round1(num(form.carbohydrates)),
    fat: round1(num(form.fat)),
    positivePoints: splitPoints(form.positivePoints),
    improvementPoints: splitPoints(form.improvementPoints),
  };
}

/** The 4/4/9 value when the typed calories differ from it by more than 10 kcal, else null. */
export function mismatchedCalories(form: TEditForm): number | null {
  const macros = { protein: num(form.protein), carbohydrates: num(form.carbohydrates), fat: num(form.fat) };
  if (!hasCalorieMismatch(num(form.totalCalories), macros)) return null;
  return Math.round(caloriesFromMacros(macros));
}
