import { matchFood } from "../match/match-food";
import { LINKS } from "./amounts";
import { DESCRIPTOR_WORDS, PREPARATION_WORDS } from "./lexicon";

/** "tapioca de queijo coalho", "panqueca de frango": a wrap named with its filling, when no food of the table is the pair. */
const FILLED = /^(tapioca|panqueca|crepe|wrap|beiju|omelete|sanduiche|cuscuz|rap10|pao sirio)s? de (.+)$/;

/**
 * "arroz feijão farofa": a run of words that no one food covers, read as the shortest list of foods that each match
 * by name (a name or an alias, typos fixed), longest first from the left; null when the run is one food or cannot be
 * split that way. A piece never starts or ends on "de": "pastel de frango" is a filled pastel, not a pastel and a chicken.
 */
export function splitFoodRun(foodText: string): string[] | null {
  const words = foodText.split(" ").filter(Boolean);
  if (words.length < 2 || matchFood(foodText)?.complete) return null;
  const filled = FILLED.exec(foodText);
  if (filled && matchFood(filled[1] as string)?.score === Infinity && matchFood(filled[2] as string)?.score === Infinity) {
    // The wrap itself is the plain one: its filling is the other item ("tapioca simples", not "tapioca com manteiga").
    const plain = `${filled[1]} simples`;
    return [matchFood(plain)?.score === Infinity ? plain : (filled[1] as string), filled[2] as string];
  }
  const parts: string[] = [];
  let i = 0;
  while (i < words.length) {
    let end = -1;
    for (let j = words.length; j > i; j--) {
      const piece = words.slice(i, j);
      if (piece.every((w) => w.length <= 2 || PREPARATION_WORDS.has(w) || DESCRIPTOR_WORDS.has(w))) continue;
      if (LINKS.has(piece[0] as string) || LINKS.has(piece[piece.length - 1] as string)) continue;
      if (matchFood(piece.join(" "))?.score === Infinity) {
        end = j;
        break;
      }
    }
    if (end < 0) return null;
    parts.push(words.slice(i, end).join(" "));
    i = end;
  }
  return parts.length > 1 ? parts : null;
}
