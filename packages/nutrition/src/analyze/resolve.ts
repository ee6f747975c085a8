import type { TFoodRecord } from "../foods/food-types";
import { FOOD_INDEX } from "../match/food-index";
import { matchFood } from "../match/match-food";
import type { TParsedItem } from "../parse/parse";
import { DESCRIPTOR_WORDS, FUNCTION_WORDS, PREPARATION_WORDS } from "../parse/lexicon";
import { GENERIC_MEASURE_GRAMS, MEASURE_STAND_INS } from "../parse/units";
import { stemToken } from "../text/normalize";
import { alternativesFor, sourceOf, type TFoodAlternative } from "./reading";
import { MEAL_PLATE_GRAMS, mealPlateGrams } from "./meal-plate";
import { nutrientsFor, round1, type TNutrientTotals } from "./nutrients";
import { sizedPiece } from "../units/street-sizes";

export type TAnalyzedItem = {
  /** The mention as the user wrote it (normalised). */
  text: string;
  foodId: string;
  food: string;
  grams: number;
  /** Household measure or unit used, e.g. "2 colheres de sopa (50 g)". */
  measure: string;
  /** 0..1: how sure the engine is about the food and the amount. */
  confidence: number;
  /** Where the values come from (database entry and its source). */
  source: string;
  /** The reading chosen, as shown to the user so they can correct it ("Feijão carioca cozido"). */
  reading?: string;
  /** The table the values come from and the food's row in it ("TACO" 561, "POF" "6303102/99"). */
  sourceTable?: "TACO" | "POF" | "receita" | "outra";
  sourceCode?: string;
  /** "prato": a dish with its own row; "receita": a standard recipe computed from its ingredients. */
  dish?: "prato" | "receita";
  /** Other readings of the same words the user can swap to. */
  alternatives?: TFoodAlternative[];
} & TNutrientTotals;

export type TUnmatchedItem = { text: string; reason: string };

/** The item at `factor` times its grams, every nutrient with it, under the measure given. */
export function scaledItem(item: TAnalyzedItem, factor: number, measure: string): TAnalyzedItem {
  return {
    ...item,
    grams: item.grams * factor,
    calories: item.calories * factor,
    protein: item.protein * factor,
    carbohydrates: item.carbohydrates * factor,
    fat: item.fat * factor,
    fiber: item.fiber * factor,
    sodium: item.sodium * factor,
    measure,
  };
}

const PLURALS: Readonly<Record<string, string>> = {
  "colher de sopa": "colheres de sopa", "colher de chá": "colheres de chá", "colher de sobremesa": "colheres de sobremesa",
  "colher de servir": "colheres de servir", "xícara de café": "xícaras de café", "copo americano": "copos americanos",
  "copo duplo": "copos duplos", pão: "pães", "ponta de faca": "pontas de faca", "long neck": "long necks",
  porção: "porções", filé: "filés",
};

export function plural(unit: string, quantity: number): string {
  if (quantity <= 1) return unit;
  return PLURALS[unit] ?? `${unit}s`;
}

export function formatQuantity(q: number): string {
  return Number.isInteger(q) ? String(q) : String(round1(q)).replace(".", ",");
}

function gramsFor(item: TParsedItem, food: TFoodRecord): { grams: number; measure: string; certainty: number } {
  const { quantity, unit, size } = item;
  if (unit && unit.kind !== "measure") {
    const grams = (quantity ?? 1) * unit.factor;
    return { grams, measure: `${formatQuantity(quantity ?? 1)} ${unit.unit}`, certainty: 1 };
  }
  if (unit) {
    const cup = unit.unit === "xícara" && /^Café$/.test(food.name) ? "xícara de café" : unit.unit;
    // "um prato de arroz com feijão": a plate of a composite dish is the meal's plate of it, not the rice's share of a plate.
    const plate = unit.unit === "prato" && (food.measures["prato"] ?? 0) < MEAL_PLATE_GRAMS ? mealPlateGrams(food) : null;
    const own = plate ?? food.measures[cup] ?? MEASURE_STAND_INS[unit.unit]?.map((m) => food.measures[m]).find((g) => g !== undefined);
    const perUnit = (own ?? GENERIC_MEASURE_GRAMS[unit.unit] ?? 100) * unit.factor * size;
    const q = quantity ?? 1;
    return { grams: q * perUnit, measure: `${formatQuantity(q)} ${plural(cup, q)}`, certainty: own ? 1 : 0.8 };
  }
  // "3 pães de queijo grandes", "uma coxinha pequena": the piece of that size, not the usual one scaled.
  const piece = sizedPiece(food.measures, size);
  if (piece && (quantity !== null || food.serving.unit === "unidade")) {
    const q = quantity ?? food.serving.quantity;
    const sized = size > 1 ? "grande" : "pequena";
    return { grams: q * piece.grams * piece.factor, measure: `${formatQuantity(q)} ${plural("unidade", q)} ${q > 1 ? `${sized}s` : sized}`, certainty: 1 };
  }
  if (quantity !== null) {
    const each = food.measures["unidade"];
    if (each) return { grams: quantity * each * size, measure: `${formatQuantity(quantity)} ${plural("unidade", quantity)}`, certainty: 1 };
    if (quantity >= 20) return { grams: quantity, measure: `${formatQuantity(quantity)} g`, certainty: 0.8 };
    // "2 arroz", "2x feijão": a count of a food served by the spoon is that many of its usual portions, not of spoons.
    const spoons = food.serving.unit === "colher de sopa" || food.serving.unit === "colher de servir" ? food.serving.quantity : 1;
    const serving = (food.measures[food.serving.unit] ?? 100) * spoons;
    const count = quantity * spoons;
    return { grams: quantity * serving * size, measure: `${formatQuantity(count)} ${plural(food.serving.unit, count)}`, certainty: 0.8 };
  }
  const perServing = food.measures[food.serving.unit] ?? 100;
  const q = food.serving.quantity;
  return {
    grams: q * perServing * size,
    measure: `${formatQuantity(q)} ${plural(food.serving.unit, q)} (porção padrão)`,
    certainty: 0.85,
  };
}

