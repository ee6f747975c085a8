import type { TMealSlot } from "@nutriguia/domain";
import { numberValue } from "./number-words";

/**
 * "só preciso de 3 jantares pra semana", "me dá ideia de 4 jantares rápidos", "3 opções de café da manhã sem lactose":
 * a number of one meal asked (decision 193). The plan is that meal alone, one per day for that many days, never a week
 * of whole days nor a week of that meal.
 */
const MEAL_WORDS: readonly [RegExp, TMealSlot][] = [
  [/^(?:cafes? da manha|cafes? de manha)$/, "BREAKFAST"],
  [/^(?:almocos?|marmitas?)$/, "LUNCH"],
  [/^(?:jantares|jantar|jantas?)$/, "DINNER"],
  [/^(?:lanches?(?: da tarde)?|lanchinhos?)$/, "AFTERNOON_SNACK"],
  [/^ceias?$/, "SUPPER"],
];
const COUNT = "\\d|dois|duas|tres|quatro|cinco|seis|sete";
const MEAL = "cafes? da manha|cafes? de manha|almocos?|marmitas?|jantares|jantar|jantas?|lanches?(?: da tarde)?|lanchinhos?|ceias?";
/** The count before the meal, or before "opções/ideias/sugestões de" the meal; plural meals need no such word. */
const COUNTED = new RegExp(`\\b(${COUNT}) (?:(?:opcoes|ideias|sugestoes|tipos|receitas|cardapios)(?: diferentes)? (?:de |pra |para o |pro )?(${MEAL})|(cafes da manha|cafes de manha|almocos|marmitas|jantares|jantas|lanches|lanchinhos|ceias))\\b`);
/** A request around it ("preciso", "me dá", "quero", "ideia"), never a meal told ("comi 2 lanches"). */
const ASKED = /\b(?:preciso|quero|queria|me da|me de|me passa|me manda|manda|sugere|sugira|ideias?|opcoes|monta|monte|faz|faca|pode)\b/;
const TOLD = /\b(?:comi|almocei|jantei|lanchei|tomei|ontem|hoje eu)\b/;

export type TMealCount = { slot: TMealSlot; count: number };

export function mealCountAsked(folded: string): TMealCount | null {
  const m = COUNTED.exec(folded);
  if (!m || !ASKED.test(folded) || TOLD.test(folded)) return null;
  const count = numberValue(m[1]!);
  const word = (m[2] ?? m[3])!;
  const slot = MEAL_WORDS.find(([p]) => p.test(word))?.[1];
  return slot && count >= 1 && count <= 7 ? { slot, count } : null;
}
