import { analyze } from "@nutriguia/nutrition";
import { foldText } from "../../chat.text";
import { findPart, partsOf, render, type TPart } from "../meal-parts";
import lexicon from "./amount-words-lexicon.json" with { type: "json" };

const alt = (sources: readonly string[]) => `(?:${sources.join("|")})`;
/** "o queijo foi uma fatia só", "a manteiga foi 1 colher de chá", "o frango uns 50g": a food named, then a measure of it (a count alone, "o ovo foram 2", is read as before). */
const AMOUNT_OF = new RegExp(String.raw`^(?:e\s+)?(?:o|a|os|as)\s+(.+?)\s+(?:(?:foi|era|foram|eram)\s+)?(?:so\s+|uns\s+|umas\s+|tipo\s+)?${alt(lexicon.counts)}\s*${alt(lexicon.measures)}(?:\s|$)`);

/**
 * "o queijo foi uma fatia só" on "crepioca com queijo": the amount is of what the dish was eaten with, never of the
 * whole dish (the crepioca became one slice, 30 g). The meal told with that food as an item of its own beside the
 * dish ("crepioca, queijo"), for the edit to be read on; null when the food said is the dish's own name.
 */
export function fillingApart(folded: string, mealText: string): string | null {
  const subject = AMOUNT_OF.exec(folded)?.[1];
  if (!subject) return null;
  const parts = partsOf(mealText);
  const k = findPart(parts, subject);
  if (k < 0) return null;
  const part = parts[k] as TPart;
  const word = foldText(subject).replace(/s$/, "");
  const dish = new RegExp(String.raw`^(.+?)\s+(?:com|c/|c)\s+(.*\b${word}s?\b.*)$`).exec(foldText(part.food));
  if (!dish || dish[1]!.includes(word) || analyze(dish[2] as string).items.length === 0) return null;
  const apart: TPart[] = [...parts.slice(0, k), { ...part, food: dish[1] as string }, ...parts.slice(k + 1)];
  return `${render(apart)}, ${dish[2]}`;
}
