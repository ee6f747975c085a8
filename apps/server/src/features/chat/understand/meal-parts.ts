import { analyze, parse, type TParsedItem } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { findFoodMentions } from "./food-mentions";

/** One food of the pending meal, as text that reads back to the same item: its amount words around its food words. */
export type TPart = { amount: string; after: string; food: string; item: TParsedItem; grams: number | null };

/** What an edit did, said back to the user ("tirei cerveja", "troquei carne por frango"). */
export type TMealEdit = { text: string; change: string; added?: string };

export const NUMBER_WORDS = /^(\d+(\.\d+)?|\d+\/\d+|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|meia|meio|e)$/;

export function partsOf(mealText: string): TPart[] {
  const analysis = analyze(mealText);
  return parse(mealText).map((item, k) => {
    const at = item.foodText ? item.text.indexOf(item.foodText) : -1;
    const amount = at >= 0 ? item.text.slice(0, at).trim() : item.text;
    const after = at >= 0 ? item.text.slice(at + item.foodText.length).trim() : "";
    return { amount, after, food: item.foodText, item, grams: analysis.items[k]?.grams ?? null };
  });
}

export const render = (parts: readonly TPart[]) => parts.map((p) => `${p.amount} ${p.food} ${p.after}`.trim()).filter(Boolean).join(", ");

/** The part a phrase names: same food by the matcher, else a word of its name. */
export function findPart(parts: readonly TPart[], phrase: string): number {
  const ids = new Set(findFoodMentions(phrase).map((m) => m.food?.id).filter(Boolean));
  const byId = parts.findIndex((p) => ids.has(findFoodMentions(p.food)[0]?.food?.id));
  if (byId >= 0) return byId;
  const words = foldText(phrase).split(" ").filter((w) => w.length > 2);
  return parts.findIndex((p) => words.some((w) => foldText(p.food).split(" ").some((f) => f.replace(/s$/, "") === w.replace(/s$/, ""))));
}

/** The part's amount words without their leading number ("2 fatias" → "fatias"). */
export function unitWords(part: TPart): string {
  const words = part.amount.split(" ");
  let first = 0;
  while (first < words.length && NUMBER_WORDS.test(words[first] as string)) first++;
  return words.slice(first).join(" ");
}
