import { formatNumber } from "./macros";

/**
 * How much of one measure a single manual entry may hold (decision 213): enough for a big day, never "300 tigelas".
 * Checked by the request schema, so an absurd amount is refused before anything is computed.
 */
export const MAX_GRAMS = 2000;
export const MAX_ML = 3000;

const LIMITS: readonly (readonly [RegExp, number])[] = [
  [/^ml$/, MAX_ML],
  [/^(colher|garfada|ponta de faca|gota|fio)/, 30],
  [/^(prato|tigela|cumbuca|cuia|litro|garrafa|pacote|saco|pote)/, 5],
];

/** The most of `measure` one entry may hold: ml ≤ 3.000, spoons ≤ 30, plates and bottles ≤ 5, other units ≤ 20. */
export function maxQuantity(measure: string): number {
  return LIMITS.find(([pattern]) => pattern.test(measure))?.[1] ?? 20;
}

export function quantityLimitMessage(measure: string): string {
  const unit = measure === "ml" ? "ml" : measure === "g" ? "g" : `"${measure}"`;
  const max = measure === "g" ? MAX_GRAMS : maxQuantity(measure);
  return `Quantidade acima do limite: no máximo ${formatNumber(max)} ${unit} por registro.`;
}

/** Drinks are entered and shown in ml (their database values are per 100 g ≈ 100 ml). */
export function isDrink(food: { name: string; category: string }): boolean {
  if (food.category === "bebidas") return true;
  return /^(suco|leite|vitamina|refresco|bebida|kefir|água)\b/i.test(food.name) && !/(em p[oó]|condensado|geleificado|de coco)/i.test(food.name);
}
