import type { FastifyInstance } from "fastify";
import {
  addDays,
  localDate,
  parseDecimal,
  type TCalculationItem,
  type TCalorieCalculation,
  type TMealSlot,
  type TQuickAddList,
  type TQuickFood,
  type TRecipe,
  type TRecipeCreate,
  type TRecipeLog,
  type TStreak,
  spokenFoodName,
  spokenMeasure,
  isDrink,
  MAX_GRAMS,
} from "@nutriguia/domain";
import { getFood, type TFood } from "@nutriguia/nutrition";
import type { TRecipeRow } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isUuid, toCalculationContract } from "../../shared/calculation-view";
import { resolveFoods } from "../../shared/packaged-foods";
import * as repo from "./tracking.repository";
import { itemOf, portionOf, recompute } from "./tracking.items";

const WINDOW_DAYS = 90;
/** Meals read for recent and frequent foods: a heavy user's last few weeks, never the whole history. */
const MEALS_READ = 60;
const LISTED = 8;
const RECIPES_LISTED = 20;
const MAX_RECIPES = 100;
const STREAK_WINDOW_DAYS = 366;

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type TTally = { food: TFood; item: TCalculationItem; uses: number; inMeal: number; lastUsedOn: string; order: number };

/** The portion last eaten, as the household measure it was logged in when the label says one ("2 unidade (100 g)"). */
function portionOfItem(food: TFood, item: TCalculationItem): TQuickFood["portion"] {
  const said = /^(\d+(?:[.,]\d+)?) (.+?) \(/.exec(item.measure ?? "");
  const quantity = said ? parseDecimal(said[1]!) : null;
  const perUnit = said ? food.measures[said[2]!] : undefined;
  if (quantity && perUnit !== undefined && Math.abs(perUnit * quantity - item.grams) < 0.1) return { measure: said![2]!, quantity };
  return { grams: item.grams };
}

/** A food offered for one tap, its kcal from the same engine functions as a manual entry. */
function quickFood({ food, item, uses, lastUsedOn }: TTally): TQuickFood {
  const portion = portionOfItem(food, item);
  const { grams, measure } = portionOf(food, portion);
  return {
    foodId: food.id,
    name: capitalized(spokenFoodName(food.name)),
    measure: spokenMeasure(measure, grams, isDrink(food)),
    portion,
    calories: itemOf(food, grams, measure).calories,
    uses,
    lastUsedOn,
  };
}

function toRecipe(row: TRecipeRow): TRecipe {
  return {
    id: row.id,
    name: row.name,
    items: row.items,
    calories: recompute(row.items.map((i) => ({ foodId: i.foodId, grams: i.grams }))).totalCalories,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createQuickAddService(app: FastifyInstance) {
  const { db } = app;

  return {
    /** Recent and frequent foods of the user's own log (the slot's first), packaged foods scanned by barcode too, and the saved recipes. */
    async list(userId: string, meal: TMealSlot | undefined): Promise<TQuickAddList> {
      const [rows, recipes] = await Promise.all([
        repo.recentConfirmed(db, userId, addDays(localDate(), -WINDOW_DAYS), MEALS_READ),
        repo.listRecipes(db, userId, RECIPES_LISTED),
      ]);
      const foods = await resolveFoods(db, rows.flatMap((row) => row.items.flatMap((item) => (item.foodId ? [item.foodId] : []))));
      const tallies = new Map<string, TTally>();
      for (const row of rows) {
        for (const item of row.items) {
          const food = item.foodId ? foods.get(item.foodId) : undefined;
          if (!food || item.grams <= 0 || item.grams > MAX_GRAMS) continue;
          const tally = tallies.get(food.id) ?? { food, item, uses: 0, inMeal: 0, lastUsedOn: row.consumedOn, order: tallies.size };
          tally.uses += 1;
          if (meal && row.meal === meal) tally.inMeal += 1;
          tallies.set(food.id, tally);
        }
      }
      const all = [...tallies.values()];
      const recent = [...all].sort((a, b) => Number(b.inMeal > 0) - Number(a.inMeal > 0) || a.order - b.order);
      const frequent = all.filter((t) => t.uses > 1).sort((a, b) => b.inMeal - a.inMeal || b.uses - a.uses || a.order - b.order);
      return {
        recent: recent.slice(0, LISTED).map(quickFood),
        frequent: frequent.slice(0, LISTED).map(quickFood),
        recipes: recipes.map(toRecipe),
      };
    },

    async createRecipe(userId: string, request: TRecipeCreate): Promise<TRecipe> {
      const calc = isUuid(request.calculationId) ? await repo.findCalculation(db, userId, request.calculationId) : null;
      if (!calc) throw new AppError("NOT_FOUND", "Informações não encontradas.");
      if (calc.status !== "CONFIRMED") throw new AppError("CONFLICT", "Confirme a refeição antes de salvá-la como receita.");
      const items = calc.items.flatMap((i) => (i.foodId && getFood(i.foodId) ? [{ foodId: i.foodId, food: i.food, grams: i.grams, measure: i.measure ?? `${i.grams} g` }] : []));
      if (items.length === 0 || items.length < calc.items.length) {
        throw new AppError("VALIDATION_ERROR", "Só dá para salvar como receita uma refeição com todos os alimentos da nossa base.");
      }
      if ((await repo.countRecipes(db, userId)) >= MAX_RECIPES) {
        throw new AppError("CONFLICT", `Você já tem ${MAX_RECIPES} receitas salvas. Exclua uma para salvar outra.`);
      }
      return toRecipe(await repo.insertRecipe(db, userId, request.name, items));
    },

    /** The recipe's items into a meal, every number computed again from the food database. */
    async logRecipe(userId: string, id: string, request: TRecipeLog): Promise<TCalorieCalculation> {
      const recipe = isUuid(id) ? await repo.findRecipe(db, userId, id) : null;
      if (!recipe) throw new AppError("NOT_FOUND", "Receita não encontrada.");
      const labelled = recipe.items.flatMap((i) => {
        const food = getFood(i.foodId);
        return food ? [itemOf(food, i.grams, i.measure)] : [];
      });
      const numbers = recompute(recipe.items.map((i) => ({ foodId: i.foodId, grams: i.grams })), labelled);
      const now = new Date();
      const [row] = await repo.insertCalculations(db, [
        {
          userId,
          ...numbers,
          source: "MANUAL",
          status: "CONFIRMED",
          meal: request.meal,
          consumedOn: request.date ?? localDate(),
          calculatedAt: now,
          confirmedAt: now,
        },
      ]);
      return toCalculationContract(row!);
    },

    async removeRecipe(userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await repo.deleteRecipe(db, userId, id))) throw new AppError("NOT_FOUND", "Receita não encontrada.");
    },

    /** Days in a row with something confirmed, up to today (or up to yesterday while today is still empty). */
    async streak(userId: string): Promise<TStreak> {
      const today = localDate();
      const days = (await repo.loggedDays(db, userId, addDays(today, -STREAK_WINDOW_DAYS))).filter((d) => d <= today);
      const loggedToday = days[0] === today;
      const end = loggedToday ? today : addDays(today, -1);
      let count = 0;
      while (days[count] === addDays(end, -count)) count += 1;
      return { days: count, loggedToday };
    },
  };
}
