import { macroPercentages, type TMacros } from "@nutriguia/domain";
import { normalizeText } from "../text/normalize";
import { parse, type TParsedItem } from "../parse/parse";
import type { TNutritionProfile } from "../profile";
import { assessMeal } from "./assessment";
import { mealNutrients, type TNutrientTotals } from "./nutrients";
import { resolveItem, type TAnalyzedItem, type TUnmatchedItem } from "./resolve";
import { restrictionWarnings, type TWarning } from "./restriction-warnings";
import { isPlateWeight, plateGrams, withPlateWeight, type TResolvedPair } from "./plate-weight";
import { sharedAmongWords, withSharedPortions } from "./shared-portions";
import { withPratoFeito } from "./prato-feito";
import { withPlateSaidAfter } from "./plate-said-after";
import { withoutTheOccasion } from "./occasion-named";
import { withoutRepeats } from "./told-twice";
import { withoutWhatIsInside } from "./already-inside";
import { withDishAsTheMeal } from "./dish-as-the-meal";
import { withFriesBesideABurger } from "./fries-beside-a-burger";
import { withXSandwiches } from "./x-sandwiches";
import { withSizeOfThePlace } from "./sized-by-place";
import { withChainSubs } from "./chain-subs";
import { withSpreadOnBread } from "./spread-on";
import { withDrinksAsMade } from "./said-as-made";
import { withUnsweetenedSaid } from "./said-unsweetened";
import { withVagueCountsRead, withVagueCountsSaid } from "./vague-counts";
import { withWhatWentIntoTheDrink } from "./stirred-into-a-drink";
import { resolveWithout, withPartsJoined } from "./dish-without-parts";

export type TAdditionalNutrients = { fiber: number; sodium: number };

export type TMealAnalysis = {
  items: TAnalyzedItem[];
  unmatched: TUnmatchedItem[];
  /** The words of the message the engine could not read, as written; a meal with any of them is not complete. */
  unread: string[];
  totals: TNutrientTotals;
  /** Percent of the sum of macro grams (spec 001 §9). */
  macroPercentages: TMacros;
  additionalNutrients: TAdditionalNutrients;
  positivePoints: string[];
  improvementPoints: string[];
  warnings: TWarning[];
  description: string;
};

/** The item read with no amount of its own (its usual portion), for a plate whose grams the parser gave to it. */
function byDefault(parsed: TParsedItem): TAnalyzedItem | null {
  if (parsed.quantity === null && parsed.unit === null) return null;
  const usual = resolveItem({ ...parsed, quantity: null, unit: null, size: 1 });
  return "item" in usual ? usual.item : null;
}

/** Free pt-BR meal text (and optionally the user's profile) -> foods, grams, totals and a health assessment. */
export function analyze(text: string, profile?: TNutritionProfile): TMealAnalysis {
  const pairs: TResolvedPair[] = [];
  const unmatched: TUnmatchedItem[] = [];
  const unread: string[] = [];
  const vague = withVagueCountsRead(withDrinksAsMade(text));
  for (const parsed of withPlateSaidAfter(parse(withPratoFeito(withFriesBesideABurger(withXSandwiches(withSizeOfThePlace(withChainSubs(withSpreadOnBread(withWhatWentIntoTheDrink(withPartsJoined(vague.text))))))))))) {
    const resolved = resolveWithout(parsed);
    if ("item" in resolved) pairs.push({ parsed, item: resolved.item, byDefault: byDefault(parsed) });
    else unmatched.push(resolved.miss);
    for (const word of resolved.unread) if (!unread.includes(word)) unread.push(word);
  }
  const items = withVagueCountsSaid(vague.notes, withUnsweetenedSaid(text, withSharedPortions(text, withPlateWeight(text, withDishAsTheMeal(withoutWhatIsInside(text, withoutRepeats(text, withoutTheOccasion(pairs))))))));
  const { items: rounded, totals } = mealNutrients(items);
  const { positivePoints, improvementPoints } = assessMeal(items, totals, profile);
  const warnings = restrictionWarnings(items, profile);
  // The plate's weight ("deu 450 g: arroz, feijão…") is read by the plate, never reported as a word not understood.
  const plate = plateGrams(text);
  const among = sharedAmongWords(text);
  const notRead = unread.filter((w) => (plate === null || !isPlateWeight(w, plate)) && !among.includes(normalizeText(w)));
  for (const word of notRead) {
    warnings.push({ level: "info", message: `Não entendi '${word}' — pode escrever de outro jeito?` });
  }
  for (const item of items) {
    if (item.confidence < 0.7) {
      warnings.push({ level: "info", foodId: item.foodId, message: `Entendi "${item.text}" como ${item.food}; confira se está correto.` });
    }
  }
  return {
    items: items.map((item, index) => ({ ...item, ...rounded[index] })),
    unmatched,
    unread: notRead,
    totals,
    macroPercentages: macroPercentages(totals),
    additionalNutrients: { fiber: totals.fiber, sodium: totals.sodium },
    positivePoints,
    improvementPoints,
    warnings,
    description: items.map((i) => `${i.food} – ${i.measure}`).join("; "),
  };
}
