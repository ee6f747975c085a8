import { foodComposition, isDisliked } from "@nutriguia/nutrition";
import { findConflicts } from "./food-conflicts";
import { fruitsByCarbs, type TFoodFacts } from "./food-facts";
import type { TUserFacts } from "../understand/user-facts";

/** "qual fruta tem menos açúcar?", "quais frutas são menos doces?", "fruta com pouco carboidrato": fruits ranked by their sugar. */
const FRUIT_SUGAR = /\bfrutas?\b.*\b(?:menos|mais|pouco|baix[oa]|muito) (?:acucar|acucares|carboidratos?|carbo|doces?|docinhas?)\b|\b(?:menos|mais) (?:acucar|doces?|docinhas?)\b.*\bfrutas?\b/;

/**
 * Fruits from the least carbohydrate per usual portion to the most, when the message asks which fruits have less (or
 * more) sugar; null otherwise. The tables carry no sugar column, so the carbohydrate stands for it (the reply says so).
 */
export function fruitsAskedBySugar(folded: string, facts: TUserFacts): TFoodFacts[] | null {
  if (!FRUIT_SUGAR.test(folded)) return null;
  const disliked = facts.profile?.dislikedFoods ?? [];
  const fruits = fruitsByCarbs((food) => findConflicts([{ name: food.name, composition: foodComposition(food) }], facts.avoid).length > 0 || isDisliked(food, disliked));
  return fruits.length >= 4 ? fruits : null;
}
