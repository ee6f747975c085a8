import type { TPackagedAllergen } from "@nutriguia/domain";
import { AppError } from "../../lib/app-error";
import { measuresOf } from "./foods.measures";
import type { TNewPackagedFood } from "./foods.repository";

const TIMEOUT_MS = 8000;
const FIELDS = [
  "product_name", "product_name_pt", "brands", "serving_size", "serving_quantity", "serving_quantity_unit", "product_quantity",
  "product_quantity_unit", "quantity", "nutriments", "allergens_tags", "nova_group", "rev",
].join(",");

/** Open Food Facts allergen tags → the allergens Brazilian labels declare. */
const ALLERGEN_TAGS: Record<string, TPackagedAllergen> = {
  "en:milk": "milk",
  "en:gluten": "gluten",
  "en:eggs": "egg",
  "en:soybeans": "soy",
  "en:peanuts": "peanut",
  "en:nuts": "tree_nuts",
  "en:fish": "fish",
  "en:crustaceans": "shellfish",
  "en:molluscs": "shellfish",
  "en:sesame-seeds": "sesame",
};

type TOffProduct = {
  product_name?: string;
  product_name_pt?: string;
  brands?: string;
  serving_size?: string;
  serving_quantity?: number | string;
  serving_quantity_unit?: string;
  product_quantity?: number | string;
  product_quantity_unit?: string;
  quantity?: string;
  nutriments?: Record<string, number | string | undefined>;
  allergens_tags?: string[];
  nova_group?: number | string;
  rev?: number;
};

export type TOffLookup = { found: "complete"; product: TNewPackagedFood } | { found: "none" | "incomplete" };

const numberOr = (value: unknown): number | null => {
  const n = typeof value === "string" ? Number(value.replace(",", ".")) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
};
const within = (value: number | null, max: number) => value !== null && value >= 0 && value <= max;

/** The product as we keep it, or null when its table lacks energy or a macro, or holds numbers no label could. */
export function fromOffProduct(barcode: string, p: TOffProduct): TNewPackagedFood | null {
  const n = p.nutriments ?? {};
  const kj = numberOr(n["energy-kj_100g"]) ?? (n["energy_unit"] === "kJ" ? numberOr(n["energy_100g"]) : null);
  const calories = numberOr(n["energy-kcal_100g"]) ?? (kj !== null ? Math.round(kj / 4.184) : null);
  const protein = numberOr(n["proteins_100g"]);
  const carbohydrates = numberOr(n["carbohydrates_100g"]);
  const fat = numberOr(n["fat_100g"]);
  const name = (p.product_name_pt || p.product_name || "").trim();
  if (!name || !within(calories, 900) || !within(protein, 100) || !within(carbohydrates, 100) || !within(fat, 100)) return null;
  const optional = (key: string, max: number) => {
    const value = numberOr(n[key]);
    return within(value, max) ? value : null;
  };
  const sodiumGrams = optional("sodium_100g", 40);
  const unit = [p.product_quantity_unit, p.serving_quantity_unit].some((u) => /^(ml|cl|l)$/i.test(u ?? "")) || /\d\s*ml\b/i.test(p.quantity ?? "") ? "ml" : "g";
  const servingGrams = numberOr(p.serving_quantity);
  const packageGrams = numberOr(p.product_quantity);
  const servingText = p.serving_size?.trim() || null;
  const nova = numberOr(p.nova_group);
  return {
    barcode,
    name: name.slice(0, 120),
    brand: p.brands?.split(",")[0]?.trim().slice(0, 80) || null,
    unit,
    servingSize: servingText?.slice(0, 80) ?? null,
    ...measuresOf({ unit, servingGrams: within(servingGrams, 2000) ? servingGrams : null, servingText, packageGrams: within(packageGrams, 10_000) ? packageGrams : null }),
    calories: calories!,
    protein: protein!,
    carbohydrates: carbohydrates!,
    fat: fat!,
    addedSugars: optional("added-sugars_100g", 100),
    saturatedFat: optional("saturated-fat_100g", 100),
    fiber: optional("fiber_100g", 100),
    sodium: sodiumGrams !== null ? Math.round(sodiumGrams * 1000) : null,
    allergens: [...new Set((p.allergens_tags ?? []).flatMap((tag) => (ALLERGEN_TAGS[tag] ? [ALLERGEN_TAGS[tag]] : [])))],
    novaGroup: nova !== null && [1, 2, 3, 4].includes(nova) ? nova : null,
    origin: "OPEN_FOOD_FACTS",
    offRevision: typeof p.rev === "number" ? p.rev : null,
  };
}

/** GET {base}/api/v2/product/{barcode}: status 1 with the product, 0 (or 404) when Open Food Facts does not know it. */
export async function lookUpOpenFoodFacts(baseUrl: string, userAgent: string, barcode: string): Promise<TOffLookup> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/api/v2/product/${barcode}?fields=${FIELDS}`, {
      headers: { "User-Agent": userAgent, Accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new AppError("PRODUCT_LOOKUP_UNAVAILABLE");
  }
  if (response.status === 404) return { found: "none" };
  if (!response.ok) throw new AppError("PRODUCT_LOOKUP_UNAVAILABLE");
  const body = (await response.json().catch(() => null)) as { status?: number; product?: TOffProduct } | null;
  if (!body || body.status !== 1 || !body.product) return { found: "none" };
  const product = fromOffProduct(barcode, body.product);
  return product ? { found: "complete", product } : { found: "incomplete" };
}
