import { analyze } from "@nutriguia/nutrition";
import { findPart, render, weighed, type TMealEdit, type TPart } from "../meal-parts";

const PACKAGE = String.raw`(?:rotulo|embalagem|tabela(?: nutricional)?|informac\w* nutricional|pacote|pacotinho|caixa|caixinha|lata|latinha|pote|potinho|garrafa|garrafinha|saquinho|sache)`;
const SAYS = String.raw`(?:diz|dizendo|fala|falando|mostra|marca|ta|esta|tem|escrito|vem|informa|consta)`;
/** "no rótulo diz 130 kcal", "na caixinha tá 140 kcal", "tá escrito 190 kcal na embalagem": a package's number said. */
const POINTS = new RegExp(String.raw`\b${PACKAGE}\b.*\b${SAYS}\b|\b${SAYS}\b.*\b${PACKAGE}\b`);
const KCAL = /\b(\d+(?:[.,]\d+)?)\s?(?:kcal|calorias|cal)\b/;

/** The calories a package says, when the message points at one ("no rótulo diz 130 kcal"); a day's target never is. */
export function labelKcal(folded: string): number | null {
  const kcal = KCAL.exec(folded);
  if (!kcal || !POINTS.test(folded) || /\b(?:meta|por dia|dieta|limite)\b/.test(folded)) return null;
  const value = Number(kcal[1]!.replace(",", "."));
  return value >= 5 && value <= 3000 ? value : null;
}

/** The words that point at the label, never a food of the card. */
const POINTING = new RegExp(String.raw`\b(?:no|na|o|a)?\s*${PACKAGE}\b|\b${SAYS}\b|\d+(?:[.,]\d+)?\s*(?:kcal|calorias|cal|g|gramas|mg)\b`, "g");

/**
 * "no rótulo diz 130 kcal", "a embalagem fala 190 kcal e 15 g de proteína": the calories of a product of the card as
 * its label says. The product is the food named, or the card's one food; its grams are set so that its calories are the
 * label's, and the other nutrients follow the table in the same proportion.
 */
export function labelSaid(folded: string, parts: TPart[]): TMealEdit | null {
  const kcal = labelKcal(folded);
  if (kcal === null) return null;
  const rest = folded.replace(POINTING, " ").trim();
  const named = rest ? findPart(parts, rest) : -1;
  const k = named >= 0 ? named : parts.length === 1 ? 0 : -1;
  if (k < 0) return null;
  const part = parts[k] as TPart;
  const read = analyze(render([part])).items[0];
  if (!read || read.calories <= 0 || read.grams <= 0) return null;
  parts[k] = { ...part, amount: weighed(part, (kcal / read.calories) * read.grams), after: "" };
  return { text: render(parts), change: `${part.food} com ${String(kcal).replace(".", ",")} kcal, como diz o rótulo` };
}
