import lexicon from "./amount-to-reach.json" with { type: "json" };
import { matchFood, type TFood, type TNutrients } from "@nutriguia/nutrition";
import type { TUnderstanding } from "../../understand/understand";
import { num } from "../format";

/**
 * "quantos potes de iogurte dá 100 g de proteína?", "qnts ovos pra bater 30g de prot?", "quantos gramas de frango dá
 * 40 g de proteína?": how much of one food reaches an amount of a nutrient, from the engine's row and the measure said
 * (decision 202). Never another food's entry nor the food's card alone.
 */
type TNutrientWord = { key: keyof TNutrients; words: string; unit: string; label: string };

const NUTRIENTS = lexicon.nutrients as TNutrientWord[];
const AMOUNT = new RegExp(`\\b(\\d+(?:[.,]\\d+)?) ?(?:(${lexicon.grams}|mg)\\b ?(?:de )?)?(${NUTRIENTS.map((n) => n.words).join("|")})\\b`);
const HOW_MANY = /\bquant[oa]s? (?:(\w+) )?(?:de |d )?/;
const REACH = new RegExp(`\\b(?:${lexicon.reach})\\b`);
const GRAMS = new RegExp(`^(?:${lexicon.grams})$`);

export type TAmountToReach = { phrase: string; measure: string | null; amount: number; nutrient: TNutrientWord };

/** The amount asked of one food to reach a nutrient, or null when the message asks something else. */
export function amountToReachAsked(u: TUnderstanding): TAmountToReach | null {
  const target = AMOUNT.exec(u.folded);
  const how = HOW_MANY.exec(u.folded);
  if (!target || !how || how.index > target.index || u.foods.length !== 1) return null;
  // "quanto de proteína tem 100 g de frango?" asks the food's content: the reach is said between the food and the amount.
  if (!REACH.test(u.folded.slice(how.index, target.index))) return null;
  const nutrient = NUTRIENTS.find((n) => new RegExp(`^(?:${n.words})$`).test(target[3]!))!;
  return { phrase: u.foods[0]!.phrase, measure: how[1] ?? null, amount: Number(target[1]!.replace(",", ".")), nutrient };
}

const PLURALS = lexicon.plurals as Record<string, string>;
/** "potes" → "pote", "colheres" → "colher de sopa": the measure as the engine names it, when it weighs the food in it. */
const measureOf = (food: TFood, word: string) => [PLURALS[word], word.replace(/s$/, ""), word.replace(/es$/, "")].find((m) => m !== undefined && food.measures[m] !== undefined) ?? null;

/** Past this many units, one food alone is no sensible way to reach the amount. */
const TOO_MANY = 6;

export function composeAmountToReach(asked: TAmountToReach, dayTarget: number | null): string | null {
  const food = matchFood(asked.phrase)?.food;
  const per100 = food?.nutrients[asked.nutrient.key];
  if (!food || typeof per100 !== "number" || per100 <= 0) return null;
  const { label, unit } = asked.nutrient;
  const gramsNeeded = (asked.amount / per100) * 100;
  const source = food.tacoId ? `TACO 4ª ed., alimento nº ${food.tacoId}` : food.source;
  const head = `**${food.name}** tem ${num(per100)} ${unit} de ${label} por 100 g.`;
  // "quantos potes de iogurte": the measure said, when the engine weighs the food in it; "quantos ovos": the food's own unit.
  const measure = asked.measure && !GRAMS.test(asked.measure) ? measureOf(food, asked.measure) : null;
  const portion = measure ? { name: measure, grams: food.measures[measure]! } : unitPortion(food);
  const lines = [head];
  if (!portion || (asked.measure && GRAMS.test(asked.measure))) {
    lines.push(`Para chegar a **${num(asked.amount)} ${unit} de ${label}** são cerca de **${num(Math.round(gramsNeeded / 5) * 5)} g** de ${food.name.toLowerCase()}.`);
  } else {
    const perUnit = (per100 * portion.grams) / 100;
    const count = asked.amount / perUnit;
    const shown = count < 1 ? num(Math.round(count * 10) / 10) : num(Math.ceil(count * 2) / 2);
    lines.push(`1 ${portion.name} (${num(portion.grams)} g) tem ${num(Math.round(perUnit * 10) / 10)} ${unit}: para chegar a **${num(asked.amount)} ${unit} de ${label}** seriam cerca de **${shown} ${portion.name}${count > 1 && !portion.name.includes(" ") ? "s" : ""}** (${num(Math.round(gramsNeeded / 10) * 10)} g).`);
    if (count > TOO_MANY) lines.push(`É muito para um alimento só: o que se soma ao longo do dia é a ${label} de várias fontes, nas refeições e nos lanches.`);
  }
  // The amount asked may have been read as the person's own target ("pra bater 30 g"): the day's target is said only when it is another.
  if (dayTarget && asked.nutrient.key === "protein" && Math.abs(dayTarget - asked.amount) >= 1) lines.push(`A sua meta de proteína é de cerca de ${num(Math.round(dayTarget))} g por dia.`);
  return `${lines.join(" ")}\n\n_Fonte: ${source}._`;
}

/** The food's usual unit (a pote, an egg, a copo) as the engine weighs it, or null when its serving is by weight. */
function unitPortion(food: TFood): { name: string; grams: number } | null {
  const grams = food.measures[food.serving.unit];
  return grams && food.serving.unit !== "porção" ? { name: food.serving.unit, grams } : null;
}
