import type { TMealPlanCuisine, TMealSlot } from "@nutriguia/domain";
import type { TNutrientTotals } from "../analyze/nutrients";
import type { TTargets } from "../targets";

export type { TMealSlot };

export type TRole =
  | "breakfastCarb"
  | "breakfastProtein"
  | "breakfastDrink"
  | "fruit"
  | "snackExtra"
  | "snackDairy"
  | "snackCarb"
  | "snackBread"
  | "grain"
  | "starch"
  | "legume"
  | "mainProtein"
  | "rawVeg"
  | "cookedVeg"
  | "oil"
  | "spread"
  | "tea";

export type TPlanItem = {
  foodId: string;
  food: string;
  role: TRole;
  grams: number;
  /** Household measure, e.g. "4 colheres de sopa (100 g)". */
  measure: string;
} & TNutrientTotals;

export type TPlanMeal = { slot: TMealSlot; name: string; items: TPlanItem[]; totals: TNutrientTotals };

export type TPlanDay = { day: number; label: string; meals: TPlanMeal[]; totals: TNutrientTotals };

export type TMealPlan = { targets: TTargets; days: TPlanDay[]; seed: number };

/**
 * `calories`: a daily target asked for in the request, kept within safe bounds by the caller; macros follow it.
 * `startDate` (YYYY-MM-DD): the plan's first day, usually the day it is made; days are labelled by their real weekday
 * from it (a plan without one starts on a Monday). `cuisine`: a region's everyday foods favoured (decision 117).
 */
export type TPlanOptions = { days?: number; seed?: number; meals?: readonly TMealSlot[]; calories?: number; startDate?: string; cuisine?: TMealPlanCuisine };
