import { analyze } from "@nutriguia/nutrition";
import { foldText } from "../../chat.text";
import { findPart, render, sameAmount, type TMealEdit, type TPart } from "../meal-parts";

const readsAsOne = (text: string) => {
  const read = analyze(text);
  return read.items.length === 1 && read.unread.length === 0;
};

/** "a tapioca era com ovo, não com queijo", "o pão foi com requeijão e não manteiga": what came with a food, said against what the card has. */
const WITH_NOT = /^(?:o|a|os|as) (.+?) (?:era|foi|eram|foram|veio|vieram|tinha) (?:com|c) (.+?),? (?:e )?nao (?:com |c |era |foi )?(?:o |a )?(.+)$/;

export function fillingSwapped(folded: string, parts: TPart[]): TMealEdit | null {
  const said = WITH_NOT.exec(folded);
  if (!said) return null;
  const [, subject, right, wrong] = said as unknown as [string, string, string, string];
  const at = findPart(parts, subject);
  const own = findPart(parts, wrong);
  if (at < 0 || !readsAsOne(right)) return null;
  // The filling is its own item of the card ("tapioca, queijo"): that item becomes what it was, at its own portion.
  if (own >= 0 && own !== at) {
    const gone = parts[own] as TPart;
    parts[own] = { ...gone, amount: "", food: right, after: "" };
    return { text: render(parts), change: `troquei ${gone.food} por ${right}` };
  }
  // Inside the food's own name ("pão com manteiga"): the name said with the other filling.
  const part = parts[at] as TPart;
  const food = foldText(part.food);
  const inside = new RegExp(String.raw`\b${foldText(wrong)}\b`);
  if (!inside.test(food)) return null;
  const changed = food.replace(inside, right);
  parts[at] = sameAmount(part, { ...part, food: changed });
  return { text: render(parts), change: `troquei ${part.food} por ${changed}` };
}
