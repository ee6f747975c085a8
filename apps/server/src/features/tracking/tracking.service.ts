import type { FastifyInstance } from "fastify";
import {
  addDays,
  localDate,
  MEAL_SLOT_LABELS,
  MEAL_SLOTS,
  type TCalorieCalculation,
  type TCalculationItemsUpdate,
  type TCalculationSlotUpdate,
  type TCalorieCalculationUpdate,
  type TCopyMealRequest,
  type TDayLog,
  type TDayLogMeal,
  type TFoodSearchResult,
  type TFrequentFood,
  type TManualEntryRequest,
  type TRelogRequest,
} from "@nutriguia/domain";
import { searchFoods, type TFood } from "@nutriguia/nutrition";
import type { TCalorieCalculationRow } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isUuid, nutritionOf, round1, sumMacros, toCalculationContract } from "../../shared/calculation-view";
import { resolveDailyTargets } from "../../shared/daily-targets";
import * as repo from "./tracking.repository";
import { waterOn } from "../../shared/water";
import { resolveFoods, searchPackagedFoods } from "../../shared/packaged-foods";
import { itemOf, portionOf, recompute } from "./tracking.items";
import { listedEntry, listedMealName } from "./tracking.names";

const FREQUENT_WINDOW_DAYS = 90;
const FREQUENT_LIMIT = 12;

/** A copy of a confirmed calculation for another day or meal (copy-meal, re-log); `order` keeps copies of one meal in their order (a day lists by time). */
function copyOf(row: TCalorieCalculationRow, day: string, meal: TCalorieCalculationRow["meal"], order = 0): repo.TNewCalculation {
  const now = new Date(Date.now() + order);
  return {
    userId: row.userId,
    ...nutritionOf(row),
    status: "CONFIRMED",
    meal,
    consumedOn: day,
    calculatedAt: now,
    confirmedAt: now,
  };
}

export function toSearchResult(food: TFood): TFoodSearchResult {
  const n = food.nutrients;
  const servingGrams = food.measures[food.serving.unit];
  return {
    id: food.id,
    name: food.name,
    category: food.category,
    per100g: { calories: n.energy, protein: n.protein, carbohydrates: n.carbohydrates, fat: n.fat },
    measures: Object.entries(food.measures).map(([name, grams]) => ({ name, grams })),
    serving:
      servingGrams === undefined
        ? null
        : { measure: food.serving.unit, quantity: food.serving.quantity, grams: round1(servingGrams * food.serving.quantity) },
  };
}

