import { analyze } from "@nutriguia/nutrition";
import { findPart, render, type TMealEdit, type TPart } from "../meal-parts";

/** "troca o presunto por peito de peru", "no lugar do presunto foi peito de peru": one component of a dish for another. */
const SWAP = /^(?:pode )?(?:troca|troque|trocar|substitui|substitua|muda|mude)\s+(?:o |a |os |as )?(.+?)\s+(?:por|pel[oa]s?)\s+(?:o |a |os |as |um |uma )?(.+)$/;
const IN_PLACE = /^(?:no lugar d[oa]s?|em vez d[eoa]s?|ao inves d[eoa]s?)\s+(.+?),?\s+(?:foi|era|eram|foram|veio|tinha|coloquei|pus)\s+(?:o |a |um |uma )?(.+)$/;

const kcal = (text: string) => analyze(text).items.reduce((sum, i) => sum + i.calories, 0);

/**
 * A component of a dish on the card said as swapped ("troca o presunto por peito de peru" on "misto quente"): the dish
 * without it, as the engine reads "misto quente sem presunto", and the other food in the grams the component had.
 * Null when the component is a food of its own on the card (the plain swap reads it) or no dish of the card has it.
 */
export function componentSwapped(folded: string, parts: TPart[]): TMealEdit | null {
  const said = SWAP.exec(folded) ?? IN_PLACE.exec(folded);
  if (!said) return null;
  const [, gone, instead] = said as unknown as [string, string, string];
  if (findPart(parts, gone) >= 0 || analyze(instead).items.length !== 1 || analyze(instead).unread.length > 0) return null;
  for (const [k, part] of parts.entries()) {
    const whole = render([part]);
    const read = analyze(whole).items;
    const without = `${whole} sem ${gone}`;
    const less = analyze(without).items;
    if (read.length !== 1 || less.length !== 1 || less[0]!.foodId !== read[0]!.foodId || less[0]!.grams >= read[0]!.grams) continue;
    const grams = Math.round(read[0]!.grams - less[0]!.grams);
    const put = `${grams} g de ${instead}`;
    if (kcal(put) <= 0) continue;
    parts[k] = { ...part, amount: "", food: `${without}, ${put}`, after: "" };
    return { text: render(parts), change: `troquei ${gone} por ${instead} em ${part.food} (${grams} g)` };
  }
  return null;
}
