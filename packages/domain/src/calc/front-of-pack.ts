import type { THighIn } from "../schemas/packaged-foods";

type TPer100 = { addedSugars: number | null; saturatedFat: number | null; sodium: number | null };

/**
 * RDC 429/2020 and IN 75/2020 (Anexo XV): a solid food is "ALTO EM" from 15 g of added sugar, 6 g of saturated fat or
 * 600 mg of sodium per 100 g; a drink from 7.5 g, 3 g and 300 mg per 100 ml. A nutrient the source does not give is
 * never flagged (Open Food Facts often has total sugars only, which would flag fruit and milk sugar).
 */
const LIMITS: Record<"g" | "ml", Record<THighIn, number>> = {
  g: { ADDED_SUGAR: 15, SATURATED_FAT: 6, SODIUM: 600 },
  ml: { ADDED_SUGAR: 7.5, SATURATED_FAT: 3, SODIUM: 300 },
};

export function highIn(per100: TPer100, unit: "g" | "ml"): THighIn[] {
  const limit = LIMITS[unit];
  const values: Record<THighIn, number | null> = { ADDED_SUGAR: per100.addedSugars, SATURATED_FAT: per100.saturatedFat, SODIUM: per100.sodium };
  return (Object.keys(limit) as THighIn[]).filter((key) => values[key] !== null && values[key]! >= limit[key]);
}
