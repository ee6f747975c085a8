import type { TActivityLevel, TGoal } from "@nutriguia/domain";
import { activeRestrictions, type TNutritionProfile } from "./profile";

/** Low carb holds in grams too (decision 203): a quarter of 3,400 kcal is 212 g, no low carb to a nutritionist. */
export const LOW_CARB_MAX_GRAMS = 130;

export type TTargets = {
  /** Resting energy, Mifflin-St Jeor (kcal). */
  restingEnergy: number;
  activityFactor: number;
  /** Energy spent per day at the stated activity level (kcal). */
  maintenanceCalories: number;
  calories: number;
  protein: number;
  carbohydrates: number;
  fat: number;
  fiber: number;
  /** Daily sodium ceiling in mg. */
  sodiumLimit: number;
  notes: string[];
};

export const ACTIVITY_FACTORS: Record<TActivityLevel, number> = {
  SEDENTARY: 1.2,
  LIGHTLY_ACTIVE: 1.375,
  MODERATELY_ACTIVE: 1.55,
  VERY_ACTIVE: 1.725,
  EXTREMELY_ACTIVE: 1.9,
};

const GOAL_ADJUSTMENT: Record<TGoal, number> = {
  WEIGHT_LOSS: -0.2,
  WEIGHT_MAINTENANCE: 0,
  WEIGHT_GAIN: 0.15,
  MUSCLE_GAIN: 0.1,
  IMPROVE_HEALTH: 0,
};

const PROTEIN_PER_KG: Record<TGoal, number> = {
  WEIGHT_LOSS: 1.6,
  WEIGHT_MAINTENANCE: 1.2,
  WEIGHT_GAIN: 1.5,
  MUSCLE_GAIN: 1.8,
  IMPROVE_HEALTH: 1.2,
};

/** Energy and macro targets (decision 101); null when age, weight or height is missing. */
/** The largest daily deficit below what a person spends that a weight-loss target ever takes. */
export const MAX_DEFICIT_KCAL = 750;

export function computeTargets(profile: TNutritionProfile): TTargets | null {
  const { age, weight, height } = profile;
  if (!age || !weight || !height || age <= 0 || weight <= 0 || height <= 0) return null;
  const notes: string[] = [];
  const conditions = new Set(profile.healthConditions ?? []);
  const restrictions = new Set(activeRestrictions(profile));
  const sexTerm = profile.gender === "MALE" ? 5 : profile.gender === "FEMALE" ? -161 : -78;
  const restingEnergy = 10 * weight + 6.25 * height - 5 * age + sexTerm;
  const activityFactor = ACTIVITY_FACTORS[profile.activityLevel ?? "SEDENTARY"];
  const maintenance = restingEnergy * activityFactor;
  const goal = profile.goal ?? "WEIGHT_MAINTENANCE";
  const pregnantOrNursing = conditions.has("PREGNANCY") || conditions.has("LACTATION");
  let adjustment = GOAL_ADJUSTMENT[goal];
  if (pregnantOrNursing && adjustment < 0) {
    adjustment = 0;
    notes.push("Sem déficit calórico durante a gestação ou amamentação.");
  }
  let calories = maintenance * (1 + adjustment);
  if (adjustment < 0) calories = Math.max(calories, maintenance - MAX_DEFICIT_KCAL);
  if (conditions.has("PREGNANCY")) calories += 300;
  if (conditions.has("LACTATION")) calories += 400;
  const floor = profile.gender === "MALE" ? 1500 : profile.gender === "FEMALE" ? 1200 : 1350;
  if (calories < floor) {
    calories = floor;
    notes.push(`Meta mantida no mínimo seguro de ${floor} kcal.`);
  }
  calories = Math.round(calories);

  const bmi = weight / (height / 100) ** 2;
  const referenceWeight = bmi > 30 ? 25 * (height / 100) ** 2 : weight;
  let proteinPerKg = PROTEIN_PER_KG[goal];
  if (pregnantOrNursing) proteinPerKg = Math.max(proteinPerKg, 1.2);
  if (conditions.has("KIDNEY_DISEASE")) {
    proteinPerKg = 0.8;
    notes.push("Proteína limitada a 0,8 g/kg por doença renal; siga a orientação do seu nefrologista.");
  }
  let protein = Math.min(referenceWeight * proteinPerKg, (calories * 0.35) / 4);
  let fatShare = 0.3;
  let carbShare: number | null = null;
  if (restrictions.has("KETO")) {
    carbShare = 0.1;
    protein = Math.max(protein, (calories * 0.25) / 4);
  }
  else if (restrictions.has("LOW_CARB")) carbShare = Math.min(0.25, (LOW_CARB_MAX_GRAMS * 4) / calories);
  else if (conditions.has("DIABETES") || restrictions.has("DIABETIC")) carbShare = 0.45;
  if (restrictions.has("LOW_FAT")) fatShare = 0.2;
  if (restrictions.has("VEGAN")) protein = Math.min(protein, referenceWeight * 1.4);
  protein = Math.round(protein);
  let carbohydrates: number;
  let fat: number;
  if (carbShare !== null) {
    carbohydrates = Math.round((calories * carbShare) / 4);
    fat = Math.round((calories - protein * 4 - carbohydrates * 4) / 9);
  } else {
    fat = Math.round((calories * fatShare) / 9);
    carbohydrates = Math.round((calories - protein * 4 - fat * 9) / 4);
  }
  const sodiumLimit = conditions.has("HYPERTENSION") || conditions.has("HEART_DISEASE") || conditions.has("KIDNEY_DISEASE") ? 1500 : 2000;
  return {
    restingEnergy: Math.round(restingEnergy),
    activityFactor,
    maintenanceCalories: Math.round(maintenance),
    calories,
    protein,
    carbohydrates,
    fat,
    fiber: Math.max(25, Math.round((calories / 1000) * 14)),
    sodiumLimit,
    notes,
  };
}
