import { foldText } from "../../chat.text";
import { findPart, type TPart } from "../meal-parts";

/** How a food is cooked, as said of it ("frito", "assadas", "mexidos"): the words the card's kinds are read with. */
export const COOKED = String.raw`(?:cozid|frit|assad|grelhad|refogad|empanad|acebolad|mexid|ensopad|gratinad)[oa]s?`;

/**
 * Where or in what it was cooked, after how ("frito na manteiga", "assada no azeite", "grelhado na airfryer"): the tables
 * have a food by how it was cooked, so the medium is dropped and the kind is read from the cooking word alone.
 */
const MEDIUM = new RegExp(
  String.raw`\b(${COOKED})\s+(?:na|no|com|em|de)\s+(?:(?:um|uma|pouc[oa]|bastante|muit[oa])\s+)?(?:(?:fio|pouco|colher) de\s+)?(?:manteiga|azeite|oleo|banha|margarina|gordura|air ?fryer|airfryer|fritadeira|forno|frigideira|panela(?: de pressao)?|churrasqueira|chapa|brasa|agua|vapor|micro-?ondas)\b`,
  "g",
);

/** "a batata foi na airfryer", "o frango foi no forno": the place said alone is how it was cooked (dry heat, as baked). */
const BAKED_IN = /\b(?:eu\s+)?(foi|foram|era|eram|fiz|fez)\s+(?:feit[oa]s?\s+)?(?:na|no|em)\s+(?:air ?fryer|airfryer|fritadeira sem oleo|forno)\b/g;

export const withoutMedium = (folded: string) => folded.replace(MEDIUM, "$1").replace(BAKED_IN, (_, verb: string, at: number, all: string) => `${/^fi[zc]|^fez/.test(verb) ? "foi" : verb} ${/(?:^|\s)as?\s+\S+(?:\s+\S+)?\s+$/.test(all.slice(0, at)) ? "assada" : "assado"}`);

/** "o ovo foi frito" on "2 ovos": the way of cooking (group 2 of `kind`) said in the number of the food of group 1 ("ovos fritos"). */
export function withNumberOf(kind: RegExpExecArray | null, parts: readonly TPart[]): RegExpExecArray | null {
  if (!kind || !new RegExp(`^${COOKED}$`).test(kind[2] as string)) return kind;
  const index = findPart(parts, kind[1] as string);
  const plural = index >= 0 && /s$/.test(foldText((parts[index] as TPart).food).split(" ")[0] as string);
  if (plural && /[oa]$/.test(kind[2] as string)) kind[2] = `${kind[2]}s`;
  return kind;
}
