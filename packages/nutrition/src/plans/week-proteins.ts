import type { TCandidate } from "./eligible-foods";
import { purchaseFor } from "./purchase-units";
import { pickWeighted } from "./random";

/** How many meats, fishes or other main proteins a week of plans buys (decision 108). */
export const WEEK_PROTEINS = 5;

/**
 * The main proteins a plan draws from all week, one per product (grilled and boiled chicken breast are one):
 * a shopping list of a few meats bought by the kilo, not thirteen at 100 g each. Preferred foods count four times.
 */
export function weekProteins(options: readonly TCandidate[], random: () => number): TCandidate[] {
  const chosen: TCandidate[] = [];
  const products = new Set<string>();
  let left = [...options];
  while (chosen.length < WEEK_PROTEINS && left.length > 0) {
    const pick = pickWeighted(random, left, (c) => c.weight * (c.preferred ? 4 : 1));
    if (!pick) break;
    chosen.push(pick);
    products.add(purchaseFor(pick.food).name);
    left = left.filter((c) => !products.has(purchaseFor(c.food).name));
  }
  return chosen;
}
