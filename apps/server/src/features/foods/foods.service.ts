import type { FastifyInstance } from "fastify";
import {
  formatNumber,
  type TLabelEntry,
  type TNutritionalProfile,
  type TPackagedFood,
  highIn,
} from "@nutriguia/domain";
import type { TPackagedFoodRow } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { loadProfile } from "../../shared/daily-targets";
import { findPackagedFood, LABEL_LICENCE, OFF_LICENCE, packagedFoodId, toFoodRecord } from "../../shared/packaged-foods";
import { allergenWarnings } from "./foods.allergens";
import { measuresOf } from "./foods.measures";
import { lookUpOpenFoodFacts } from "./foods.off-client";
import { insertPackagedFood } from "./foods.repository";

/** Open Food Facts asks at most 100 product reads a minute from one app: one person's lookups stay well under it. */
const OFF_LOOKUPS_PER_HOUR = 60;
const LABELS_PER_HOUR = 20;

const NOT_FOUND = "Produto não encontrado. Digite a tabela nutricional do rótulo para cadastrá-lo: fica salvo para todos.";
const INCOMPLETE = "Este produto está na Open Food Facts sem a tabela nutricional completa. Digite a tabela do rótulo para cadastrá-lo.";

function toContract(row: TPackagedFoodRow, profile: TNutritionalProfile | null): TPackagedFood {
  const food = toFoodRecord(row);
  const per100 = {
    calories: row.calories,
    protein: row.protein,
    carbohydrates: row.carbohydrates,
    fat: row.fat,
    addedSugars: row.addedSugars,
    saturatedFat: row.saturatedFat,
    fiber: row.fiber,
    sodium: row.sodium,
  };
  const servingGrams = row.servingMeasure ? row.measures[row.servingMeasure] : undefined;
  return {
    barcode: row.barcode,
    foodId: packagedFoodId(row.barcode),
    name: row.name,
    brand: row.brand,
    unit: row.unit,
    servingSize: row.servingSize,
    per100,
    measures: Object.entries(food.measures)
      .map(([name, grams]) => ({ name, grams }))
      .sort((x, y) => x.grams - y.grams),
    serving: row.servingMeasure && servingGrams !== undefined ? { measure: row.servingMeasure, quantity: 1, grams: servingGrams } : null,
    allergens: row.allergens,
    novaGroup: row.novaGroup,
    highIn: highIn(per100, row.unit),
    allergenWarnings: allergenWarnings(profile, row.allergens),
    origin: row.origin,
    offRevision: row.offRevision,
    licence: row.origin === "OPEN_FOOD_FACTS" ? OFF_LICENCE : LABEL_LICENCE,
  };
}

export function createFoodsService(app: FastifyInstance) {
  const { db, config } = app;
  const userAgent = `NutriGuia/1.0 (${config.PUBLIC_URL})`;

  return {
    /** Our copy first; otherwise Open Food Facts, kept for every later lookup. */
    async lookUp(userId: string, barcode: string): Promise<TPackagedFood> {
      let row = await findPackagedFood(db, barcode);
      if (!row) {
        await app.rateLimiter.hit(`off-lookup:user:${userId}`, OFF_LOOKUPS_PER_HOUR, 3600);
        const found = await lookUpOpenFoodFacts(config.OPEN_FOOD_FACTS_URL, userAgent, barcode);
        if (found.found !== "complete") throw new AppError("NOT_FOUND", found.found === "none" ? NOT_FOUND : INCOMPLETE);
        row = (await insertPackagedFood(db, found.product)) ?? (await findPackagedFood(db, barcode));
        if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
      }
      return toContract(row, await loadProfile(db, userId));
    },

    /** The label typed once, kept for everyone with its origin marked; a product already known is not overwritten. */
    async enterLabel(userId: string, barcode: string, entry: TLabelEntry): Promise<TPackagedFood> {
      await app.rateLimiter.hit(`label-entry:user:${userId}`, LABELS_PER_HOUR, 3600);
      const exists = () => new AppError("CONFLICT", "Este produto já está cadastrado. Busque o código de novo para usá-lo.");
      if (await findPackagedFood(db, barcode)) throw exists();
      const servingMeasure = entry.servingMeasure?.trim() || null;
      const servingSize = `${formatNumber(entry.servingGrams)} ${entry.unit}${servingMeasure ? ` (${servingMeasure})` : ""}`;
      const row = await insertPackagedFood(db, {
        barcode,
        name: entry.name,
        brand: entry.brand?.trim() || null,
        unit: entry.unit,
        servingSize,
        ...measuresOf({ unit: entry.unit, servingGrams: entry.servingGrams, servingText: servingMeasure, packageGrams: entry.packageGrams ?? null }),
        calories: entry.per100.calories,
        protein: entry.per100.protein,
        carbohydrates: entry.per100.carbohydrates,
        fat: entry.per100.fat,
        addedSugars: entry.per100.addedSugars ?? null,
        saturatedFat: entry.per100.saturatedFat ?? null,
        fiber: entry.per100.fiber ?? null,
        sodium: entry.per100.sodium ?? null,
        allergens: [...new Set(entry.allergens)],
        origin: "LABEL",
        createdBy: userId,
      });
      if (!row) throw exists();
      return toContract(row, await loadProfile(db, userId));
    },
  };
}
