import type { TAnalyzedItem, TMealAnalysis, TTargets } from "@nutriguia/nutrition";
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
/** What an item's amount is weighed against when "tem muita caloria?" or "tem muita gordura?" is asked of it. */
const JUDGED: Readonly<Record<string, { of: (i: TAnalyzedItem) => number; target: (t: TTargets) => number; word: string }>> = {
  calories: { of: (i) => i.calories, target: (t) => t.calories, word: "das calorias" },
  protein: { of: (i) => i.protein, target: (t) => t.protein, word: "da proteína" },
  carbohydrates: { of: (i) => i.carbohydrates, target: (t) => t.carbohydrates, word: "dos carboidratos" },
  fat: { of: (i) => i.fat, target: (t) => t.fat, word: "das gorduras" },
  sodium: { of: (i) => i.sodium, target: (t) => t.sodiumLimit, word: "do limite de sódio" },
};

/** "o tacacá tem muita caloria?": the item's share of the day's target, said as little, moderate or a lot. */
function judgedLine(q: TMealQuestion, item: TAnalyzedItem, targets: TTargets | null): string {
  const judged = JUDGED[q.nutrient ?? "calories"];
  if (!q.judge || !judged || !targets || judged.target(targets) <= 0) return "";
  const share = judged.of(item) / judged.target(targets);
  const verdict = share < 0.1 ? "**Não é muito**" : share < 0.2 ? "**É moderado**" : "**É bastante**";
  return ` ${verdict}: cerca de ${num(Math.round(share * 100))}% ${judged.word} do seu dia${share < 0.2 ? ", e cabe com frequência na porção de costume" : ", então vale a porção menor ou menos vezes na semana"}.`;
}

export function composeCardItem(q: TMealQuestion, item: TAnalyzedItem, card: TMealAnalysis, targets: TTargets | null = null): string {
  const extra = q.nutrient ? EXTRA[q.nutrient]?.(item) : undefined;
  const macros = `${num(item.protein)} g de proteína, ${num(item.carbohydrates)} g de carboidratos e ${num(item.fat)} g de gorduras`;
  const lead = `No cartão, **${item.food}** (${item.measure}) tem **${num(item.calories)} kcal**, ${extra ? `${extra}, ` : ""}${macros}.`;
  const sugar = q.nutrient === "sugar" ? " A tabela que uso não separa o açúcar dos outros carboidratos." : "";
  return `${lead}${sugar}${judgedLine(q, item, targets)} A refeição inteira soma ${num(card.totals.calories)} kcal.\n\nEla ainda não entrou no seu dia: confirme no cartão acima para registrar, ou me diga o que mudar.`;
}

/** The one food of the card a question names (its words, or the same food), or null when it names none or several. */
export function namedItem(phrases: readonly string[], meal: string, card: TMealAnalysis): TAnalyzedItem | null {
  if (phrases.length !== 1 || card.items.length < 2) return null;
  const parts = partsOf(meal);
  const k = parts.length === card.items.length ? findPart(parts, phrases[0]!) : -1;
  return k >= 0 ? (card.items[k] ?? null) : null;
}