/**
 * The words the user wrote for the food tokens the match left out; preparations count as read ("arroz cozido"), and so
 * does a known food named as the filling after "de" ("pastel de frango" is the survey's pastel of any filling).
 */
function unreadWords(item: TParsedItem, missed: readonly string[]): string[] {
  if (missed.length === 0) return [];
  const words = item.foodText.split(" ");
  const link = words.findIndex((w) => w === "de" || w === "do" || w === "da");
  const filling = link > 0 ? new Set(words.slice(link + 1).map(stemToken).filter((t) => FOOD_INDEX.byToken.has(t))) : new Set<string>();
  const stems = new Set(missed.filter((t) => !filling.has(t)));
  const out: string[] = [];
  for (const [token, raw] of Object.entries(item.words)) {
    if (PREPARATION_WORDS.has(token) || DESCRIPTOR_WORDS.has(token) || FUNCTION_WORDS.has(token) || !stems.has(stemToken(token))) continue;
    if (!out.includes(raw)) out.push(raw);
  }
  return out;
}

/** The words of a mention as the user wrote them ("50 g de xyzwq"). */
function asWritten(item: TParsedItem, text = item.text): string {
  const words: string[] = [];
  for (const t of text.split(" ")) {
    const raw = item.words[t] ?? t;
    if (words[words.length - 1] !== raw) words.push(raw);
  }
  return words.join(" ");
}

export type TResolved = { item: TAnalyzedItem; unread: string[] } | { miss: TUnmatchedItem; unread: string[] };

/** A parsed mention -> the matched food with grams and nutrients (and any word left out), or why it matched nothing. */
export function resolveItem(item: TParsedItem): TResolved {
  if (!item.foodText) {
    // "um lanche", "uma janta": the article left by a meal word is not a word the user expects read.
    const article = item.unit === null && item.text.split(" ").every((t) => FUNCTION_WORDS.has(t));
    return { miss: { text: item.text, reason: "Quantidade sem alimento" }, unread: article ? [] : [asWritten(item)] };
  }
  const match = matchFood(item.foodText);
  if (!match) {
    const content = item.foodText.split(" ").filter((t) => !DESCRIPTOR_WORDS.has(t) && !FUNCTION_WORDS.has(t));
    return { miss: { text: item.text, reason: "Alimento não encontrado na base" }, unread: content.length > 0 ? [asWritten(item, item.foodText)] : [] };
  }
  const { grams, measure, certainty } = gramsFor(item, match.food);
  const g = Math.max(0, grams);
  const roundedGrams = round1(g);
  const withGrams = measure.endsWith(" g") || measure.endsWith(" ml") ? measure : `${measure} (${formatQuantity(roundedGrams)} g)`;
  const analyzed: TAnalyzedItem = {
    text: item.text,
    foodId: match.food.id,
    food: match.food.name,
    grams: roundedGrams,
    measure: withGrams,
    confidence: Math.round(match.confidence * certainty * 100) / 100,
    source: match.food.tacoId ? `TACO 4ª ed., alimento nº ${match.food.tacoId}` : match.food.source,
    reading: match.food.name,
    ...sourceOf(match.food),
    ...(match.food.dish ? { dish: match.food.dish } : {}),
    alternatives: alternativesFor(match.food),
    ...nutrientsFor(match.food, g),
  };
  return { item: analyzed, unread: unreadWords(item, match.missed) };
}
