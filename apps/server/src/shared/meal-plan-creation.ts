import { randomInt } from "node:crypto";
import {
  localDate,
  MEAL_PLAN_CUISINE_LABELS,
  MEAL_PLAN_DEFAULT_DAYS,
  profileCompleteness,
  type TMealPlan,
  type TMealPlanRequest,
  type TNutritionalProfile,
} from "@nutriguia/domain";
import { generatePlan, shareOfDay, type TFoodComponent, type TNutritionProfile, type TPlanDay } from "@nutriguia/nutrition";
import type { TDb } from "../db/client";
import { mealPlans, type TMealPlanRow } from "../db/schema";
import { AppError } from "../lib/app-error";
import { loadProfile } from "./daily-targets";
import { consumeQuota, refundQuota } from "../features/billing";

export const MEAL_PLAN_PATH = (id: string) => `/meal-plans/${id}`;

const macros = (t: { calories: number; protein: number; carbohydrates: number; fat: number }) => ({
  calories: t.calories,
  protein: t.protein,
  carbohydrates: t.carbohydrates,
  fat: t.fat,
});

function toDays(days: TPlanDay[]): TMealPlan["days"] {
  return days.map((d) => ({
    day: d.day,
    label: d.label,
    totals: macros(d.totals),
    meals: d.meals.map((m) => ({
      slot: m.slot,
      name: m.name,
      totals: macros(m.totals),
      items: m.items.map((i) => ({ foodId: i.foodId, food: i.food, grams: i.grams, measure: i.measure, ...macros(i) })),
    })),
  }));
}

export function toMealPlanContract(row: TMealPlanRow): TMealPlan {
  return {
    id: row.id,
    title: row.title,
    dayCount: row.days.length,
    targets: macros(row.targets),
    createdAt: row.createdAt.toISOString(),
    meals: row.meals,
    avoidFoods: row.avoidFoods,
    days: toDays(row.days),
  };
}

/**
 * Groups left out by their head word ("peixe", "camarao", as the chat's exclusions write them): every food of the group
 * by its composition, not only the names listed (an abadejo or a pescadinha is fish too; decision 162).
 */
export const GROUP_COMPONENTS: Readonly<Record<string, TFoodComponent>> = { peixe: "fish", camarao: "shellfish" };

/** The profile as the engine reads it, with the plan's foods to avoid added to the dislikes and their groups to the components left out. */
export function engineProfile(profile: TNutritionalProfile, avoidFoods: readonly string[]): TNutritionProfile {
  const groups = avoidFoods.flatMap((f) => (GROUP_COMPONENTS[f] ? [GROUP_COMPONENTS[f]] : []));
  return { ...profile, dislikedFoods: [...profile.dislikedFoods, ...avoidFoods], ...(groups.length > 0 ? { avoidComponents: [...new Set(groups)] } : {}) };
}

export async function requireCompleteProfile(db: TDb, userId: string): Promise<TNutritionalProfile> {
  const profile = await loadProfile(db, userId);
  if (!profile || profileCompleteness(profile) < 100) {
    throw new AppError(
      "VALIDATION_ERROR",
      "Complete seu perfil nutricional (idade, peso, altura, sexo, nível de atividade e objetivo) para gerar um plano alimentar.",
    );
  }
  return profile;
}

/** The saved profile with what a conversation stated on top: never weaker than either (diets, conditions, allergies, foods left out). */
export function withStated(profile: TNutritionProfile, stated: TNutritionProfile | undefined): TNutritionProfile {
  if (!stated) return profile;
  const union = <T,>(a: readonly T[] | undefined, b: readonly T[] | undefined) => [...new Set([...(a ?? []), ...(b ?? [])])];
  return {
    ...profile,
    // A goal, a training load or a sex said in the conversation is the person's own word for now (decision 112).
    ...(stated.goal ? { goal: stated.goal } : {}),
    ...(stated.activityLevel ? { activityLevel: stated.activityLevel } : {}),
    ...(stated.gender ? { gender: stated.gender } : {}),
    dietaryRestrictions: union(profile.dietaryRestrictions, stated.dietaryRestrictions),
    healthConditions: union(profile.healthConditions, stated.healthConditions),
    dislikedFoods: union(profile.dislikedFoods, stated.dislikedFoods),
    allergyDetails: { ...(profile.allergyDetails ?? {}), ...(stated.allergyDetails ?? {}) },
    avoidComponents: union(profile.avoidComponents, stated.avoidComponents),
  };
}

