import { getFood } from "../foods/catalog";
import { matchFood } from "../match/match-food";
import type { TResolvedPair } from "./plate-weight";

/** Foods whose name is also the occasion: "churrasco" is a skewer of beef, and the barbecue where picanha was eaten. */
const OCCASIONS = ["churrasco"].map((name) => matchFood(name)?.food.id).filter((id): id is string => id !== undefined);

const isMeat = (p: TResolvedPair) => getFood(p.item.foodId)?.tags.includes("meat") === true;

/**
 * "almocei churrasco gaúcho, 3 espetos de picanha e salada de maionese", "comi churrasco: picanha, linguiça e farofa":
 * the occasion named without an amount, beside the meats eaten at it, is where they were eaten, never one more skewer.
 */
export function withoutTheOccasion(pairs: readonly TResolvedPair[]): TResolvedPair[] {
  const occasion = (p: TResolvedPair) => OCCASIONS.includes(p.item.foodId) && p.parsed.quantity === null && p.parsed.unit === null;
  if (!pairs.some((p) => !occasion(p) && isMeat(p))) return [...pairs];
  return pairs.filter((p) => !occasion(p));
}
