import { swapPlanItem, type TMealPlan, type TNutritionProfile, type TPlanItem, type TSwapTarget } from "@nutriguia/nutrition";

/** How many choices "Trocar" offers, and how many draws of the engine's swap are tried to find them. */
export const SWAP_CHOICES = 3;
const DRAWS = 60;

function replacementAt(plan: TMealPlan, swapped: TMealPlan, target: TSwapTarget) {
  if (swapped === plan) return null;
  return swapped.days.find((d) => d.day === target.day)?.meals.find((m) => m.slot === target.slot)?.items[target.itemIndex] ?? null;
}

/**
 * Distinct equivalent foods for one item: the engine's swap (same role, allowed by the profile, about the same kcal)
 * drawn with fixed seeds, so the same plan always offers the same choices and a choice can be applied again.
 */
export function swapChoices(plan: TMealPlan, profile: TNutritionProfile, target: TSwapTarget): { item: TPlanItem; plan: TMealPlan }[] {
  const found = new Map<string, { item: TPlanItem; plan: TMealPlan }>();
  for (let seed = 1; seed <= DRAWS && found.size < SWAP_CHOICES; seed++) {
    const swapped = swapPlanItem(plan, profile, target, seed);
    const item = replacementAt(plan, swapped, target);
    if (item && !found.has(item.foodId)) found.set(item.foodId, { item, plan: swapped });
  }
  return [...found.values()];
}

/** The plan with the item replaced by the chosen food, or null when that food is not one of the choices. */
export function swapTo(plan: TMealPlan, profile: TNutritionProfile, target: TSwapTarget, foodId: string): TMealPlan | null {
  return swapChoices(plan, profile, target).find((c) => c.item.foodId === foodId)?.plan ?? null;
}
