import { z } from "zod";
import { ZMealSlot } from "./calorie-calculation";
import { ZLocalDate } from "./tracking";

export const ZQuickAddQuery = z.object({ meal: ZMealSlot.optional() }).strict();

/** The portion to send back to POST /api/dashboard/calories for the same food: a household measure or grams. */
export const ZQuickPortion = z.union([
  z.object({ measure: z.string(), quantity: z.number() }),
  z.object({ grams: z.number() }),
]);

/** A food from the user's own log, with the portion last eaten and its kcal from the food database. */
export const ZQuickFood = z.object({
  foodId: z.string(),
  name: z.string(),
  measure: z.string(),
  portion: ZQuickPortion,
  calories: z.number(),
  uses: z.number(),
  lastUsedOn: z.string(),
});
export type TQuickFood = z.infer<typeof ZQuickFood>;

export const ZRecipeItem = z.object({ foodId: z.string(), food: z.string(), grams: z.number(), measure: z.string() });
export type TRecipeItem = z.infer<typeof ZRecipeItem>;

/** A meal saved from a confirmed card ("Salvar como receita"); one item makes it a custom food. */
export const ZRecipe = z.object({
  id: z.string(),
  name: z.string(),
  items: z.array(ZRecipeItem),
  calories: z.number(),
  createdAt: z.string(),
});
export type TRecipe = z.infer<typeof ZRecipe>;

/** GET /api/dashboard/calories/quick-add?meal=: what "Adicionar alimento" offers before any search. */
export const ZQuickAddList = z.object({ recent: z.array(ZQuickFood), frequent: z.array(ZQuickFood), recipes: z.array(ZRecipe) });
export type TQuickAddList = z.infer<typeof ZQuickAddList>;

export const ZRecipeCreate = z
  .object({
    calculationId: z.string().min(1, "Campo obrigatório").max(100),
    name: z.string().trim().min(2, "Dê um nome com pelo menos 2 letras.").max(80, "Nome muito longo (máximo 80 caracteres)."),
  })
  .strict();
export type TRecipeCreate = z.infer<typeof ZRecipeCreate>;

/** POST /api/recipes/{id}/log: the recipe into a meal of a day (today by default). */
export const ZRecipeLog = z.object({ meal: ZMealSlot, date: ZLocalDate.optional() }).strict();
export type TRecipeLog = z.infer<typeof ZRecipeLog>;

/** GET /api/dashboard/calories/streak: days in a row with something confirmed, ending today or yesterday. */
export const ZStreak = z.object({ days: z.number(), loggedToday: z.boolean() });
export type TStreak = z.infer<typeof ZStreak>;
