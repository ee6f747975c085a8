import type { TDietaryRestriction, TMealPlanCuisine } from "@nutriguia/domain";
import { FOODS, getFood } from "../foods/catalog";
import type { TFoodComponent } from "../composition/components";
import { foodComposition } from "../composition/composition";
import type { TFoodRecord } from "../foods/food-types";
import { activeRestrictions, conflictsWithRestriction, isDisliked, type TNutritionProfile } from "../profile";
import { normalizeText } from "../text/normalize";
import type { TRole } from "./plan-types";
import { POOLS, SUPPLEMENTS, type TPoolEntry } from "./pools";
import { REGIONAL_POOLS } from "./regional-cuisines";

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

/** Allergens named in free-text restrictions ("alergia a amendoim", "ovo"), which no dietary restriction covers. */
const CUSTOM_ALLERGENS: readonly (readonly [RegExp, TFoodComponent])[] = [
  [/amendoim/, "peanut"],
  [/castanha|nozes|amendoa|avela|pistache|oleaginosa/, "tree_nuts"],
  [/\bovos?\b/, "egg"],
  [/camarao|frutos do mar|crustaceo|marisco/, "shellfish"],
  [/\bpeixes?\b/, "fish"],
  [/\bsoja\b/, "soy"],
  [/gergelim|sesamo/, "sesame"],
  [/aplv|proteina do leite/, "milk"],
];

/** Components the plan leaves out: allergens said in the conversation and those named in free-text restrictions. */
export function planAvoidedComponents(profile: TNutritionProfile): Set<TFoodComponent> {
  const out = new Set<TFoodComponent>(profile.avoidComponents ?? []);
  for (const text of profile.customRestrictions ?? []) {
    const normalized = normalizeText(text);
    for (const [pattern, component] of CUSTOM_ALLERGENS) if (pattern.test(normalized)) out.add(component);
  }
  return out;
}

/** Foods richest in purines, which gout asks to leave out of a plan (ACR 2020): organ meats and small oily fish. */
const PURINE_RICH = /\b(sardinhas?|anchovas?|manjuba|figado|miudos?|coracao|moela|rim|rins|bucho|dobradinha|mocoto)\b/;

/** Whether the food may appear in this user's plan at all. */
export function isAllowed(food: TFoodRecord, profile: TNutritionProfile, restrictions: readonly TDietaryRestriction[], avoided: ReadonlySet<TFoodComponent> = new Set()): boolean {
  if (restrictions.some((r) => conflictsWithRestriction(food, r))) return false;
  const composition = avoided.size > 0 ? foodComposition(food) : null;
  if (composition && composition.contains.some((c) => avoided.has(c))) return false;
  // Granola and cereal bars "may contain" nuts or peanut: never in the plan of someone who avoids them (a line of cuscuz
  // flocão that may carry gluten stays, with the celiac caution of the reply).
  if (composition && composition.mayContain.some((c) => c !== "gluten" && avoided.has(c))) return false;
  if (isDisliked(food, profile.dislikedFoods ?? [])) return false;
  if (SUPPLEMENTS.has(food.id) && profile.supplementConsent !== true) return false;
  const conditions = new Set(profile.healthConditions ?? []);
  const sodiumCare = conditions.has("HYPERTENSION") || conditions.has("HEART_DISEASE") || conditions.has("KIDNEY_DISEASE");
  if (sodiumCare && (food.nutrients.sodium ?? 0) > 400) return false;
  if ((conditions.has("PREGNANCY") || conditions.has("LACTATION")) && food.tags.includes("alcohol")) return false;
  if (conditions.has("GOUT") && (food.tags.includes("alcohol") || foodComposition(food).contains.includes("shellfish") || PURINE_RICH.test(normalizeText(food.name)))) return false;
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

/** The role pools, or a regional cuisine's: its foods added, its everyday ones drawn six times as often (a rare one as often as that), foreign ones left out. */
function poolEntries(cuisine: TMealPlanCuisine | undefined): [TRole, readonly TPoolEntry[]][] {
  const regional = cuisine ? REGIONAL_POOLS[cuisine] : null;
  return (Object.entries(POOLS) as [TRole, readonly TPoolEntry[]][]).map(([role, entries]) => {
    if (!regional) return [role, entries];
    const added = regional.add[role] ?? [];
    const kept = entries.filter((e) => !regional.leaveOut.includes(e.ref));
    // Where the region has foods of its own for the role, the others are drawn less than half as often.
    const others = added.length > 0 || kept.some((e) => regional.favour.includes(e.ref)) ? 0.4 : 1;
    const weighted = kept.map((e) => ({ ...e, weight: (e.weight ?? 1) * (regional.favour.includes(e.ref) ? 6 / Math.min(1, e.weight ?? 1) : others) }));
    return [role, [...weighted, ...added]];
  });
}

/** Every role's candidate foods after restrictions, allergies, dislikes, conditions and supplement consent. */
export function eligiblePools(profile: TNutritionProfile, cuisine?: TMealPlanCuisine): Record<TRole, TCandidate[]> {
  const restrictions = planRestrictions(profile);
  const avoided = planAvoidedComponents(profile);
  const preferred = profile.preferredFoods ?? [];
  const pools = {} as Record<TRole, TCandidate[]>;
  for (const [role, entries] of poolEntries(cuisine)) {
    pools[role] = entries.flatMap((entry) => {
      const food = resolveRef(entry.ref);
      if (!food || !isAllowed(food, profile, restrictions, avoided)) return [];
      const candidate = toCandidate(entry, food, isDisliked(food, preferred));
      return candidate ? [candidate] : [];
    });
  }
  return pools;
}
