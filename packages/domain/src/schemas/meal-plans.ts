import { z } from "zod";
import { ZMealSlot } from "./calorie-calculation";
import { ZLocalDate, ZMacroTotals } from "./tracking";

export const MEAL_PLAN_MAX_DAYS = 7;
export const MEAL_PLAN_DEFAULT_DAYS = 7;

/** A regional cuisine a plan favours: that region's everyday foods (decision 117). */
export const MEAL_PLAN_CUISINES = ["MINEIRA", "NORDESTINA", "BAIANA", "GAUCHA", "NORTISTA"] as const;
export const ZMealPlanCuisine = z.enum(MEAL_PLAN_CUISINES);
export type TMealPlanCuisine = z.infer<typeof ZMealPlanCuisine>;
export const MEAL_PLAN_CUISINE_LABELS: Readonly<Record<TMealPlanCuisine, string>> = {
  MINEIRA: "comida mineira",
  NORDESTINA: "comida nordestina",
  BAIANA: "comida baiana",
  GAUCHA: "comida gaúcha",
  NORTISTA: "comida do Norte",
};

/** POST /api/meal-plans: generated from the profile; days and preferences are optional. */
export const ZMealPlanRequest = z
  .object({
    days: z.number().int().min(1, "Mínimo de 1 dia").max(MEAL_PLAN_MAX_DAYS, `Máximo de ${MEAL_PLAN_MAX_DAYS} dias`).optional(),
    meals: z.array(ZMealSlot).min(1, "Escolha pelo menos uma refeição").max(6).optional(),
    /** Foods to leave out of this plan, on top of the profile's dislikes. */
    avoidFoods: z.array(z.string().trim().min(1).max(80)).max(60).optional(),
    title: z.string().trim().min(1).max(120).optional(),
    cuisine: ZMealPlanCuisine.optional(),
  })
  .strict();
export type TMealPlanRequest = z.infer<typeof ZMealPlanRequest>;

export const ZMealPlanItem = ZMacroTotals.extend({
  foodId: z.string(),
  food: z.string(),
  grams: z.number(),
  /** Household measure, e.g. "4 colheres de sopa (100 g)". */
  measure: z.string(),
});
export type TMealPlanItem = z.infer<typeof ZMealPlanItem>;

export const ZMealPlanMeal = z.object({
  slot: ZMealSlot,
  name: z.string(),
  items: z.array(ZMealPlanItem),
  totals: ZMacroTotals,
});
export type TMealPlanMeal = z.infer<typeof ZMealPlanMeal>;

export const ZMealPlanDay = z.object({
  day: z.number(),
  label: z.string(),
  meals: z.array(ZMealPlanMeal),
  totals: ZMacroTotals,
});
export type TMealPlanDay = z.infer<typeof ZMealPlanDay>;

export const ZMealPlanSummary = z.object({
  id: z.string(),
  title: z.string(),
  dayCount: z.number(),
  targets: ZMacroTotals,
  createdAt: z.string(),
});
export type TMealPlanSummary = z.infer<typeof ZMealPlanSummary>;

export const ZMealPlan = ZMealPlanSummary.extend({
  meals: z.array(ZMealSlot),
  avoidFoods: z.array(z.string()),
  days: z.array(ZMealPlanDay),
});
export type TMealPlan = z.infer<typeof ZMealPlan>;

export const ZMealPlanList = z.object({ plans: z.array(ZMealPlanSummary) });

/** Where an item sits in a plan: day number (1-based), meal slot and position in the meal. */
export const ZMealPlanItemRef = z
  .object({ day: z.number().int().min(1), meal: ZMealSlot, index: z.number().int().min(0) })
  .strict();
export type TMealPlanItemRef = z.infer<typeof ZMealPlanItemRef>;

/**
 * POST /api/meal-plans/{id}/swap: the item is replaced by an equivalent and the plan returned; with `foodId`, by that
 * one of the choices GET .../swap-options offered (decision 211).
 */
export const ZMealPlanSwapRequest = ZMealPlanItemRef.extend({ foodId: z.string().min(1).max(100).optional() }).strict();
export type TMealPlanSwapRequest = z.infer<typeof ZMealPlanSwapRequest>;

/** GET /api/meal-plans/{id}/swap-options?day=&meal=&index= : a few equivalent foods, sized to about the same kcal. */
export const ZMealPlanSwapOptionsQuery = z
  .object({ day: z.coerce.number().int().min(1), meal: ZMealSlot, index: z.coerce.number().int().min(0) })
  .strict();
export const ZMealPlanSwapOptions = z.object({ options: z.array(ZMealPlanItem) });
export type TMealPlanSwapOptions = z.infer<typeof ZMealPlanSwapOptions>;

/** POST /api/meal-plans/{id}/log: one planned meal into the day's log (today by default). */
export const ZMealPlanLogRequest = z
  .object({ day: z.number().int().min(1), meal: ZMealSlot, date: ZLocalDate.optional() })
  .strict();
export type TMealPlanLogRequest = z.infer<typeof ZMealPlanLogRequest>;

export const ZGroceryItem = z.object({
  foodId: z.string(),
  food: z.string(),
  grams: z.number(),
  /** What to buy, e.g. "1,2 kg (cru)", "12 unidades", "1 pacote de 1 kg"; `grams` is that amount raw or dry (decision 108). */
  quantity: z.string(),
});
export type TGroceryItem = z.infer<typeof ZGroceryItem>;
export const ZGroceryGroup = z.object({ category: z.string(), items: z.array(ZGroceryItem) });
export const ZGroceryList = z.object({ planId: z.string(), groups: z.array(ZGroceryGroup) });
export type TGroceryList = z.infer<typeof ZGroceryList>;
