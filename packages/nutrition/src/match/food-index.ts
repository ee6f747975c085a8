import { FOODS } from "../foods/catalog";
import type { TFoodRecord } from "../foods/food-types";
import { UNCURATED_RANK } from "../foods/pof-foods";
import { foodTokens, stemToken } from "../text/normalize";

export type TIndexedFood = {
  food: TFoodRecord;
  tokens: ReadonlySet<string>;
  nameTokens: readonly string[];
  heads: ReadonlySet<string>;
  aliasHeads: ReadonlySet<string>;
};

export type TFoodIndex = {
  foods: readonly TIndexedFood[];
  /** Token sequence of a name or alias -> the food it names (lowest rank wins a shared phrase). */
  phrases: ReadonlyMap<string, TIndexedFood>;
  byToken: ReadonlyMap<string, readonly TIndexedFood[]>;
  vocabulary: readonly string[];
};

/** A phrase and its spelling with hyphenated compounds closed up: "contra-filé grelhado" -> "contrafilé grelhado". */
function spellings(phrase: string): string[] {
  return phrase.includes("-") ? [phrase, phrase.replace(/(\p{L})-(\p{L})/gu, "$1$2")] : [phrase];
}

/** Words that only qualify a food ("coca inteira", "frango caipira"): never its head, even first in the table's name. */
const QUALIFIERS = new Set(["inteiro", "inteira", "caipira", "tradicional"].map(stemToken));

function indexFood(food: TFoodRecord): TIndexedFood {
  const nameTokens = foodTokens(food.pof ? food.name.replace(/\(.*?\)/g, " ") : food.name);
  const tokens = new Set(nameTokens);
  const heads = new Set([...food.heads.flatMap((h) => foodTokens(h)), ...nameTokens.slice(0, 1)].filter((t) => !QUALIFIERS.has(t)));
  for (const phrase of [food.name, ...food.aliases]) {
    const split = foodTokens(phrase);
    for (const compound of spellings(phrase).slice(1)) {
      const joined = foodTokens(compound).filter((t) => !split.includes(t));
      for (const t of joined) tokens.add(t);
      if (split.some((t) => heads.has(t))) for (const t of joined) heads.add(t);
    }
  }
  for (const alias of food.aliases) for (const t of foodTokens(alias)) tokens.add(t);
  const aliasHeads = new Set(food.aliasHeads.map(stemToken));
  for (const t of [...heads, ...aliasHeads]) tokens.add(t);
  return { food, tokens, nameTokens, heads, aliasHeads };
}

function buildIndex(): TFoodIndex {
  const foods = FOODS.map(indexFood);
  const phrases = new Map<string, TIndexedFood>();
  const byToken = new Map<string, TIndexedFood[]>();
  for (const entry of foods) {
    const phraseless = entry.food.pof !== undefined && entry.food.rank >= UNCURATED_RANK;
    for (const phrase of phraseless ? [] :  [entry.food.name, ...entry.food.aliases].flatMap(spellings)) {
      const key = foodTokens(phrase).join(" ");
      const current = phrases.get(key);
      if (key && (!current || current.food.rank > entry.food.rank)) phrases.set(key, entry);
    }
    for (const token of entry.tokens) {
      const list = byToken.get(token);
      if (list) list.push(entry);
      else byToken.set(token, [entry]);
    }
  }
  return { foods, phrases, byToken, vocabulary: [...byToken.keys()] };
}

export const FOOD_INDEX: TFoodIndex = buildIndex();