export function createTrackingService(app: FastifyInstance) {
  const { db } = app;

  async function requireCalculation(userId: string, id: string) {
    const row = isUuid(id) ? await repo.findCalculation(db, userId, id) : null;
    if (!row) throw new AppError("NOT_FOUND", "Informações não encontradas.");
    return row;
  }

  async function dayLog(userId: string, day = localDate()): Promise<TDayLog> {
    const [rows, waterMl, targets] = await Promise.all([
      repo.listConfirmedOn(db, userId, day),
      waterOn(db, userId, day),
      resolveDailyTargets(db, userId),
    ]);
    const group = (meal: TDayLogMeal["meal"], label: string): TDayLogMeal => {
      const entries = rows.filter((r) => r.meal === meal);
      return { meal, label, totals: sumMacros(entries), entries: entries.map((r) => listedEntry(toCalculationContract(r))) };
    };
    const meals = MEAL_SLOTS.map((slot) => group(slot, MEAL_SLOT_LABELS[slot]));
    const others = group(null, "Outros");
    if (others.entries.length > 0) meals.push(others);
    return { date: day, meals, totals: sumMacros(rows), waterMl, targets };
  }

  return {
    dayLog,

    async getCalculation(userId: string, id: string): Promise<TCalorieCalculation> {
      return toCalculationContract(await requireCalculation(userId, id));
    },

    async updateCalculation(userId: string, id: string, update: TCalorieCalculationUpdate): Promise<TCalorieCalculation> {
      await requireCalculation(userId, id);
      const row = await repo.updateCalculation(db, userId, id, {
        totalCalories: update.totalCalories,
        protein: update.protein,
        carbohydrates: update.carbohydrates,
        fat: update.fat,
        ...(update.foodDescription !== undefined ? { foodDescription: update.foodDescription } : {}),
        ...(update.positivePoints !== undefined ? { positivePoints: update.positivePoints } : {}),
        ...(update.improvementPoints !== undefined ? { improvementPoints: update.improvementPoints } : {}),
        ...(update.meal !== undefined ? { meal: update.meal } : {}),
      });
      if (!row) throw new AppError("NOT_FOUND", "Informações não encontradas.");
      return toCalculationContract(row);
    },

    /** The user's fixed item list, recomputed with the food database; the health points are kept. */
    async updateItems(userId: string, id: string, update: TCalculationItemsUpdate): Promise<TCalorieCalculation> {
      const current = await requireCalculation(userId, id);
      const foods = await resolveFoods(db, update.items.map((i) => i.foodId));
      const row = await repo.updateCalculation(db, userId, id, recompute(update.items, current.items, foods));
      if (!row) throw new AppError("NOT_FOUND", "Informações não encontradas.");
      return toCalculationContract(row);
    },

    async updateSlot(userId: string, id: string, update: TCalculationSlotUpdate): Promise<TCalorieCalculation> {
      await requireCalculation(userId, id);
      const row = await repo.updateCalculation(db, userId, id, { meal: update.meal, consumedOn: update.consumedOn });
      if (!row) throw new AppError("NOT_FOUND", "Informações não encontradas.");
      return toCalculationContract(row);
    },

    async removeCalculation(userId: string, id: string) {
      if (!isUuid(id) || !(await repo.deleteCalculation(db, userId, id))) throw new AppError("NOT_FOUND", "Informações não encontradas.");
    },

    async addManualEntry(userId: string, entry: TManualEntryRequest): Promise<TCalorieCalculation> {
      const food = (await resolveFoods(db, [entry.foodId])).get(entry.foodId);
      if (!food) throw new AppError("NOT_FOUND", "Alimento não encontrado.");
      const { grams, measure } = portionOf(food, entry);
      const item = itemOf(food, grams, measure);
      const k = grams / 100;
      const n = food.nutrients;
      const macros = { calories: item.calories, protein: item.protein, carbohydrates: item.carbohydrates, fat: item.fat };
      const now = new Date();
      const [row] = await repo.insertCalculations(db, [
        {
          userId,
          foodDescription: `${food.name}, ${measure}`,
          totalCalories: macros.calories,
          protein: macros.protein,
          carbohydrates: macros.carbohydrates,
          fat: macros.fat,
          additionalNutrients: { fiber: round1((n.fiber ?? 0) * k), sodium: Math.round((n.sodium ?? 0) * k) },
          items: [item],
          source: "MANUAL",
          status: "CONFIRMED",
          meal: entry.meal,
          consumedOn: entry.date ?? localDate(),
          calculatedAt: now,
          confirmedAt: now,
        },
      ]);
      return toCalculationContract(row!);
    },

    async copyMeal(userId: string, request: TCopyMealRequest): Promise<TDayLog> {
      const toDate = request.toDate ?? localDate();
      const fromDate = request.fromDate ?? addDays(toDate, -1);
      if (fromDate === toDate) throw new AppError("VALIDATION_ERROR", "Escolha um dia diferente para copiar a refeição.");
      const source = await repo.listConfirmedOn(db, userId, fromDate, request.meal);
      if (source.length === 0) throw new AppError("NOT_FOUND", `Nada registrado em ${MEAL_SLOT_LABELS[request.meal]} nesse dia.`);
      await repo.insertCalculations(db, source.map((row, k) => copyOf(row, toDate, request.meal, k)));
      return dayLog(userId, toDate);
    },

    async relog(userId: string, id: string, request: TRelogRequest): Promise<TCalorieCalculation> {
      const original = await requireCalculation(userId, id);
      const [row] = await repo.insertCalculations(db, [copyOf(original, request.date ?? localDate(), request.meal ?? original.meal)]);
      return toCalculationContract(row!);
    },

    async frequent(userId: string): Promise<TFrequentFood[]> {
      const since = addDays(localDate(), -FREQUENT_WINDOW_DAYS);
      const found = await repo.frequentFoods(db, userId, since, FREQUENT_LIMIT);
      return found.map(({ row, uses }) => ({
        calculationId: row.id,
        foodDescription: listedMealName(row, row.meal),
        meal: row.meal,
        count: uses,
        totals: sumMacros([row]),
      }));
    },

    /** Products kept by barcode first (a brand or product name is the more specific match), then the food database. */
    async searchFoods(query: string, limit = 20): Promise<TFoodSearchResult[]> {
      const packaged = await searchPackagedFoods(db, query, Math.min(5, limit));
      return [...packaged, ...searchFoods(query, limit - packaged.length)].map(toSearchResult);
    },
  };
}
