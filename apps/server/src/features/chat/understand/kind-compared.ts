import { findFoodMentions, type TFoodMention } from "./food-mentions";

/**
 * "leite desnatado ou integral, qual tem mais cálcio?", "arroz integral é melhor que o branco?": the second kind is said
 * without its food, which is the first one's ("leite integral", "arroz branco"). Without it the question has one food
 * and is answered about that one alone (decision 190).
 */
const KINDS = String.raw`normal|comum|tradicional|refinad[oa]s?|desnatad[oa]s?|semidesnatad[oa]s?|semi desnatad[oa]s?|integral|integrais|branc[oa]s?|natural|grego|light|diet|zero|inglesa|doce|salgad[oa]s?|frit[oa]s?|cozid[oa]s?|assad[oa]s?|grelhad[oa]s?|sem lactose|sem acucar`;
const OTHER_KIND = new RegExp(String.raw`\b(?:ou|que|do que|versus|vs|x) (?:o |a |os |as )?(${KINDS})\b`);

export function withKindCompared(foods: TFoodMention[], folded: string): TFoodMention[] {
  const [only] = foods;
  if (foods.length !== 1 || !only?.food) return foods;
  const kind = OTHER_KIND.exec(folded)?.[1];
  const head = only.phrase.split(" ")[0]!;
  if (!kind || only.phrase.endsWith(kind)) return foods;
  // "macarrão integral e normal", "requeijão light ou tradicional": the plain kind is the food's word alone.
  const plainKind = PLAIN.test(kind);
  const [other] = findFoodMentions(plainKind ? head : `${head} ${kind}`);
  return other?.food && other.food.id !== only.food.id && other.phrase.split(" ")[0] === head ? [only, other] : foods;
}

const PLAIN = /^(normal|comum|tradicional)$/;
/** "leite de vaca ou de amêndoas": the second food said as "de X", the first one's word before it. */
const OR_OF = /\bou (?:o |a )?de ([a-z]+(?: [a-z]+)?)\b/;

export function withOrOf(foods: TFoodMention[], folded: string): TFoodMention[] {
  const first = foods[0];
  const of = OR_OF.exec(folded)?.[1];
  if (!first?.food || !of || foods.length > 2) return foods;
  const head = first.phrase.split(" ")[0]!;
  const [other] = findFoodMentions(`${head} de ${of}`);
  if (!other?.food || other.food.id === first.food.id || !other.phrase.startsWith(`${head} de`)) return foods;
  return [first, other, ...foods.slice(1).filter((f) => !of.startsWith(f.phrase.split(" ")[0]!))];
}