/**
 * A kcal asked for in a request, kept inside what is safe without follow-up (the gate refuses lower asks first). A plan
 * of one meal of the day ("só o almoço") keeps that meal's share of the bounds.
 */
const PLAN_KCAL_BOUNDS = { min: 1200, max: 4500 } as const;

function kcalBounds(request: TMealPlanRequest, onlyMeal: boolean): { min: number; max: number } {
  if (!onlyMeal || !request.meals) return PLAN_KCAL_BOUNDS;
  const share = shareOfDay(request.meals);
  return { min: Math.round(PLAN_KCAL_BOUNDS.min * share), max: Math.round(PLAN_KCAL_BOUNDS.max * share) };
}

/** Today when it is a Monday, else the next Monday (YYYY-MM-DD). */
function comingMonday(today: string): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * Generates a plan from the user's profile, counts it against the plan allowance (the trial's 3)
 * and stores it. The meal-plans API and a plan request in chat both create plans through here.
 */
export async function createMealPlan(db: TDb, userId: string, request: TMealPlanRequest = {}, context: { profile?: TNutritionProfile; calories?: number; onlyMeal?: boolean; prefer?: readonly string[]; fromMonday?: boolean } = {}): Promise<TMealPlan> {
  const profile = await requireCompleteProfile(db, userId);
  const avoidFoods = request.avoidFoods ?? [];
  const state = await consumeQuota(db, userId, "mealPlans");
  try {
    const seed = randomInt(1, 2 ** 31 - 1);
    const bounds = kcalBounds(request, context.onlyMeal ?? false);
    const calories = context.calories === undefined ? undefined : Math.min(Math.max(context.calories, bounds.min), bounds.max);
    const stated = withStated(engineProfile(profile, avoidFoods), context.profile);
    // Foods the request asked for ("pode ser com frango e mandioca") are favoured like the profile's own (decision 119).
    const preferred = context.prefer?.length ? { ...stated, preferredFoods: [...(stated.preferredFoods ?? []), ...context.prefer] } : stated;
    const plan = generatePlan(preferred, {
      days: request.days ?? MEAL_PLAN_DEFAULT_DAYS,
      seed,
      // Day 1 is today, labelled by its weekday (decision 108); a plan "de segunda a sexta" starts on the coming Monday.
      startDate: context.fromMonday ? comingMonday(localDate()) : localDate(),
      ...(request.meals ? { meals: request.meals } : {}),
      ...(calories !== undefined ? { calories } : {}),
      ...(request.cuisine ? { cuisine: request.cuisine } : {}),
    });
    const meals = [...new Set(plan.days[0]?.meals.map((m) => m.slot) ?? [])];
    const dayCount = plan.days.length;
    // A regional plan says so in its title, which the plan list and the chat's reply show (decision 117).
    const cuisine = request.cuisine ? ` · ${MEAL_PLAN_CUISINE_LABELS[request.cuisine]}` : "";
    const title = request.title ?? `Plano de ${dayCount} ${dayCount === 1 ? "dia" : "dias"} · ${plan.targets.calories} kcal${cuisine}`;
    const [row] = await db
      .insert(mealPlans)
      .values({ userId, title, meals, avoidFoods, targets: plan.targets, days: plan.days, seed })
      .returning();
    return toMealPlanContract(row!);
  } catch (error) {
    await refundQuota(db, userId, "mealPlans", state.periodStart);
    throw error;
  }
}
