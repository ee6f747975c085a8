import type { TDietaryRestriction } from "@nutriguia/domain";
import { FOODS, getFood } from "../foods/catalog";
import type { TFoodRecord } from "../foods/food-types";
import { activeRestrictions, conflictsWithRestriction, isDisliked, type TNutritionProfile } from "../profile";
import { normalizeText } from "../text/normalize";
import type { TRole } from "./plan-types";
import { POOLS, SUPPLEMENTS, type TPoolEntry } from "./pools";

/** A food for a role with its portion in grams: min, typical and max are whole steps of its measure. */
export type TCandidate = {
  food: TFoodRecord;
  /** Key of the food's measures, or "g". */
  unit: string;
  label: string;
  unitGrams: number;
  min: number;
  typical: number;
  max: number;
  step: number;
  /** Relative chance of being drawn among the role's foods. */
  weight: number;
  preferred: boolean;
};

const BY_TACO = new Map(FOODS.filter((f) => f.tacoId !== undefined).map((f) => [f.tacoId as number, f]));

/** Restrictions people write in their own words, recognised so the plan honours them too. */
const CUSTOM_RESTRICTIONS: readonly (readonly [RegExp, TDietaryRestriction])[] = [
  [/lactose|leite/, "LACTOSE_FREE"],
  [/gluten|celiac/, "GLUTEN_FREE"],
  [/vegan/, "VEGAN"],
  [/vegetarian/, "VEGETARIAN"],
];

export function resolveRef(ref: number | string): TFoodRecord | undefined {
  return typeof ref === "number" ? BY_TACO.get(ref) : getFood(ref);
}

/** Restrictions a plan must honour: the user's, every allergy, those implied by health conditions and by free text. */
export function planRestrictions(profile: TNutritionProfile): TDietaryRestriction[] {
  const set = new Set(activeRestrictions(profile));
  const conditions = new Set(profile.healthConditions ?? []);
  if (conditions.has("CELIAC_DISEASE")) set.add("GLUTEN_FREE");
  if (conditions.has("DIABETES")) set.add("DIABETIC");
  for (const text of [...(profile.customRestrictions ?? []), ...(profile.customHealthConditions ?? [])]) {
    const normalized = normalizeText(text);
    for (const [pattern, restriction] of CUSTOM_RESTRICTIONS) if (pattern.test(normalized)) set.add(restriction);
  }
  return [...set];
}

/** Whether the food may appear in this user's plan at all. */
export function isAllowed(food: TFoodRecord, profile: TNutritionProfile, restrictions: readonly TDietaryRestriction[]): boolean {
  if (restrictions.some((r) => conflictsWithRestriction(food, r))) return false;
  if (isDisliked(food, profile.dislikedFoods ?? [])) return false;
  if (SUPPLEMENTS.has(food.id) && profile.supplementConsent !== true) return false;
  const conditions = new Set(profile.healthConditions ?? []);
  const sodiumCare = conditions.has("HYPERTENSION") || conditions.has("HEART_DISEASE") || conditions.has("KIDNEY_DISEASE");
  if (sodiumCare && (food.nutrients.sodium ?? 0) > 400) return false;
  if ((conditions.has("PREGNANCY") || conditions.has("LACTATION")) && food.tags.includes("alcohol")) return false;
  return true;
}

export function toCandidate(entry: TPoolEntry, food: TFoodRecord, preferred: boolean): TCandidate | undefined {
  const unitGrams = entry.unit === "g" ? 1 : food.measures[entry.unit];
  if (!unitGrams) return undefined;
  const label = entry.label ?? entry.unit;
  const grams = (units: number) => units * unitGrams;
  return {
    food,
    unit: entry.unit,
    label,
    unitGrams,
    min: grams(entry.min),
    typical: grams(entry.typical),
    max: grams(entry.max),
    step: grams(entry.step),
    weight: entry.weight ?? 1,
    preferred,
  };
}

/** Every role's candidate foods after restrictions, allergies, dislikes, conditions and supplement consent. */
export function eligiblePools(profile: TNutritionProfile): Record<TRole, TCandidate[]> {
  const restrictions = planRestrictions(profile);
  const preferred = profile.preferredFoods ?? [];
  const pools = {} as Record<TRole, TCandidate[]>;
  for (const [role, entries] of Object.entries(POOLS) as [TRole, readonly TPoolEntry[]][]) {
    pools[role] = entries.flatMap((entry) => {
      const food = resolveRef(entry.ref);
      if (!food || !isAllowed(food, profile, restrictions)) return [];
      const candidate = toCandidate(entry, food, isDisliked(food, preferred));
      return candidate ? [candidate] : [];
    });
  }
  return pools;
}
