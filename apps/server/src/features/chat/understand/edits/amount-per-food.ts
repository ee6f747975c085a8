import { foldText } from "../../chat.text";
import { findPart, type TPart } from "../meal-parts";
import lexicon from "./amount-words-lexicon.json" with { type: "json" };

const alt = (sources: readonly string[]) => `(?:${sources.join("|")})`;
/** "2 colher de servir", "uns 100g", "meia concha": an amount said in a piece of the message. */
const AMOUNT = new RegExp(String.raw`(?:^|\s)${alt(lexicon.counts)}\s*${alt(lexicon.measures)}?(?=\s|$)|\d\s*${alt(lexicon.measures)}(?=\s|$)`);
/** "a carne uns 100g", "frango 100g", "o feijão foi meia concha": a piece that opens with a food, before its amount. */
const COUNT_OPENS = String.raw`(?:\d|${alt(lexicon.counts)}\b)`;
const OPENS_WITH_FOOD = new RegExp(String.raw`^(?:e\s+)?(?:(?:o|a|os|as)\s+)?((?:(?!${alt(lexicon.fillers)}\b|${COUNT_OPENS})\S+\s*){1,3}?)\s*(?:${alt(lexicon.fillers)}\s+)*${COUNT_OPENS}`);

/** The food of the card a piece opens with, or -1. */
function foodOpening(piece: string, parts: readonly TPart[]): number {
  const said = OPENS_WITH_FOOD.exec(foldText(piece))?.[1]?.trim();
  return said ? findPart(parts, said) : -1;
}

/**
 * "o baião foi 2 colher de servir e a carne uns 100g", "arroz 3 colher, feijão meia concha e frango 100g": each
 * amount belongs to the food said next to it, so a clause that names two foods of the card, each with its amount, is
 * read as two clauses (the 100 g went to the baião, the carne kept its portion).
 */
export function amountsPerFood(clause: string, parts: readonly TPart[]): string[] {
  const pieces = clause.split(/\s+e\s+/);
  if (pieces.length < 2) return [clause];
  const out: string[] = [pieces[0] as string];
  for (const piece of pieces.slice(1)) {
    const last = out.at(-1) as string;
    const own = foodOpening(piece, parts);
    const apart = own >= 0 && AMOUNT.test(foldText(piece)) && AMOUNT.test(foldText(last)) && own !== foodOpening(last, parts);
    if (apart) out.push(piece);
    else out[out.length - 1] = `${last} e ${piece}`;
  }
  return out;
}
