import { z } from "zod";
import { ZMealSlot } from "./calorie-calculation";
import { ZLocalDate } from "./tracking";

/** One food of a calculation as the user leaves it on the card: a database food in grams or in a household measure. */
export const ZCalculationItemInput = z
  .object({
    foodId: z.string().min(1, "Campo obrigatório").max(100),
    grams: z.number({ error: "Quantidade: Campo obrigatório" }).positive("A quantidade deve ser maior que zero").max(5000).optional(),
    measure: z.string().min(1).max(100).optional(),
    quantity: z.number().positive("A quantidade deve ser maior que zero").max(50).optional(),
  })
  .strict()
  .refine((v) => v.grams !== undefined || v.measure !== undefined, { message: "Informe a quantidade em gramas ou uma medida caseira.", path: ["grams"] });
export type TCalculationItemInput = z.infer<typeof ZCalculationItemInput>;

/**
 * PUT /api/dashboard/calories/{id}/items (decision 210): the whole item list after the user's fixes; the server
 * recomputes every item and the totals with the food database and answers the updated calculation.
 */
export const ZCalculationItemsUpdate = z
  .object({ items: z.array(ZCalculationItemInput).min(1, "Deixe pelo menos um alimento ou exclua o registro.").max(30) })
  .strict();
export type TCalculationItemsUpdate = z.infer<typeof ZCalculationItemsUpdate>;

/** PUT /api/dashboard/calories/{id}/slot: the meal and the day a calculation counts for, before or after confirming. */
export const ZCalculationSlotUpdate = z.object({ meal: ZMealSlot, consumedOn: ZLocalDate }).strict();
export type TCalculationSlotUpdate = z.infer<typeof ZCalculationSlotUpdate>;
