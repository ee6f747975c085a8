import { foldText } from "../../chat.text";
import { partsOf, render, weighed, type TMealEdit, type TPart } from "../meal-parts";

/** "ela", "ele", "elas", "eles" as the subject or object of an edit ("ela era das grandes", "comi ela inteira"). */
const PRONOUN = /(^(?:e\s+|mas\s+)?|\b(?:comi|tomei|bebi)\s+)(el[ea]s?)(?=\s+(?:era|eram|foi|foram|tava|tavam|veio|vieram|tinha|tinham|inteir[oa]s?|tod[oa]s?)\b|$)/;
const FEMININE_BEFORE = /\b(?:uma|umas|a|as|meia|essa|aquela)\s+$/;
const MASCULINE_BEFORE = /\b(?:um|uns|o|os|meio|esse|aquele)\s+$/;

/** The gender of a food of the card: the article said before it in the meal, else how its first word ends. */
function feminine(part: TPart, mealText: string): boolean {
  const meal = foldText(mealText);
  const head = foldText(part.food).split(" ")[0] ?? "";
  const at = head ? meal.indexOf(head) : -1;
  const before = at >= 0 ? meal.slice(0, at).replace(/\S*\d\S*\s+$/, "") : "";
  if (FEMININE_BEFORE.test(before)) return true;
  if (MASCULINE_BEFORE.test(before)) return false;
  return /as?$/.test(head);
}

/**
 * "ela era das grandes" after "uma coxinha e um suco": the pronoun stands for the card's one food of its gender, said
 * back with its article ("a coxinha era das grandes"), so the readers of a named food read it. Null when the pronoun
 * fits no food of the card or more than one.
 */
/** "bebi 1/4 dela", "comi metade dele": a share of the card's food said by a pronoun. */
const SHARE_OF_IT = /\b(metade|um terco|dois tercos|um quarto|tres quartos)\s+d(el[ea]s?)\b/;

export function pronounSaid(folded: string, mealText: string): string | null {
  const share = SHARE_OF_IT.exec(folded);
  if (share) {
    const parts = partsOf(mealText);
    const wanted = (share[2] as string).startsWith("ela");
    // "bebi metade dela" is of a drink, "comi metade dela" of a food.
    const drank = /\b(?:bebi|tomei)\b/.test(folded) ? true : /\bcomi\b/.test(folded) ? false : null;
    const fits = parts.length === 1 ? parts : parts.filter((p) => feminine(p, mealText) === wanted && (drank === null || weighed(p, 1).includes("ml") === drank));
    // One food on the card is "dela" whatever its gender: the bottle or the pizza it came in.
    if (fits.length !== 1) return null;
    const food = fits[0] as TPart;
    return folded.replace(SHARE_OF_IT, `$1 d${feminine(food, mealText) ? "a" : "o"} ${foldText(food.food)}`);
  }
  const said = PRONOUN.exec(folded);
  const parts = said ? partsOf(mealText) : [];
  if (!said || parts.length === 0) return null;
  const pronoun = said[2] as string;
  const wanted = pronoun.startsWith("ela");
  const fits = parts.filter((p) => feminine(p, mealText) === wanted);
  if (fits.length !== 1) return null;
  const article = `${wanted ? "a" : "o"}${pronoun.endsWith("s") ? "s" : ""}`;
  return folded.replace(PRONOUN, `$1${article} ${foldText((fits[0] as TPart).food)}`);
}

/** "comi a pizza inteira", "foi inteiro", "não, comi ela inteira": a food counted as a part of its unit, eaten whole. */
const WHOLE = /^(?:(?:eu\s+)?(?:comi|tomei|bebi|foi|era)\s+)?(?:(?:o|a)\s+(.+?)\s+)?(?:(?:foi|era|comi|tomei|bebi)\s+)?(?:(?:ela|ele)\s+)?(?:inteir[oa]|tod[oa])$/;
const PART_OF_UNIT = /^(?:meia|meio|metade|0[.,]5|1\/2|um terco|um quarto|1\/3|1\/4)\b/;

export function wholeSaid(folded: string, parts: TPart[]): TMealEdit | null {
  const said = WHOLE.exec(folded);
  if (!said) return null;
  const named = said[1];
  const k = named ? parts.findIndex((p) => foldText(p.food).includes(named) || named.includes(foldText(p.food))) : parts.length === 1 ? 0 : -1;
  const part = k >= 0 ? parts[k] : undefined;
  if (!part || !PART_OF_UNIT.test(part.amount)) return null;
  parts[k] = { ...part, amount: /a$/.test(foldText(part.food).split(" ")[0] ?? "") ? "uma" : "um" };
  return { text: render(parts), change: `${part.food}: inteir${/a$/.test(foldText(part.food).split(" ")[0] ?? "") ? "a" : "o"}` };
}
