import { DIETARY_RESTRICTION_LABELS, type TDietaryRestriction } from "@nutriguia/domain";
import { getFood } from "../foods/catalog";
import { activeRestrictions, conflictsWithRestriction, isDisliked, type TNutritionProfile } from "../profile";
import type { TAnalyzedItem } from "./resolve";

export type TWarningLevel = "critical" | "warning" | "info";
export type TWarning = { level: TWarningLevel; message: string; foodId?: string };

const ALLERGEN_WORDS: Partial<Record<TDietaryRestriction, string>> = {
  GLUTEN_FREE: "glúten",
  LACTOSE_FREE: "lactose",
  VEGAN: "ingredientes de origem animal",
  VEGETARIAN: "carne ou peixe",
  PESCATARIAN: "carne",
};

function describe(restriction: TDietaryRestriction): string {
  return ALLERGEN_WORDS[restriction] ?? `algo fora da dieta ${DIETARY_RESTRICTION_LABELS[restriction].toLowerCase()}`;
}

/** Allergy and restriction conflicts first (SEVERE as critical), then disliked foods. */
export function restrictionWarnings(items: readonly TAnalyzedItem[], profile: TNutritionProfile | undefined): TWarning[] {
  if (!profile) return [];
  const warnings: TWarning[] = [];
  const restrictions = activeRestrictions(profile);
  for (const item of items) {
    const food = getFood(item.foodId);
    if (!food) continue;
    for (const restriction of restrictions) {
      if (!conflictsWithRestriction(food, restriction)) continue;
      const severity = profile.allergyDetails?.[restriction];
      const what = describe(restriction);
      // Lactose is an intolerance, never an allergy: the severe one is said as such, with the lactose-free way out.
      if (severity === "SEVERE" && restriction === "LACTOSE_FREE") {
        warnings.push({ level: "critical", foodId: food.id, message: `ALERTA DE INTOLERÂNCIA GRAVE: ${food.name} contém lactose. Evite este alimento ou prefira a versão sem lactose.` });
      } else if (severity === "SEVERE") {
        warnings.push({ level: "critical", foodId: food.id, message: `ALERTA DE ALERGIA GRAVE: ${food.name} contém ${what}. Não consuma este alimento.` });
      } else if (severity === "MODERATE") {
        warnings.push({ level: "warning", foodId: food.id, message: `Atenção: ${food.name} contém ${what}, que você deve evitar completamente.` });
      } else if (severity === "MILD") {
        const reaction = restriction === "LACTOSE_FREE" ? "sua intolerância é leve" : "sua reação é leve";
        warnings.push({ level: "warning", foodId: food.id, message: `${food.name} contém ${what}; ${reaction}, mas prefira pequenas quantidades.` });
      } else {
        warnings.push({ level: "info", foodId: food.id, message: `${food.name} não combina com sua restrição: ${DIETARY_RESTRICTION_LABELS[restriction]}.` });
      }
    }
    if (isDisliked(food, profile.dislikedFoods ?? [])) {
      warnings.push({ level: "info", foodId: food.id, message: `${food.name} está na sua lista de alimentos que você não gosta.` });
    }
  }
  const order: Record<TWarningLevel, number> = { critical: 0, warning: 1, info: 2 };
  return warnings.sort((a, b) => order[a.level] - order[b.level]);
}
