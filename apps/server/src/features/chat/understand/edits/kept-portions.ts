import { analyze } from "@nutriguia/nutrition";
import { foldText } from "../../chat.text";
import { partsOf, render, type TPart } from "../meal-parts";

/** "1 prato (porção padrão) (520 g)" → "1 prato": the measure the card showed, without its notes. */
const shownMeasure = (measure: string) => measure.replace(/\s*\(.*$/, "").trim();

/**
 * The foods an edit did not touch keep the portion the card showed. The engine gives a food whose amount was not said a
 * smaller default beside other foods (a soup alone is a plate, a soup with toast a portion), so "também comi 2 torradas"
 * would shrink the soup; each such food is written with the measure it had, or its grams.
 */
export function keptPortions(text: string, meal: string): string {
  const before = analyze(meal).items;
  const was = partsOf(meal);
  const now = partsOf(text);
  const after = analyze(text).items;
  if (was.length !== before.length || now.length !== after.length) return text;
  let pinned = false;
  const parts = now.map((part, k): TPart => {
    // "sopa de legumes com macarrão" keeps its words after the food ("com macarrão") with the measure it had.
    if (part.amount !== "") return part;
    const at = was.findIndex((w) => w.amount === "" && foldText(w.after) === foldText(part.after) && foldText(w.food) === foldText(part.food));
    const old = before[at];
    const read = after[k];
    if (!old || !read || old.foodId !== read.foodId || Math.abs(old.grams - read.grams) < 1) return part;
    const measure = shownMeasure(old.measure);
    const again = analyze(`${measure} de ${part.food}${part.after ? ` ${part.after}` : ""}`).items;
    const amount = again.length === 1 && again[0]!.foodId === old.foodId && Math.abs(again[0]!.grams - old.grams) < 1 ? `${measure} de` : `${Math.round(old.grams)} g de`;
    pinned = true;
    return { ...part, amount };
  });
  return pinned ? render(parts) : text;
}
