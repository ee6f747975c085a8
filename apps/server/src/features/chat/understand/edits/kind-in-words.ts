import { analyze } from "@nutriguia/nutrition";
import { foldText } from "../../chat.text";
import { findPart, render, type TMealEdit, type TPart } from "../meal-parts";

/** "o iogurte era natural desnatado", "o pão foi integral de forma": a food of the card said with a kind of two words. */
const KIND_IN_WORDS = /^(?:o|a|os|as) (\S+(?: \S+)?) (?:era|foi|eram|foram) ([a-z]+ [a-z]+)$/;

/**
 * The food of the card named by the subject becomes the food its name and the kind said read as, when that is another
 * food of the tables; read last, after every reader of amounts, shares and swaps, so none of them is displaced.
 */
export function kindInWords(folded: string, parts: TPart[]): TMealEdit | null {
  const said = KIND_IN_WORDS.exec(folded);
  if (!said) return kindAlone(folded, parts);
  const k = findPart(parts, said[1] as string);
  if (k < 0) return null;
  const part = parts[k] as TPart;
  const head = foldText(said[1] as string).replace(/s$/, "");
  if (!foldText(part.food).includes(head)) return null;
  const variant = `${foldText(part.food)} ${said[2]}`;
  const read = analyze(variant);
  const before = analyze(render([part])).items[0];
  if (read.items.length !== 1 || read.unread.length > 0 || !before || read.items[0]!.foodId === before.foodId) return null;
  parts[k] = { ...part, food: variant };
  return { text: render(parts), change: `${foldText(part.food)} agora é ${read.items[0]!.food.toLowerCase()}` };
}

/** "era zero", "foi diet", "na vdd era integral": a kind said with no food, which is not a food by itself. */
const KIND_ALONE = /^(?:(?:na verdade|na vdd|na real|ah|pera|ops|opa)\s+)*(?:era|foi|eram|foram)\s+([a-z]+(?: [a-z]+)?)$/;

/** The one food of the card that the kind said alone turns into another food of the tables ("refrigerante" → "refrigerante zero"). */
function kindAlone(folded: string, parts: TPart[]): TMealEdit | null {
  const kind = KIND_ALONE.exec(folded)?.[1];
  if (!kind || analyze(kind).items.length > 0) return null;
  const turned = parts
    .map((part, k) => {
      const read = analyze(`${foldText(part.food)} ${kind}`);
      const before = analyze(render([part])).items[0];
      return read.items.length === 1 && read.unread.length === 0 && before && read.items[0]!.foodId !== before.foodId ? { k, food: read.items[0]!.food } : null;
    })
    .filter((t) => t !== null);
  if (turned.length !== 1) return null;
  const { k, food } = turned[0]!;
  const part = parts[k] as TPart;
  parts[k] = { ...part, food: `${foldText(part.food)} ${kind}` };
  return { text: render(parts), change: `${foldText(part.food)} agora é ${food.toLowerCase()}` };
}
