import { z } from "zod";
import { barcodeProblem, normalizeBarcode } from "../calc/barcode";

/** The allergens Brazilian labels must declare (ANVISA RDC 26/2015), as Open Food Facts tags them. */
export const PACKAGED_ALLERGENS = ["milk", "gluten", "egg", "soy", "peanut", "tree_nuts", "fish", "shellfish", "sesame"] as const;
export const ZPackagedAllergen = z.enum(PACKAGED_ALLERGENS);
export type TPackagedAllergen = z.infer<typeof ZPackagedAllergen>;

export const PACKAGED_ALLERGEN_LABELS: Record<TPackagedAllergen, string> = {
  milk: "leite",
  gluten: "glúten (trigo, centeio, cevada, aveia)",
  egg: "ovo",
  soy: "soja",
  peanut: "amendoim",
  tree_nuts: "castanhas e nozes",
  fish: "peixe",
  shellfish: "crustáceos e moluscos",
  sesame: "gergelim",
};

/** Where a product's numbers come from: Open Food Facts (ODbL) or the label a user typed once for everyone. */
export const ZPackagedFoodOrigin = z.enum(["OPEN_FOOD_FACTS", "LABEL"]);
export type TPackagedFoodOrigin = z.infer<typeof ZPackagedFoodOrigin>;

/** RDC 429/2020 front-of-pack "ALTO EM" nutrients. */
export const ZHighIn = z.enum(["ADDED_SUGAR", "SATURATED_FAT", "SODIUM"]);
export type THighIn = z.infer<typeof ZHighIn>;
export const HIGH_IN_LABELS: Record<THighIn, string> = { ADDED_SUGAR: "açúcar adicionado", SATURATED_FAT: "gordura saturada", SODIUM: "sódio" };

/** A code typed or scanned: EAN-13 or EAN-8 (a UPC-A is read as its EAN-13), its check digit right. */
export const ZBarcode = z
  .string()
  .trim()
  .max(20)
  .superRefine((raw, ctx) => {
    const problem = barcodeProblem(raw);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform(normalizeBarcode);
export const ZBarcodeParams = z.object({ ean: ZBarcode });

/** Per 100 g (or 100 ml for drinks): energy in kcal, nutrients in g, sodium in mg; null where the source has none. */
export const ZPackagedNutrients = z.object({
  calories: z.number(),
  protein: z.number(),
  carbohydrates: z.number(),
  fat: z.number(),
  addedSugars: z.number().nullable(),
  saturatedFat: z.number().nullable(),
  fiber: z.number().nullable(),
  sodium: z.number().nullable(),
});
export type TPackagedNutrients = z.infer<typeof ZPackagedNutrients>;

export const ZAllergenWarning = z.object({ allergen: ZPackagedAllergen, message: z.string() });
export type TAllergenWarning = z.infer<typeof ZAllergenWarning>;

/** GET /api/foods/barcode/{ean}: the product, its portions, its "alto em" warnings and what clashes with the user's profile. */
export const ZPackagedFood = z.object({
  barcode: z.string(),
  /** The id the day log takes (POST /api/dashboard/calories, item edits). */
  foodId: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  unit: z.enum(["g", "ml"]),
  servingSize: z.string().nullable(),
  per100: ZPackagedNutrients,
  /** Household portions in grams (ml for drinks): "porção", "biscoito", "pacote"… */
  measures: z.array(z.object({ name: z.string(), grams: z.number() })),
  serving: z.object({ measure: z.string(), quantity: z.number(), grams: z.number() }).nullable(),
  allergens: z.array(ZPackagedAllergen),
  novaGroup: z.number().int().min(1).max(4).nullable(),
  highIn: z.array(ZHighIn),
  allergenWarnings: z.array(ZAllergenWarning),
  origin: ZPackagedFoodOrigin,
  /** Open Food Facts revision the numbers were read from. */
  offRevision: z.number().nullable(),
  /** Attribution the data's licence asks for, shown with the product. */
  licence: z.string(),
});
export type TPackagedFood = z.infer<typeof ZPackagedFood>;

const amount = (field: string, max: number) =>
  z
    .number({ error: `${field}: Campo obrigatório` })
    .min(0, "O valor não pode ser negativo")
    .max(max, `${field}: no máximo ${max.toLocaleString("pt-BR")} por 100 g`);
const optionalAmount = (field: string, max: number) => amount(field, max).nullable().optional();

/**
 * POST /api/foods/barcode/{ean}: the label's "Tabela de Informação Nutricional" (RDC 429/2020) typed once, per 100 g
 * (or 100 ml) and the portion it declares. Bounds are what a real label can hold.
 */
export const ZLabelEntryRequest = z
  .object({
    name: z.string().trim().min(2, "Nome do produto: pelo menos 2 caracteres").max(120),
    brand: z.string().trim().max(80).nullable().optional(),
    unit: z.enum(["g", "ml"]),
    servingGrams: z.number({ error: "Porção: Campo obrigatório" }).positive("A porção deve ser maior que zero").max(1000, "Porção: no máximo 1.000 g"),
    /** The portion's household measure as printed: "3 biscoitos", "1 copo", "2 fatias". */
    servingMeasure: z.string().trim().max(40).nullable().optional(),
    packageGrams: z.number().positive("O conteúdo deve ser maior que zero").max(10_000, "Conteúdo: no máximo 10.000 g").nullable().optional(),
    per100: z.object({
      calories: amount("Valor energético", 900),
      protein: amount("Proteínas", 100),
      carbohydrates: amount("Carboidratos", 100),
      fat: amount("Gorduras totais", 100),
      addedSugars: optionalAmount("Açúcares adicionados", 100),
      saturatedFat: optionalAmount("Gorduras saturadas", 100),
      fiber: optionalAmount("Fibra alimentar", 100),
      sodium: optionalAmount("Sódio (mg)", 40_000),
    }),
    allergens: z.array(ZPackagedAllergen).max(PACKAGED_ALLERGENS.length).default([]),
  })
  .strict()
  .superRefine((v, ctx) => {
    const n = v.per100;
    if (n.protein + n.carbohydrates + n.fat + (n.fiber ?? 0) + (n.sodium ?? 0) / 1000 > 102) {
      ctx.addIssue({ code: "custom", path: ["per100"], message: "Os nutrientes somam mais de 100 g em 100 g: confira a tabela." });
    }
    if (n.saturatedFat != null && n.saturatedFat > n.fat + 0.1) {
      ctx.addIssue({ code: "custom", path: ["per100", "saturatedFat"], message: "Gorduras saturadas não podem passar das gorduras totais." });
    }
    if (n.addedSugars != null && n.addedSugars > n.carbohydrates + 0.1) {
      ctx.addIssue({ code: "custom", path: ["per100", "addedSugars"], message: "Açúcares adicionados não podem passar dos carboidratos." });
    }
    const fromMacros = 4 * n.protein + 4 * n.carbohydrates + 9 * n.fat + 2 * (n.fiber ?? 0);
    if (Math.abs(n.calories - fromMacros) > Math.max(40, fromMacros * 0.25)) {
      ctx.addIssue({ code: "custom", path: ["per100", "calories"], message: "O valor energético não confere com proteínas, carboidratos e gorduras: confira a tabela." });
    }
    if (v.packageGrams != null && v.packageGrams < v.servingGrams) {
      ctx.addIssue({ code: "custom", path: ["packageGrams"], message: "O conteúdo da embalagem não pode ser menor que a porção." });
    }
  });
export type TLabelEntryRequest = z.input<typeof ZLabelEntryRequest>;
export type TLabelEntry = z.output<typeof ZLabelEntryRequest>;
