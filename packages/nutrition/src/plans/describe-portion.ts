import { formatQuantity, plural } from "../analyze/resolve";
import type { TCandidate } from "./eligible-foods";

const MASCULINE = new Set(["copo", "pote", "pedaço", "pegador", "prato", "filé", "bife", "scoop", "punhado"]);

function pluralOf(label: string, quantity: number): string {
  const simple = plural(label, quantity);
  return label.includes(" ") && simple === `${label}s` ? label.replace(" ", "s ") : simple;
}

/**
 * "2 colheres de sopa (50 g)", "meia unidade (65 g)", "120 g": the portion in the candidate's household
 * measure, whose grams are exactly the grams shown (portions are whole steps of the measure).
 */
export function describePortion(candidate: Pick<TCandidate, "unit" | "label" | "unitGrams">, grams: number): string {
  const shownGrams = `${formatQuantity(grams)} g`;
  if (candidate.unit === "g") return shownGrams;
  const quantity = Math.round((grams / candidate.unitGrams) * 2) / 2;
  if (quantity === 0.5) {
    const half = MASCULINE.has(candidate.label.split(" ")[0] as string) ? "meio" : "meia";
    return `${half} ${candidate.label} (${shownGrams})`;
  }
  return `${formatQuantity(quantity)} ${pluralOf(candidate.label, quantity)} (${shownGrams})`;
}
