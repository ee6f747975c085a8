import type { TAnalyzedItem, TMealAnalysis } from "@nutriguia/nutrition";
import { findPart, partsOf } from "../understand/meal-parts";
import type { TMealQuestion } from "../understand/meal-question";
import { num } from "./format";

const EXTRA: Readonly<Record<string, (i: TAnalyzedItem) => string>> = {
  fiber: (i) => `${num(i.fiber)} g de fibras`,
  sodium: (i) => `${num(i.sodium)} mg de sódio`,
};

/**
 * "quantas calorias tem só o arroz?", "e de proteína o frango?": one food of the card, answered from the card (its
 * amount as the card has it), beside the whole meal's total.
 */
export function composeCardItem(q: TMealQuestion, item: TAnalyzedItem, card: TMealAnalysis): string {
  const extra = q.nutrient ? EXTRA[q.nutrient]?.(item) : undefined;
  const macros = `${num(item.protein)} g de proteína, ${num(item.carbohydrates)} g de carboidratos e ${num(item.fat)} g de gorduras`;
  const lead = `No cartão, **${item.food}** (${item.measure}) tem **${num(item.calories)} kcal**, ${extra ? `${extra}, ` : ""}${macros}.`;
  const sugar = q.nutrient === "sugar" ? " A tabela que uso não separa o açúcar dos outros carboidratos." : "";
  return `${lead}${sugar} A refeição inteira soma ${num(card.totals.calories)} kcal.\n\nEla ainda não entrou no seu dia: confirme no cartão acima para registrar, ou me diga o que mudar.`;
}

/** The one food of the card a question names (its words, or the same food), or null when it names none or several. */
export function namedItem(phrases: readonly string[], meal: string, card: TMealAnalysis): TAnalyzedItem | null {
  if (phrases.length !== 1 || card.items.length < 2) return null;
  const parts = partsOf(meal);
  const k = parts.length === card.items.length ? findPart(parts, phrases[0]!) : -1;
  return k >= 0 ? (card.items[k] ?? null) : null;
}
