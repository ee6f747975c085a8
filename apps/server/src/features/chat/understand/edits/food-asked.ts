import { foldText } from "../../chat.text";
import lexicon from "./food-asked-lexicon.json" with { type: "json" };

/**
 * A food asked about right after a card ("e cuscuz nordestino, aquele de flocão, pode?", "e tapioca, engorda mais que
 * pão?"): a question about that food, answered as one, never an item added to the card. A verb that tells it was eaten
 * or put ("e coloquei azeite, pode?") keeps it an edit.
 */
const any = (sources: readonly string[]) => new RegExp(`\\b(?:${sources.join("|")})\\b`);
const VERDICT = any(lexicon.verdict);
const PUT = any(lexicon.put);

/** True when the message asks whether a food it names may be had, rather than saying it was had. */
export function foodAsked(text: string): boolean {
  const said = foldText(text);
  return text.includes("?") && /^(?:e|mas)\s+\S/.test(said) && VERDICT.test(said) && !PUT.test(said);
}
