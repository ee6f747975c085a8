import type {
  TActivityLevel,
  TDietaryRestriction,
  TGender,
  TGoal,
  THealthCondition,
  TSeverity,
} from "@nutriguia/domain";
import type { TFoodRecord, TFoodTag } from "./foods/food-types";
import type { TFoodComponent } from "./composition/components";
import { foodTokens } from "./text/normalize";

/** The parts of the nutritional profile the engine reads; every field may be missing. */
export type TNutritionProfile = {
  age?: number | null;
  weight?: number | null;
  height?: number | null;
  gender?: TGender | null;
  activityLevel?: TActivityLevel | null;
  goal?: TGoal | null;
  dietaryRestrictions?: readonly TDietaryRestriction[];
  allergyDetails?: Partial<Record<TDietaryRestriction, TSeverity>>;
  preferredFoods?: readonly string[];
  dislikedFoods?: readonly string[];
  healthConditions?: readonly THealthCondition[];
  /** Free-text restrictions and conditions ("intolerância à lactose"); plans read the ones they recognise. */
  customRestrictions?: readonly string[];
  customHealthConditions?: readonly string[];
  /** Whether supplements such as whey protein may be suggested. */
  supplementConsent?: boolean;
  /** Allergens and intolerances said in a conversation ("sou alérgica a ovo"): a plan leaves out every food that has them. */
  avoidComponents?: readonly TFoodComponent[];
};

const TAG_CONFLICTS: Partial<Record<TDietaryRestriction, readonly TFoodTag[]>> = {
  VEGETARIAN: ["meat", "fish"],
  VEGAN: ["animal", "meat", "fish", "lactose", "eggs"],
  PESCATARIAN: ["meat"],
  GLUTEN_FREE: ["gluten"],
  LACTOSE_FREE: ["lactose"],
  DIABETIC: ["high_sugar"],
};

/** Whether eating the food breaks the restriction (tags for allergens and origin, macros for diet styles). */
export function conflictsWithRestriction(food: TFoodRecord, restriction: TDietaryRestriction): boolean {
  const tags = TAG_CONFLICTS[restriction];
  if (tags) return tags.some((t) => food.tags.includes(t));
  const n = food.nutrients;
  switch (restriction) {
    case "KETO":
      return n.carbohydrates - (n.fiber ?? 0) > 10 || food.tags.includes("high_sugar");
    case "LOW_CARB":
      return n.carbohydrates > 30 || food.tags.includes("high_sugar");
    case "LOW_FAT":
      return n.fat > 15 && food.category !== "gorduras";
    case "PALEO":
      return (
        ["cereais", "leguminosas", "laticinios", "doces", "industrializados"].includes(food.category) ||
        food.tags.includes("high_sugar") ||
        food.tags.includes("gluten") ||
        food.tags.includes("lactose")
      );
    default:
      return false;
  }
}

/** Restrictions the user follows, including every one named in the allergy details, whatever its severity. */
export function activeRestrictions(profile: TNutritionProfile | undefined): TDietaryRestriction[] {
  const set = new Set<TDietaryRestriction>(profile?.dietaryRestrictions ?? []);
  for (const key of Object.keys(profile?.allergyDetails ?? {})) set.add(key as TDietaryRestriction);
  return [...set];
}

/** True when a disliked text ("peixe", "figado") names the food through its name, aliases or heads. */
export function isDisliked(food: TFoodRecord, disliked: readonly string[]): boolean {
  if (disliked.length === 0) return false;
  const words = new Set([...foodTokens(food.name), ...food.aliases.flatMap(foodTokens), ...food.heads.flatMap(foodTokens)]);
  return disliked.some((text) => {
    const tokens = foodTokens(text);
    // "café com leite" reads as one token, "com_leite": the food it is made with is named too ("tira o leite" takes it out).
    return tokens.length > 0 && tokens.every((t) => words.has(t) || words.has(`com_${t}`));
  });
}
