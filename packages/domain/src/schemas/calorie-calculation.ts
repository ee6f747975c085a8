import { z } from "zod";
import { MEAL_SLOTS } from "../calc/meal-slots";

export const CALCULATION_SOURCES = ["WEB_CHAT", "PHOTO", "AUDIO", "WHATSAPP", "TELEGRAM", "MANUAL", "MEAL_PLAN"] as const;
export const ZCalculationSource = z.enum(CALCULATION_SOURCES);
export type TCalculationSource = z.infer<typeof ZCalculationSource>;

export const ZCalculationStatus = z.enum(["PENDING", "CONFIRMED", "REJECTED"]);
export type TCalculationStatus = z.infer<typeof ZCalculationStatus>;

export { MEAL_SLOTS, MEAL_SLOT_LABELS, type TMealSlot } from "../calc/meal-slots";
export const ZMealSlot = z.enum(MEAL_SLOTS);

/** One food of a calculation, with where its numbers came from. */
export const ZCalculationItem = z.object({
  foodId: z.string().nullable(),
  food: z.string(),
  grams: z.number(),
  calories: z.number(),
  protein: z.number(),
  carbohydrates: z.number(),
  fat: z.number(),
  measure: z.string().nullable(),
  source: z.string(),
});
export type TCalculationItem = z.infer<typeof ZCalculationItem>;

/** 001 §3 Calorie calculation, plus the items, status and day it counts for. */
export const ZCalorieCalculation = z.object({
  id: z.string(),
  foodDescription: z.string(),
  totalCalories: z.number(),
  protein: z.number(),
  carbohydrates: z.number(),
  fat: z.number(),
  additionalNutrients: z.record(z.string(), z.number()),
  positivePoints: z.array(z.string()),
  improvementPoints: z.array(z.string()),
  items: z.array(ZCalculationItem),
  /** Words of the message the engine could not read: while any is listed, the meal may be incomplete (issue 26). */
  unread: z.array(z.string()).default([]),
  imageUrl: z.string().nullable(),
  source: ZCalculationSource,
  status: ZCalculationStatus,
  meal: ZMealSlot.nullable(),
  consumedOn: z.string(),
  calculatedAt: z.string(),
});
export type TCalorieCalculation = z.infer<typeof ZCalorieCalculation>;

const nonNegative = (field: string) =>
  z.number({ error: `${field}: Campo obrigatório` }).min(0, "O valor não pode ser negativo").max(100_000);

/** PUT /api/dashboard/calories/{id} (001 §5 calorie edit rules). */
export const ZCalorieCalculationUpdate = z
  .object({
    foodDescription: z.string().trim().min(1, "Campo obrigatório").max(2000).optional(),
    totalCalories: nonNegative("Calorias"),
    protein: nonNegative("Proteínas"),
    carbohydrates: nonNegative("Carboidratos"),
    fat: nonNegative("Gorduras"),
    positivePoints: z.array(z.string().trim().min(1).max(500)).max(50).optional(),
    improvementPoints: z.array(z.string().trim().min(1).max(500)).max(50).optional(),
    meal: ZMealSlot.nullable().optional(),
  })
  .strict();
export type TCalorieCalculationUpdate = z.infer<typeof ZCalorieCalculationUpdate>;
