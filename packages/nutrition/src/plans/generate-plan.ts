import { addTotals, EMPTY_TOTALS, nutrientsFor, roundTotals, type TNutrientTotals } from "../analyze/nutrients";
import type { TNutritionProfile } from "../profile";
import { computeTargets, type TTargets } from "../targets";
import { eligiblePools, type TCandidate } from "./eligible-foods";
import { describePortion } from "./describe-portion";
import { DEFAULT_MEALS, MEAL_NAMES, MEAL_ROLES, MEAL_SHARES, WEEKDAYS } from "./meal-slots";
import type { TMealPlan, TMealSlot, TPlanDay, TPlanOptions, TRole } from "./plan-types";
import { roundPortions, solvePortions, type TSolverGoal, type TSolverItem } from "./portion-solver";
import { createRandom, pickWeighted } from "./random";

type TChoice = { meal: number; role: TRole; candidate: TCandidate };

const ATTEMPTS = 12;

/** Whether a day's totals sit within ±3 % of the energy target and ±10 % of each macro target. */
export function isDayWithinTargets(totals: TNutrientTotals, targets: TTargets): boolean {
  const near = (value: number, target: number, tolerance: number) => Math.abs(value - target) <= target * tolerance;
  return (
    near(totals.calories, targets.calories, 0.03) &&
    near(totals.protein, targets.protein, 0.1) &&
    near(totals.carbohydrates, targets.carbohydrates, 0.1) &&
    near(totals.fat, targets.fat, 0.1)
  );
}

function dayError(totals: TNutrientTotals, targets: TTargets): number {
  const rel = (value: number, target: number) => Math.abs(value - target) / Math.max(target, 1);
  return (
    3 * rel(totals.calories, targets.calories) +
    rel(totals.protein, targets.protein) +
    rel(totals.carbohydrates, targets.carbohydrates) +
    rel(totals.fat, targets.fat)
  );
}

export function solverGoal(targets: TTargets, meals: readonly TMealSlot[], diabetes: boolean): TSolverGoal {
  const shareSum = meals.reduce((s, m) => s + MEAL_SHARES[m], 0);
  const shares = meals.map((m) => MEAL_SHARES[m] / shareSum);
  return {
    calories: targets.calories,
    protein: targets.protein,
    carbohydrates: targets.carbohydrates,
    fat: targets.fat,
    sodiumLimit: targets.sodiumLimit,
    mealCalories: shares.map((s) => s * targets.calories),
    mealCarbohydrates: diabetes ? shares.map((s) => s * targets.carbohydrates * 1.15) : undefined,
  };
}

/** Portions grow and shrink with the energy target: a 3,500 kcal day needs bigger plates than a 1,300 kcal one. */
export function toSolverItem(choice: TChoice, calories: number): TSolverItem {
  const n = choice.candidate.food.nutrients;
  const scale = Math.min(2.2, Math.max(0.6, calories / 2000));
  return {
    perGram: [n.energy / 100, n.protein / 100, n.carbohydrates / 100, n.fat / 100, (n.sodium ?? 0) / 100],
    min: choice.candidate.min * Math.min(1, scale) * 0.4,
    typical: choice.candidate.typical * scale,
    max: choice.candidate.max * Math.max(1, scale) * 1.2,
    meal: choice.meal,
  };
}

function chooseFoods(
  pools: Record<TRole, TCandidate[]>,
  meals: readonly TMealSlot[],
  random: () => number,
  usage: Map<string, number>,
  yesterday: ReadonlySet<string>,
): TChoice[] {
  const today = new Set<string>();
  const choices: TChoice[] = [];
  meals.forEach((slot, meal) => {
    for (const role of MEAL_ROLES[slot]) {
      const options = role === "oil" ? pools[role] : pools[role].filter((c) => !today.has(c.food.id));
      const candidate = pickWeighted(random, options, (c) => {
        const preference = c.preferred ? 4 : 1;
        const repeat = yesterday.has(c.food.id) ? 0.25 : 1;
        return (preference * repeat) / (1 + (usage.get(c.food.id) ?? 0));
      });
      if (!candidate) continue;
      today.add(candidate.food.id);
      choices.push({ meal, role, candidate });
    }
  });
  return choices;
}

export function buildDay(day: number, meals: readonly TMealSlot[], choices: readonly TChoice[], grams: readonly number[]): TPlanDay {
  const planMeals = meals.map((slot, meal) => {
    let raw = EMPTY_TOTALS;
    const items = choices.flatMap((choice, i) => {
      if (choice.meal !== meal || (grams[i] as number) <= 0) return [];
      const food = choice.candidate.food;
      const g = grams[i] as number;
      const nutrients = nutrientsFor(food, g);
      raw = addTotals(raw, nutrients);
      return [{ foodId: food.id, food: food.name, role: choice.role, grams: g, measure: describePortion(food, g), ...roundTotals(nutrients) }];
    });
    return { slot, name: MEAL_NAMES[slot], items, totals: roundTotals(raw) };
  });
  const totals = roundTotals(planMeals.reduce<TNutrientTotals>((s, m) => addTotals(s, m.totals), EMPTY_TOTALS));
  return { day, label: WEEKDAYS[(day - 1) % 7] as string, meals: planMeals, totals };
}

/** A day or a week of Brazilian meals sized to the profile's targets; the same seed gives the same plan. */
export function generatePlan(profile: TNutritionProfile, options: TPlanOptions = {}): TMealPlan {
  const targets = computeTargets(profile);
  if (!targets) throw new Error("Perfil incompleto: informe idade, peso e altura para gerar o plano.");
  const seed = options.seed ?? 1;
  const dayCount = Math.min(Math.max(Math.round(options.days ?? 7), 1), 14);
  const chosen = new Set(options.meals ?? DEFAULT_MEALS);
  const meals = DEFAULT_MEALS.filter((m) => chosen.has(m));
  if (meals.length === 0) throw new Error("Escolha ao menos uma refeição para o plano.");
  const pools = eligiblePools(profile);
  const goal = solverGoal(targets, meals, (profile.healthConditions ?? []).includes("DIABETES"));
  const random = createRandom(seed);
  const usage = new Map<string, number>();
  let yesterday = new Set<string>();
  const days: TPlanDay[] = [];
  for (let day = 1; day <= dayCount; day++) {
    let best: { plan: TPlanDay; error: number; choices: TChoice[] } | null = null;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const choices = chooseFoods(pools, meals, random, usage, yesterday);
      const items = choices.map((c) => toSolverItem(c, targets.calories));
      const grams = roundPortions(items, goal, solvePortions(items, goal));
      const plan = buildDay(day, meals, choices, grams);
      const error = dayError(plan.totals, targets);
      if (!best || error < best.error) best = { plan, error, choices };
      if (isDayWithinTargets(plan.totals, targets)) break;
    }
    if (!best) continue;
    for (const c of best.choices) usage.set(c.candidate.food.id, (usage.get(c.candidate.food.id) ?? 0) + 1);
    yesterday = new Set(best.choices.map((c) => c.candidate.food.id));
    days.push(best.plan);
  }
  return { targets, days, seed };
}
