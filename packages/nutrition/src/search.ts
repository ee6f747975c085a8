import type { TFoodRecord } from "./foods/food-types";
import { rankFoods } from "./match/match-food";

/** Foods for a search box: accent-insensitive, typo-tolerant, best readings first. */
export function searchFoods(query: string, limit = 20): TFoodRecord[] {
  if (typeof query !== "string") return [];
  return rankFoods(query.slice(0, 200), limit);
}
