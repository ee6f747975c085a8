import type { TFoodRecord } from "./food-types";

/**
 * TACO 4ª ed. (2011) keeps spellings from before the 1990 spelling agreement came into force ("Pêra") and its own
 * rendering of the Japanese squash ("cabotian"), and the build's shortened beef names drop the noun of "Carne, bovina, seca". The table's rows stay as published (data/taco-alimentos.csv and the
 * food modules built from it); the names people read are spelt as a Brazilian would write them today, and say so when
 * they stand for a kind the person did not name.
 */
const DISPLAY_SPELLINGS: readonly (readonly [RegExp, string])[] = [
  [/\bPêra\b/g, "Pera"],
  [/\bcabotian\b/g, "cabotiá"],
  // "Carne, bovina, seca" lost its noun when the build shortened TACO's beef names ("Seca cozida").
  [/^Seca (cozida|crua)$/g, "Carne seca $1"],
  // The survey's esfirra with no filling is what a bare "uma esfiha" reads as: its name says the filling was not said.
  [/^Esfirra$/g, "Esfirra (recheio não dito)"],
];

/** The food under its display name; the table's own name stays an alias, so a person typing it is still understood. */
export function withDisplayName(food: TFoodRecord): TFoodRecord {
  const name = DISPLAY_SPELLINGS.reduce((current, [spelling, display]) => current.replace(spelling, display), food.name);
  return name === food.name ? food : { ...food, name, aliases: [...food.aliases, food.name.toLowerCase()] };
}
