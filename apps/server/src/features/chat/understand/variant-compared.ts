import { combineWithSubject } from "./food-mentions";
import type { TUnderstanding } from "./understand";

/** "e o light?", "e se for integral?", "e os zero?", "e sendo desnatado?": a kind asked of the foods just compared. */
const KIND_ONLY =
  /^(?:e |mas e )?(?:(?:o|a|os|as|se for|se fosse|sendo|na versao|a versao) )?(light|diet|zero|integral|integrais|desnatad[oa]s?|semidesnatad[oa]s?|sem acucar|sem lactose|sem gluten)(?: (?:tambem|entao|no caso))?$/;

/**
 * "e o light?" after "requeijão ou cream cheese, qual engorda menos?": the foods compared, each in that kind where the
 * tables have it, set against each other (and against the food it came from when only one has that kind). Null when the
 * message is not such a follow-up or no food compared has that kind.
 */
export function variantOfCompared(current: TUnderstanding, previous: TUnderstanding | null): TUnderstanding | null {
  if (!previous || previous.type !== "compare" || previous.foods.length < 2) return null;
  const kind = KIND_ONLY.exec(current.folded.replace(/[?!.]+$/, "").trim())?.[1];
  if (!kind) return null;
  const word = kind.replace(/integrais$/, "integral").replace(/s$/, "");
  const pairs = previous.foods.slice(0, 3).map((f) => ({ from: f, kind: combineWithSubject(f, word) }));
  const varied = pairs.filter((p) => p.kind && p.kind.food?.id !== p.from.food?.id);
  const ids = new Set(varied.map((p) => p.kind!.food!.id));
  if (varied.length === 0) return null;
  if (ids.size >= 2) return asCompared(current, previous, varied.map((p) => p.kind!));
  // Only one has that kind (or all end on the same food): it, set against the foods compared.
  return asCompared(current, previous, [varied[0]!.kind!, ...previous.foods.filter((f) => f.food?.id !== varied[0]!.kind!.food?.id)].slice(0, 3));
}

/** "e a batata doce?", "e o atum?" after two foods compared: one new food, said alone, joins the comparison. */
const ONE_MORE = /^(?:e|mas e|e se for|e no caso d[oa])(?: (?:o|a|os|as|um|uma|de|do|da))? /;
const FATTENS = /\bengordam? (?:mais|menos)\b/;

export function joinedToCompared(current: TUnderstanding, previous: TUnderstanding | null): TUnderstanding | null {
  if (!previous || previous.type !== "compare" || previous.foods.length < 2 || current.foods.length !== 1) return null;
  const [added] = current.foods;
  if (!added?.food || previous.foods.some((f) => f.food?.id === added.food!.id)) return null;
  const rest = current.folded.replace(/[?!.]+$/, "").replace(ONE_MORE, "").trim();
  if (!ONE_MORE.test(current.folded) || rest.split(" ").length > 4 || !added.phrase.startsWith(rest.split(" ")[0]!)) return null;
  // "qual engorda mais?" asked before ranks the calories of the three.
  const carried = current.nutrients.length > 0 ? current.nutrients : previous.nutrients.length > 0 ? previous.nutrients : FATTENS.test(previous.folded) ? (["calories"] as const) : [];
  return { ...current, type: "compare", foods: [...previous.foods.slice(0, 2), added], nutrients: [...carried], followUp: "variant" };
}

function asCompared(current: TUnderstanding, previous: TUnderstanding, foods: TUnderstanding["foods"]): TUnderstanding {
  return { ...current, type: "compare", foods, nutrients: current.nutrients.length > 0 ? current.nutrients : previous.nutrients, followUp: "variant" };
}
