import { foldText } from "../../chat.text";
import { partsOf } from "../meal-parts";

/**
 * An item of the card named by where it stands on it, not by its food (issue 27, decision 216): "o de cima era sem
 * açúcar", "o primeiro foi pequeno", "tira o último", "a segunda era de queijo". Each way of pointing is a row: the
 * words and the item they point to (0 the first, -1 the last).
 */
const POSITIONS: readonly (readonly [string, number])[] = [
  ["(?:o|a) de cima", 0],
  ["(?:o|a) primeir[oa]", 0],
  ["(?:o|a) da frente", 0],
  ["(?:o|a) segund[oa]", 1],
  ["(?:o|a) terceir[oa]", 2],
  ["(?:o|a) de baixo", -1],
  ["(?:o|a) ultim[oa]", -1],
  ["(?:o|a) debaixo", -1],
];

const AT = new RegExp(`(?:^|\\b)(${POSITIONS.map(([w]) => w).join("|")})\\b`);

/** The message with the item pointed to named by its food ("o de cima era sem açúcar" → "o café era sem açúcar"); null when it points to none. */
export function withPositionNamed(text: string, meal: string): string | null {
  const folded = foldText(text);
  const said = AT.exec(folded)?.[1];
  if (!said) return null;
  const parts = partsOf(meal);
  if (parts.length < 2) return null;
  const at = POSITIONS.find(([w]) => new RegExp(`^${w}$`).test(said))![1];
  const part = parts.at(at);
  if (!part?.food || (at > 0 && at >= parts.length)) return null;
  return folded.replace(said, `${said.startsWith("a ") ? "a" : "o"} ${foldText(part.food)}`);
}
