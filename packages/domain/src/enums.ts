import { z } from "zod";

export const DIETARY_RESTRICTIONS = [
  "VEGETARIAN",
  "VEGAN",
  "PESCATARIAN",
  "GLUTEN_FREE",
  "LACTOSE_FREE",
  "KETO",
  "PALEO",
  "LOW_CARB",
  "LOW_FAT",
  "DIABETIC",
] as const;
export const ZDietaryRestriction = z.enum(DIETARY_RESTRICTIONS);
export type TDietaryRestriction = z.infer<typeof ZDietaryRestriction>;

export const SEVERITIES = ["SEVERE", "MODERATE", "MILD", "PREFERENCE"] as const;
export const ZSeverity = z.enum(SEVERITIES);
export type TSeverity = z.infer<typeof ZSeverity>;

export const ACTIVITY_LEVELS = [
  "SEDENTARY",
  "LIGHTLY_ACTIVE",
  "MODERATELY_ACTIVE",
  "VERY_ACTIVE",
  "EXTREMELY_ACTIVE",
] as const;
export const ZActivityLevel = z.enum(ACTIVITY_LEVELS);
export type TActivityLevel = z.infer<typeof ZActivityLevel>;

export const GOALS = [
  "WEIGHT_LOSS",
  "WEIGHT_MAINTENANCE",
  "WEIGHT_GAIN",
  "MUSCLE_GAIN",
  "IMPROVE_HEALTH",
] as const;
export const ZGoal = z.enum(GOALS);
export type TGoal = z.infer<typeof ZGoal>;

export const GENDERS = ["MALE", "FEMALE", "OTHER"] as const;
export const ZGender = z.enum(GENDERS);
export type TGender = z.infer<typeof ZGender>;

export const HEALTH_CONDITIONS = [
  "DIABETES",
  "HYPERTENSION",
  "HEART_DISEASE",
  "CELIAC_DISEASE",
  "KIDNEY_DISEASE",
  "LIVER_DISEASE",
  "INFLAMMATORY_BOWEL_DISEASE",
  "GOUT",
  "OSTEOPOROSIS",
  "HYPERCHOLESTEROLEMIA",
  "HYPOTHYROIDISM",
  "HYPERTHYROIDISM",
  "ANEMIA",
  "CANCER",
  "PREGNANCY",
  "LACTATION",
  "POLYCYSTIC_OVARY_SYNDROME",
] as const;
export const ZHealthCondition = z.enum(HEALTH_CONDITIONS);
export type THealthCondition = z.infer<typeof ZHealthCondition>;

export const ROLES = ["USER", "ADMIN"] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** pt-BR labels shown in the interface. */
export const DIETARY_RESTRICTION_LABELS: Record<TDietaryRestriction, string> = {
  VEGETARIAN: "Vegetariano",
  VEGAN: "Vegano",
  PESCATARIAN: "Pescetariano",
  GLUTEN_FREE: "Sem glúten",
  LACTOSE_FREE: "Sem lactose",
  KETO: "Cetogênica",
  PALEO: "Paleolítica",
  LOW_CARB: "Pouco carboidrato (low carb)",
  LOW_FAT: "Baixa gordura",
  DIABETIC: "Para diabéticos",
};

export const SEVERITY_LABELS: Record<TSeverity, string> = {
  SEVERE: "Grave (risco de vida)",
  MODERATE: "Moderada (evitar completamente)",
  MILD: "Leve (pequena quantidade tolerável)",
  PREFERENCE: "Preferência (não é alergia)",
};

export const ACTIVITY_LEVEL_LABELS: Record<TActivityLevel, string> = {
  SEDENTARY: "Sedentário",
  LIGHTLY_ACTIVE: "Levemente ativo (1-3 dias por semana)",
  MODERATELY_ACTIVE: "Moderadamente ativo (3-5 dias por semana)",
  VERY_ACTIVE: "Muito ativo (6-7 dias por semana)",
  EXTREMELY_ACTIVE: "Extremamente ativo (diariamente ou trabalho físico)",
};

export const GOAL_LABELS: Record<TGoal, string> = {
  WEIGHT_LOSS: "Perder peso",
  WEIGHT_MAINTENANCE: "Manter o peso",
  WEIGHT_GAIN: "Ganhar peso",
  MUSCLE_GAIN: "Ganhar massa muscular",
  IMPROVE_HEALTH: "Melhorar a saúde",
};

export const GENDER_LABELS: Record<TGender, string> = {
  MALE: "Masculino",
  FEMALE: "Feminino",
  OTHER: "Outro",
};

export const HEALTH_CONDITION_LABELS: Record<THealthCondition, string> = {
  DIABETES: "Diabetes",
  HYPERTENSION: "Hipertensão",
  HEART_DISEASE: "Doença cardíaca",
  CELIAC_DISEASE: "Doença celíaca",
  KIDNEY_DISEASE: "Doença renal",
  LIVER_DISEASE: "Doença hepática",
  INFLAMMATORY_BOWEL_DISEASE: "Doença inflamatória intestinal",
  GOUT: "Gota",
  OSTEOPOROSIS: "Osteoporose",
  HYPERCHOLESTEROLEMIA: "Colesterol alto",
  HYPOTHYROIDISM: "Hipotireoidismo",
  HYPERTHYROIDISM: "Hipertireoidismo",
  ANEMIA: "Anemia",
  CANCER: "Câncer",
  PREGNANCY: "Gestação",
  LACTATION: "Amamentação",
  POLYCYSTIC_OVARY_SYNDROME: "Síndrome dos ovários policísticos",
};
