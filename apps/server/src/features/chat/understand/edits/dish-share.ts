import { analyze } from "@nutriguia/nutrition";
import { foldText } from "../../chat.text";
import { render, weighed, type TMealEdit, type TPart } from "../meal-parts";
import { onThePlate, readShare, SHARE_WAS_FOOD } from "./portion-share";

const readsAsOne = (text: string) => {
  const read = analyze(text);
  return read.items.length === 1 && read.unread.length === 0;
};

/**
 * "metade foi frango" on "300 g de arroz com frango", "um terço era carne de sol" on "250 g de baião de dois": the plate
 * holds one dish, so the share said is that food's part of the dish's grams, and the rest stays the dish (or, when the
 * dish is named by its foods, the other food of its name). Never the whole dish halved, never a default portion added.
 */
export function shareOfDish(folded: string, parts: TPart[]): TMealEdit | null {
  const said = SHARE_WAS_FOOD.exec(folded);
  const share = said ? readShare((said[1] as string).replace(/^a\s+/, ""), true) : null;
  const plate = onThePlate(parts, true);
  if (!said || !share || plate.length !== 1) return null;
  const k = plate[0] as number;
  const dish = parts[k] as TPart;
  const grams = dish.grams;
  const food = (said[2] as string).trim();
  if (!grams || !readsAsOne(food)) return null;
  // "arroz com frango": the dish named by its foods; the food said is one of them, the other is the rest.
  const sides = foldText(dish.food).split(/\s+(?:com|c|e)\s+/);
  const named = sides.findIndex((side) => side === food || side.includes(food) || food.includes(side));
  const rest = sides.length > 1 && named >= 0 ? sides.filter((_, i) => i !== named).join(" e ") : foldText(dish.food);
  if (sides.length > 1 && named >= 0 && !readsAsOne(rest)) return null;
  if (sides.length === 1 && foldText(dish.food).includes(food)) return null;
  const mine = Math.round(grams * share.factor);
  const left = Math.round(grams - mine);
  const amount = { ...dish, amount: weighed(dish, left), after: "", food: rest };
  parts.splice(k, 1, amount, { ...dish, amount: `${mine} g de`, after: "", food });
  return { text: render(parts), change: `${said[1]} era ${food}: ${food} com ${mine} g e ${rest} com ${left} g` };
}
