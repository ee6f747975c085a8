import { z } from "zod";
import { ZCalorieCalculation, ZMealSlot } from "./calorie-calculation";
import { targetStatus } from "../calc/target-status";
import { MAX_GRAMS, MAX_ML, maxQuantity, quantityLimitMessage } from "../calc/portion-bounds";

export { TRACKING_TIME_ZONE, localDate, addDays, daysBetween } from "../calc/tracking-days";

export const ZLocalDate = z
  .string()
  .regex(/^(19|2\d)\d{2}-\d{2}-\d{2}$/, "Data inválida (use AAAA-MM-DD).")
  .refine((s) => !Number.isNaN(Date.parse(`${s}T12:00:00Z`)) && new Date(`${s}T12:00:00Z`).toISOString().startsWith(s), "Data inválida (use AAAA-MM-DD).");

/** Years 1900–2999: PostgreSQL has no year 0000, and no one logs a meal in year 9999. */
export const ZMonth = z.string().regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/, "Mês inválido (use AAAA-MM).");

export const ZMacroTotals = z.object({
  calories: z.number(),
  protein: z.number(),
  carbohydrates: z.number(),
  fat: z.number(),
});
export type TMacroTotals = z.infer<typeof ZMacroTotals>;

export const ZTargetSource = z.enum(["ENGINE", "ADAPTIVE", "MANUAL"]);
export type TTargetSource = z.infer<typeof ZTargetSource>;

/** The targets in force and why: the engine's, adapted from the weight trend, or set by hand. */
export const ZDailyTargets = ZMacroTotals.extend({
  source: ZTargetSource,
  explanation: z.string().nullable(),
  engine: ZMacroTotals.nullable(),
  waterMl: z.number(),
});
export type TDailyTargets = z.infer<typeof ZDailyTargets>;

export const ZDayQuery = z.object({ date: ZLocalDate.optional() }).strict();

export const ZDayLogMeal = z.object({
  meal: ZMealSlot.nullable(),
  label: z.string(),
  totals: ZMacroTotals,
  entries: z.array(ZCalorieCalculation),
});
export type TDayLogMeal = z.infer<typeof ZDayLogMeal>;

/** GET /api/dashboard/calories/day: the confirmed calculations of one day, by meal. */
export const ZDayLog = z.object({
  date: z.string(),
  meals: z.array(ZDayLogMeal),
  totals: ZMacroTotals,
  waterMl: z.number(),
  targets: ZDailyTargets.nullable(),
});
export type TDayLog = z.infer<typeof ZDayLog>;

/** POST /api/dashboard/calories: a food from the database in grams or in one of its household measures. */
export const ZManualEntryRequest = z
  .object({
    foodId: z.string().min(1, "Campo obrigatório").max(100),
    meal: ZMealSlot,
    date: ZLocalDate.optional(),
    grams: z.number({ error: "Quantidade: Campo obrigatório" }).positive("A quantidade deve ser maior que zero").max(MAX_GRAMS, quantityLimitMessage("g")).optional(),
    measure: z.string().min(1).max(100).optional(),
    quantity: z.number().positive("A quantidade deve ser maior que zero").max(MAX_ML, quantityLimitMessage("ml")).optional(),
  })
  .strict()
  .refine((v) => v.grams !== undefined || v.measure !== undefined, { message: "Informe a quantidade em gramas ou uma medida caseira.", path: ["grams"] })
  .superRefine((v, ctx) => {
    if (v.measure !== undefined && (v.quantity ?? 1) > maxQuantity(v.measure)) {
      ctx.addIssue({ code: "custom", message: quantityLimitMessage(v.measure), path: ["quantity"] });
    }
  });
export type TManualEntryRequest = z.infer<typeof ZManualEntryRequest>;

/** POST /api/dashboard/calories/copy-meal: one meal of a day (yesterday by default) into another (today by default). */
export const ZCopyMealRequest = z
  .object({ meal: ZMealSlot, fromDate: ZLocalDate.optional(), toDate: ZLocalDate.optional() })
  .strict();
export type TCopyMealRequest = z.infer<typeof ZCopyMealRequest>;

/** POST /api/dashboard/calories/{id}/relog: the same food again, today by default. */
export const ZRelogRequest = z.object({ meal: ZMealSlot.optional(), date: ZLocalDate.optional() }).strict();
export type TRelogRequest = z.infer<typeof ZRelogRequest>;

export const ZFrequentFood = z.object({
  calculationId: z.string(),
  foodDescription: z.string(),
  meal: ZMealSlot.nullable(),
  count: z.number(),
  totals: ZMacroTotals,
});
export const ZFrequentFoods = z.object({ foods: z.array(ZFrequentFood) });
export type TFrequentFood = z.infer<typeof ZFrequentFood>;

