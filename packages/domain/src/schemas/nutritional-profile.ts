import { z } from "zod";
import {
  ZActivityLevel,
  ZDietaryRestriction,
  ZGender,
  ZGoal,
  ZHealthCondition,
  ZSeverity,
} from "../enums";
import { HEIGHT_STEP_MESSAGE, hasOneDecimalAtMost, WEIGHT_STEP_MESSAGE } from "../calc/body-measures";

const freeTextList = z.array(z.string().trim().min(1).max(200)).max(100);

export const ZNutritionalProfile = z.object({
  age: z.number().nullable(),
  weight: z.number().nullable(),
  height: z.number().nullable(),
  gender: ZGender.nullable(),
  activityLevel: ZActivityLevel.nullable(),
  goal: ZGoal.nullable(),
  dietaryRestrictions: z.array(ZDietaryRestriction),
  allergyDetails: z.partialRecord(ZDietaryRestriction, ZSeverity),
  customRestrictions: z.array(z.string()),
  preferredFoods: z.array(z.string()),
  dislikedFoods: z.array(z.string()),
  healthConditions: z.array(ZHealthCondition),
  customHealthConditions: z.array(z.string()),
  supplementConsent: z.boolean(),
});
export type TNutritionalProfile = z.infer<typeof ZNutritionalProfile>;

/**
 * The update accepted by PUT /api/account/nutritional-profile. Age 0 is the
 * spec's "mostly empty profile" saved in the background with food lists only.
 */
export const ZNutritionalProfileUpdate = z
  .object({
    age: z
      .number({ error: "Idade é obrigatória" })
      .int("Idade é obrigatória")
      .min(0, "Idade mínima: 1 ano")
      .max(120, "Idade máxima: 120 anos")
      .nullable()
      .optional(),
    weight: z
      .number({ error: "Peso é obrigatório" })
      .min(1, "Peso mínimo: 1kg")
      .max(500, "Peso máximo: 500kg")
      .refine(hasOneDecimalAtMost, WEIGHT_STEP_MESSAGE)
      .nullable()
      .optional(),
    height: z
      .number({ error: "Altura é obrigatória" })
      .min(1, "Altura mínima: 1cm")
      .max(250, "Altura máxima: 250cm")
      .refine(hasOneDecimalAtMost, HEIGHT_STEP_MESSAGE)
      .nullable()
      .optional(),
    gender: ZGender.nullable().optional(),
    activityLevel: ZActivityLevel.nullable().optional(),
    goal: ZGoal.nullable().optional(),
    dietaryRestrictions: z.array(ZDietaryRestriction).max(20).optional(),
    allergyDetails: z.partialRecord(ZDietaryRestriction, ZSeverity).optional(),
    customRestrictions: freeTextList.optional(),
    preferredFoods: freeTextList.optional(),
    dislikedFoods: freeTextList.optional(),
    healthConditions: z.array(ZHealthCondition).max(30).optional(),
    customHealthConditions: freeTextList.optional(),
    supplementConsent: z.boolean().optional(),
  })
  .strict();
export type TNutritionalProfileUpdate = z.infer<typeof ZNutritionalProfileUpdate>;
