import type { TDietaryRestriction } from "@nutriguia/domain";
import { FOODS, getFood } from "../foods/catalog";
import type { TFoodRecord } from "../foods/food-types";
import { activeRestrictions, conflictsWithRestriction, isDisliked, type TNutritionProfile } from "../profile";
import type { TRole } from "./plan-types";
import { POOLS } from "./pools";

export type TCandidate = { food: TFoodRecord; min: number; typical: number; max: number; preferred: boolean };

const BY_TACO = new Map(FOODS.filter((f) => f.tacoId !== undefined).map((f) => [f.tacoId as number, f]));

function resolveRef(ref: number | string): TFoodRecord | undefined {
  return typeof ref === "number" ? BY_TACO.get(ref) : getFood(ref);
}

/** Restrictions a plan must honour: the user's, every allergy, and those implied by health conditions. */
export function planRestrictions(profile: TNutritionProfile): TDietaryRestriction[] {
  const set = new Set(activeRestrictions(profile));
  const conditions = new Set(profile.healthConditions ?? []);
  if (conditions.has("CELIAC_DISEASE")) set.add("GLUTEN_FREE");
  if (conditions.has("DIABETES")) set.add("DIABETIC");
  return [...set];
}

/** Whether the food may appear in this user's plan at all. */
export function isAllowed(food: TFoodRecord, profile: TNutritionProfile, restrictions: readonly TDietaryRestriction[]): boolean {
  if (restrictions.some((r) => conflictsWithRestriction(food, r))) return false;
  if (isDisliked(food, profile.dislikedFoods ?? [])) return false;
  const conditions = new Set(profile.healthConditions ?? []);
  const sodiumCare = conditions.has("HYPERTENSION") || conditions.has("HEART_DISEASE") || conditions.has("KIDNEY_DISEASE");
  if (sodiumCare && (food.nutrients.sodium ?? 0) > 400) return false;
  if ((conditions.has("PREGNANCY") || conditions.has("LACTATION")) && food.tags.includes("alcohol")) return false;
  return true;
}

/** Every role's candidate foods after restrictions, allergies, dislikes and conditions are applied. */
export function eligiblePools(profile: TNutritionProfile): Record<TRole, TCandidate[]> {
  const restrictions = planRestrictions(profile);
  const preferred = profile.preferredFoods ?? [];
  const pools = {} as Record<TRole, TCandidate[]>;
  for (const [role, entries] of Object.entries(POOLS) as [TRole, (typeof POOLS)[TRole]][]) {
    pools[role] = entries.flatMap(([ref, min, typical, max]) => {
      const food = resolveRef(ref);
      if (!food || !isAllowed(food, profile, restrictions)) return [];
      return [{ food, min, typical, max, preferred: isDisliked(food, preferred) }];
    });
  }
  return pools;
}
