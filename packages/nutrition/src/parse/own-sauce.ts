import { matchFood } from "../match/match-food";
import type { TParsedItem } from "./parse";

/** "molho", "molhinho" alone: a sauce of no kind, which names no food of its own. */
const BARE_SAUCE = /^molh(?:o|inho)$/;

/**
 * "frango com molho", "carne de panela com molho": the dish's own sauce, never a portion of tomato sauce. The dish before
 * it (the last of `items`) is read "ao molho" when the tables have it so ("frango ao molho vermelho"); otherwise it stays
 * as it was. True when `item` was such a sauce, and so is no item of its own.
 */
export function joinedOwnSauce(items: TParsedItem[], item: TParsedItem, connector: string): boolean {
  const dish = items[items.length - 1];
  if (!dish || connector !== "com" || item.quantity !== null || item.unit !== null || !BARE_SAUCE.test(item.foodText)) return false;
  items[items.length - 1] = withOwnSauce(dish);
  return true;
}

function withOwnSauce(dish: TParsedItem): TParsedItem {
  const sauced = `${dish.foodText} ao molho`;
  const match = matchFood(sauced);
  const plain = matchFood(dish.foodText);
  if (!match?.complete || match.food === plain?.food || !/\bmolho\b/i.test(match.food.name)) return dish;
  return { ...dish, text: dish.text.replace(dish.foodText, sauced), foodText: sauced };
}
