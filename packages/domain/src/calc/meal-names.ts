import { formatNumber } from "./macros";
import { MEAL_SLOT_LABELS, type TMealSlot } from "./meal-slots";

/** Words that say how a food was cooked; people leave them out when they say what they ate. */
const PREPARATION = /\s+(cozid[oa]s?|crus?|cruas?|grelhad[oa]s?|frit[oa]s?|assad[oa]s?|refogad[oa]s?|ensopad[oa]s?|sem sal|com sal|in natura)$/i;

/** "Arroz branco cozido" → "arroz branco"; "Feijão, carioca, cozido" → "feijão"; "TACO" stays upper case. */
export function spokenFoodName(name: string): string {
  let text = name.split(/[,(–]| - /)[0]!.trim();
  for (let before = ""; before !== text; ) {
    before = text;
    text = text.replace(PREPARATION, "").trim();
  }
  return /^\p{Lu}\p{Lu}/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** "a, b e c" */
export function joinWithE(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} e ${parts[parts.length - 1]}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A meal as a person names it (decision 213): "Almoço: arroz, feijão, bife e salada"; without a slot, "Arroz, feijão
 * e bife". Null when there are no items to name it from.
 */
export function mealName(foods: readonly string[], meal: TMealSlot | null): string | null {
  const names = [...new Set(foods.map(spokenFoodName).filter((n) => n.length > 0))];
  if (names.length === 0) return null;
  const list = joinWithE(names);
  return meal ? `${MEAL_SLOT_LABELS[meal]}: ${list}` : capitalise(list);
}

/** An item's portion for lists: never "(porção padrão)"; a drink's grams read as ml ("1 copo (240 ml)"). */
export function spokenMeasure(measure: string | null, grams: number, drink: boolean): string {
  const text = (measure ?? `${formatNumber(grams)} g`).replace(/\s*\(porção padrão\)/g, "").trim();
  return drink ? text.replace(/(\d[\d.,]*) g(?=\)|$)/g, "$1 ml") : text;
}
