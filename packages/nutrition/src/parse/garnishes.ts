import { matchFood } from "../match/match-food";
import type { TParsedItem } from "./parse";

/**
 * What is squeezed or sprinkled on a food or drink ("chá com limão", "peixe com limão", "suco com hortelã"): grams of
 * a squeeze or a sprig, our estimates, never a whole lemon or a 100 g portion of herbs.
 */
const GARNISH_GRAMS: readonly [RegExp, number][] = [
  [/^(suco de )?limao( taiti| galego| siciliano)?$/, 10],
  [/^(hortela|salsinha|salsa|cebolinha|coentro|manjericao|alecrim|cheiro verde)$/, 2],
  [/^(gengibre|canela|oregano|pimenta( do reino)?|cravo)$/, 1],
];

export function asGarnish(item: TParsedItem, connector: string): TParsedItem {
  if (connector !== "com" || item.quantity !== null || item.unit !== null) return item;
  const grams = GARNISH_GRAMS.find(([pattern]) => pattern.test(item.foodText))?.[1];
  const food = grams === undefined ? undefined : matchFood(item.foodText)?.food;
  if (!food || grams === undefined) return item;
  const serving = (food.measures[food.serving.unit] ?? 100) * food.serving.quantity;
  return { ...item, size: grams / serving };
}
