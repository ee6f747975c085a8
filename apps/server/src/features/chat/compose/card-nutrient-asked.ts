import { matchFood, type TNutrients } from "@nutriguia/nutrition";
import { cardItems } from "../gate/alcohol-amount";
import type { TNutrientKey } from "../understand/question-type";
import type { TUnderstanding } from "../understand/understand";
import { num } from "./format";

type TDaily = { label: string; unit: string; key: keyof TNutrients; male: number; female: number; tip?: string };

/** A day's reference for an adult (DRIs); iron's is larger for women of childbearing age. */
const DAILY: Partial<Record<TNutrientKey, TDaily>> = {
  iron: {
    label: "Ferro",
    unit: "mg",
    key: "iron",
    male: 8,
    female: 18,
    tip: "O ferro do fígado e das carnes é o mais bem aproveitado; o do feijão e das folhas verde-escuras melhora com uma fonte de vitamina C na mesma refeição (laranja, acerola, limão, tomate). Café e chá, deixe para uma hora antes ou depois.",
  },
  calcium: { label: "Cálcio", unit: "mg", key: "calcium", male: 1000, female: 1000 },
  fiber: { label: "Fibras", unit: "g", key: "fiber", male: 30, female: 25 },
  potassium: { label: "Potássio", unit: "mg", key: "potassium", male: 3400, female: 2600 },
  vitaminC: { label: "Vitamina C", unit: "mg", key: "vitaminC", male: 90, female: 75 },
};

/** "isso tá com bastante ferro, né?", "tem cálcio nessa refeição?": asked of the card, beside a fact or not. */
const ASKED = /\b(ne|tem|ta com|esta com|bastante|suficiente|quanto|quanta|muito|pouco|da pra|serve)\b/;

/**
 * "isso tá com bastante ferro né? pq tô com anemia" after a card: the condition is kept, and the question gets the card's
 * amount of that nutrient against a day's need, with what gives most of it, never the acknowledgement alone.
 */
export function cardNutrientAsked(u: TUnderstanding, card: string | undefined, gender: string | null | undefined): string | null {
  const nutrient = u.nutrients.map((n) => DAILY[n]).find(Boolean);
  if (!card || !nutrient || !(u.text.includes("?") || ASKED.test(u.folded))) return null;
  const parts = cardItems(card).flatMap((item) => {
    const food = matchFood(item.food)?.food;
    const amount = food ? ((food.nutrients[nutrient.key] ?? 0) * item.grams) / 100 : 0;
    return food ? [{ name: item.food, amount }] : [];
  });
  if (parts.length === 0) return null;
  const total = parts.reduce((sum, p) => sum + p.amount, 0);
  const day = gender === "MALE" ? nutrient.male : nutrient.female;
  const share = Math.round((total / day) * 100);
  const most = [...parts].sort((a, b) => b.amount - a.amount).filter((p) => p.amount > total * 0.15).slice(0, 2);
  const round = (n: number) => num(Math.round(n * 10) / 10);
  const verdict = share >= 30 ? "é uma boa fonte" : share >= 15 ? "ajuda, mas não chega a ser muito" : "tem pouco";
  return [
    `**${nutrient.label} na refeição do cartão:** cerca de **${round(total)} ${nutrient.unit}**, uns ${share}% do que um adulto precisa por dia (${num(day)} ${nutrient.unit}): ${verdict}.${most.length > 0 ? ` Vem mais de ${most.map((p) => `${p.name.toLowerCase()} (${round(p.amount)} ${nutrient.unit})`).join(" e ")}.` : ""}`,
    nutrient.tip ?? "",
  ].filter(Boolean).join(" ");
}