export const ZFoodSearchQuery = z.object({
  q: z.string().trim().min(1, "Campo obrigatório").max(200),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});

export const ZFoodMeasure = z.object({ name: z.string(), grams: z.number() });
export const ZFoodSearchResult = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  per100g: ZMacroTotals,
  measures: z.array(ZFoodMeasure),
  serving: z.object({ measure: z.string(), quantity: z.number(), grams: z.number() }).nullable(),
});
export type TFoodSearchResult = z.infer<typeof ZFoodSearchResult>;
export const ZFoodSearchResponse = z.object({ foods: z.array(ZFoodSearchResult) });

export const ZWaterRequest = z
  .object({ ml: z.number().int().min(-5000).max(5000).refine((n) => n !== 0, "O valor não pode ser zero"), date: ZLocalDate.optional() })
  .strict();
export const ZWaterResponse = z.object({ date: z.string(), waterMl: z.number() });
export type TWaterResponse = z.infer<typeof ZWaterResponse>;

export const ZWeightRequest = z
  .object({
    weightKg: z.number({ error: "Peso: Campo obrigatório" }).min(1, "Peso mínimo: 1kg").max(500, "Peso máximo: 500kg"),
    date: ZLocalDate.optional(),
  })
  .strict();
export type TWeightRequest = z.infer<typeof ZWeightRequest>;

export const ZWeightPoint = z.object({ date: z.string(), weightKg: z.number() });
export type TWeightPoint = z.infer<typeof ZWeightPoint>;

/** Logged weights, the least-squares line through them and its slope per week. */
export const ZWeightHistory = z.object({
  entries: z.array(ZWeightPoint),
  trend: z.array(ZWeightPoint),
  weeklyChangeKg: z.number().nullable(),
});
export type TWeightHistory = z.infer<typeof ZWeightHistory>;
export const ZWeightQuery = z.object({ days: z.coerce.number().int().min(7).max(730).optional() });

export const ZTargetsOverrideRequest = z
  .object({
    calories: z.number({ error: "Calorias: Campo obrigatório" }).min(800, "Meta mínima: 800 kcal").max(6000, "Meta máxima: 6000 kcal"),
    protein: z.number({ error: "Proteínas: Campo obrigatório" }).min(0, "O valor não pode ser negativo").max(500),
    carbohydrates: z.number({ error: "Carboidratos: Campo obrigatório" }).min(0, "O valor não pode ser negativo").max(1000),
    fat: z.number({ error: "Gorduras: Campo obrigatório" }).min(0, "O valor não pode ser negativo").max(400),
  })
  .strict();
export type TTargetsOverrideRequest = z.infer<typeof ZTargetsOverrideRequest>;
export const ZTargetsResponse = z.object({ targets: ZDailyTargets.nullable() });

export const ZSummaryQuery = z.object({ days: z.coerce.number().pipe(z.union([z.literal(7), z.literal(30)])).optional() });

export const ZDayTotals = ZMacroTotals.extend({ date: z.string(), entries: z.number() });
export type TDayTotals = z.infer<typeof ZDayTotals>;

/** GET /api/dashboard/summary?days=7|30. */
export const ZDashboardSummary = z.object({
  today: ZDayTotals.extend({ waterMl: z.number() }),
  targets: ZDailyTargets.nullable(),
  days: z.number(),
  trend: z.array(ZDayTotals),
  averages: ZMacroTotals.extend({ loggedDays: z.number() }),
  weight: ZWeightHistory,
});
export type TDashboardSummary = z.infer<typeof ZDashboardSummary>;

export const ZCalendarQuery = z.object({ month: ZMonth.optional() });
export const ZCalendarDayStatus = z.enum(["EMPTY", "UNDER", "ON_TARGET", "OVER"]);
export type TCalendarDayStatus = z.infer<typeof ZCalendarDayStatus>;
export const ZCalendarDay = ZDayTotals.extend({ status: ZCalendarDayStatus });
export const ZCalendarMonth = z.object({
  month: z.string(),
  targetCalories: z.number().nullable(),
  days: z.array(ZCalendarDay),
});
export type TCalendarMonth = z.infer<typeof ZCalendarMonth>;

/** A calendar day: empty without entries, otherwise the one target rule (decision 213). */
export function calendarStatus(calories: number, entries: number, target: number | null): TCalendarDayStatus {
  if (entries === 0) return "EMPTY";
  return target === null ? "ON_TARGET" : targetStatus(calories, target);
}
