import { addTotals, EMPTY_TOTALS, nutrientsFor, roundTotals, type TNutrientTotals } from "../analyze/nutrients";
import type { TNutritionProfile } from "../profile";
import { computeTargets, LOW_CARB_MAX_GRAMS, type TTargets } from "../targets";
import { eligiblePools, type TCandidate } from "./eligible-foods";
import { describePortion } from "./describe-portion";
import { DEFAULT_MEALS, MEAL_NAMES, MEAL_SHARES, shareOfDay, WEEKDAYS, weekdayIndex } from "./meal-slots";
import { HIGH_FAT_TEMPLATES, MEAL_TEMPLATES, STEADY_GLUCOSE_TEMPLATES, type TMealTemplate } from "./meal-templates";
import type { TMealPlan, TMealSlot, TPlanDay, TPlanOptions, TRole } from "./plan-types";
import { OPTIONAL_ROLES, STAPLE_ROLES } from "./pools";
import { roundPortions, solvePortions, type TSolverGoal, type TSolverItem } from "./portion-solver";
import { createRandom, pickWeighted } from "./random";
import { extraChoice, type TChoice } from "./top-up";
import { weekProteins } from "./week-proteins";


const ATTEMPTS = 24;

/**
 * Whether a day's totals sit within ±3 % of the energy target, at or above 90 % of the protein target (meat at
 * 100 g or more per main meal often lands above it) and within ±15 % of carbohydrates and fat (decision 108).
 */
export function isDayWithinTargets(totals: TNutrientTotals, targets: TTargets): boolean {
  const near = (value: number, target: number, tolerance: number) => Math.abs(value - target) <= target * tolerance;
  return (
    near(totals.calories, targets.calories, 0.03) &&
    totals.protein >= targets.protein * 0.9 &&
    near(totals.carbohydrates, targets.carbohydrates, 0.15) &&
    near(totals.fat, targets.fat, 0.15)
  );
}

/**
 * Low carb caps the share of the day's energy from carbohydrate (decision 162): at most 26 % on every day, not only on
 * average, and at most 130 g (decision 203), so a large day gets a smaller share. Keto's targets are already out of
 * reach of the meals' templates (decision 108): its plans are checked and said as they are, not drawn again. Null when
 * low carb is not followed.
 */
export function carbCeiling(profile: TNutritionProfile, calories: number): number | null {
  const diets = new Set(profile.dietaryRestrictions ?? []);
  return diets.has("LOW_CARB") && !diets.has("KETO") ? Math.min(0.26, ((LOW_CARB_MAX_GRAMS + 5) * 4) / calories) : null;
}

/** A low-carb day asked at more energy than the profile's keeps its carbohydrate in grams; fat makes up the rest. */
function lowCarbGrams(targets: TTargets, profile: TNutritionProfile): TTargets {
  if (carbCeiling(profile, targets.calories) === null || targets.carbohydrates <= LOW_CARB_MAX_GRAMS) return targets;
  return { ...targets, carbohydrates: LOW_CARB_MAX_GRAMS, fat: Math.round((targets.calories - targets.protein * 4 - LOW_CARB_MAX_GRAMS * 4) / 9) };
}

const overCeiling = (totals: TNutrientTotals, ceiling: number | null) => (ceiling === null || totals.calories <= 0 ? 0 : Math.max(0, (totals.carbohydrates * 4) / totals.calories - ceiling));

/** A low-carb day is done once under its ceiling, on its energy (±3 %) and its protein: less carbohydrate than aimed is no miss. */
export function underCeilingOnEnergy(totals: TNutrientTotals, targets: TTargets, ceiling: number): boolean {
  return overCeiling(totals, ceiling) === 0 && (isDayWithinTargets(totals, targets) || (Math.abs(totals.calories - targets.calories) <= targets.calories * 0.03 && totals.protein >= targets.protein * 0.9 && totals.carbohydrates < targets.carbohydrates));
}

function dayError(totals: TNutrientTotals, targets: TTargets, ceiling: number | null = null): number {
  const rel = (value: number, target: number) => Math.abs(value - target) / Math.max(target, 1);
  return (
    40 * overCeiling(totals, ceiling) +
    10 * rel(totals.calories, targets.calories) +
    rel(Math.min(totals.protein, targets.protein), targets.protein) +
    rel(totals.carbohydrates, targets.carbohydrates) +
    rel(totals.fat, targets.fat)
  );
}

export function solverGoal(targets: TTargets, meals: readonly TMealSlot[], diabetes: boolean, lowProtein: boolean): TSolverGoal {
  const shareSum = shareOfDay(meals);
  const shares = meals.map((m) => MEAL_SHARES[m] / shareSum);
  return {
    calories: targets.calories,
    protein: targets.protein,
    carbohydrates: targets.carbohydrates,
    fat: targets.fat,
    sodiumLimit: targets.sodiumLimit,
    proteinIsFloor: !lowProtein,
    mealCalories: shares.map((s) => s * targets.calories),
    mealCarbohydrates: diabetes ? shares.map((s) => s * targets.carbohydrates * 1.15) : undefined,
  };
}

/**
 * Portions stay within the bounds of the food's household measure (decision 108): the energy target moves the
 * starting portion, never the bounds. Only in kidney disease may a meal go without its meat; other protein foods
 * shrink towards 60 % of their minimum as the protein share falls.
 */
export function toSolverItem(choice: TChoice, targets: TTargets, lowProtein: boolean): TSolverItem {
  const c = choice.candidate;
  const n = c.food.nutrients;
  const proteinRich = (n.protein * 4) / Math.max(n.energy, 1) > 0.4;
  const factor = proteinRich && choice.role !== "mainProtein" ? Math.min(1, (targets.protein * 4) / targets.calories / 0.18) : 1;
  const shrink = Math.min(Math.floor((c.min * (1 - factor)) / c.step + 1e-9), Math.floor((c.min * 0.4) / c.step + 1e-9));
  const min = c.max > c.min ? c.min - shrink * c.step : c.min;
  const scale = Math.min(1.75, Math.max(0.6, targets.calories / 2000));
  return {
    perGram: [n.energy / 100, n.protein / 100, n.carbohydrates / 100, n.fat / 100, (n.sodium ?? 0) / 100],
    min,
    typical: Math.min(c.max, Math.max(min, c.typical * scale)),
    max: c.max,
    step: c.step,
    optional: OPTIONAL_ROLES.has(choice.role) || (choice.role === "mainProtein" && lowProtein),
    meal: choice.meal,
  };
}

/**
 * Foods used earlier in the week are drawn less, except main proteins, which come from the week's few (see
 * weekProteins) and so must come back. Yesterday's foods are drawn less too.
 */
function pickFood(
  options: readonly TCandidate[],
  role: TRole,
  random: () => number,
  usage: ReadonlyMap<string, number>,
  yesterday: ReadonlySet<string>,
): TCandidate | undefined {
  return pickWeighted(random, options, (c) => {
    const preference = c.preferred ? 4 : 1;
    const repeat = yesterday.has(c.food.id) ? 0.25 : 1;
    const used = usage.get(c.food.id) ?? 0;
    const week = role === "mainProtein" ? 1 : 1 / (1 + used);
    return c.weight * preference * repeat * week;
  });
}

const MAIN_MEALS: ReadonlySet<TMealSlot> = new Set(["LUNCH", "DINNER"]);

/**
 * Picks a template per meal, then a food for each of its places, lunch and dinner first so their protein
 * is not taken by breakfast: dinner reuses lunch's rice, beans and azeite; other foods appear once a day.
 */
function chooseFoods(
  templates: Record<TMealSlot, readonly TMealTemplate[]>,
  pools: Record<TRole, TCandidate[]>,
  meals: readonly TMealSlot[],
  random: () => number,
  usage: Map<string, number>,
  yesterday: ReadonlySet<string>,
): TChoice[] {
  const today = new Set<string>();
  const staplesToday = new Set<string>();
  const placed: (TChoice & { place: number })[] = [];
  const plates = meals.map((slot, meal) => ({ slot, meal, places: pickWeighted(random, templates[slot], (t) => t.weight)?.places ?? [] }));
  const order = [...plates.filter((p) => MAIN_MEALS.has(p.slot)), ...plates.filter((p) => !MAIN_MEALS.has(p.slot))];
  for (const { meal, places } of order) {
    const inMeal = new Set<string>();
    places.forEach((roles, place) => {
      for (const role of roles) {
        const staple = STAPLE_ROLES.has(role);
        const options = pools[role].filter((c) => !inMeal.has(c.food.id) && (staple || !today.has(c.food.id)));
        const candidate = options.find((c) => staplesToday.has(c.food.id)) ?? pickFood(options, role, random, usage, yesterday);
        if (!candidate) continue;
        (staple ? staplesToday : today).add(candidate.food.id);
        inMeal.add(candidate.food.id);
        placed.push({ meal, place, role, candidate });
        return;
      }
    });
  }
  return placed.sort((a, b) => a.meal - b.meal || a.place - b.place).map(({ meal, role, candidate }) => ({ meal, role, candidate }));
}

type TDayContext = {
  targets: TTargets;
  goal: TSolverGoal;
  meals: readonly TMealSlot[];
  pools: Record<TRole, TCandidate[]>;
  highFat: boolean;
  /** Kidney disease: protein limited to 0.8 g/kg, so a meal may go without meat and protein may not run over. */
  lowProtein: boolean;
  /** Diabetes: a snack keeps the partner of its fruit. */
  steadyGlucose: boolean;
  random: () => number;
};

const MAX_EXTRAS = 10;

/**
 * Portions for the chosen foods; while the day stays over 3 % short of its energy (or 10 % short of its fat, now
 * that azeite is at most a colher per meal) with portions at their bounds, one more sensible item is added (nuts or
 * cheese for fat) and the portions solved again.
 */
function fillDay(initial: TChoice[], ctx: TDayContext): { choices: TChoice[]; grams: number[] } {
  let choices = initial;
  for (let extra = 0; ; extra++) {
    const items = choices.map((c) => withSnackPartner(toSolverItem(c, ctx.targets, ctx.lowProtein), c, ctx));
    const grams = roundPortions(items, ctx.goal, solvePortions(items, ctx.goal));
    const total = (k: 0 | 3) => items.reduce((s, item, i) => s + item.perGram[k] * (grams[i] as number), 0);
    const shortOfFat = total(3) < ctx.targets.fat * 0.9;
    if ((total(0) >= ctx.targets.calories * 0.97 && !shortOfFat) || extra === MAX_EXTRAS) return { choices, grams };
    const added = extraChoice(choices, grams, ctx.meals, ctx.goal.mealCalories, ctx.pools, ctx.highFat || shortOfFat, ctx.random);
    if (!added) return { choices, grams };
    choices = [...choices, added].sort((a, b) => a.meal - b.meal);
  }
}

const SNACK_SLOTS: ReadonlySet<TMealSlot> = new Set(["MORNING_SNACK", "AFTERNOON_SNACK", "SUPPER"]);
/** With diabetes the nuts, cheese or dairy beside a snack's fruit stay in it (decision 193): never fruit alone. */
function withSnackPartner(item: TSolverItem, choice: TChoice, ctx: TDayContext): TSolverItem {
  return ctx.steadyGlucose && choice.role !== "fruit" && SNACK_SLOTS.has(ctx.meals[choice.meal]!) ? { ...item, optional: false } : item;
}

/** `firstWeekday`: index in WEEKDAYS of the plan's first day. */
export function buildDay(day: number, meals: readonly TMealSlot[], choices: readonly TChoice[], grams: readonly number[], firstWeekday = 0): TPlanDay {
  const planMeals = meals.map((slot, meal) => {
    let raw = EMPTY_TOTALS;
    const items = choices.flatMap((choice, i) => {
      if (choice.meal !== meal || (grams[i] as number) <= 0) return [];
      const food = choice.candidate.food;
      const g = Math.round((grams[i] as number) * 10) / 10;
      const nutrients = nutrientsFor(food, g);
      raw = addTotals(raw, nutrients);
      const measure = describePortion(choice.candidate, g);
      return [{ foodId: food.id, food: food.name, role: choice.role, grams: g, measure, ...roundTotals(nutrients) }];
    });
    return { slot, name: MEAL_NAMES[slot], items, totals: roundTotals(raw) };
  });
  const totals = roundTotals(planMeals.reduce<TNutrientTotals>((s, m) => addTotals(s, m.totals), EMPTY_TOTALS));
  return { day, label: WEEKDAYS[(firstWeekday + day - 1) % 7] as string, meals: planMeals, totals };
}

/** The profile's targets moved to a requested daily energy: carbohydrate and fat follow, protein per kg stays. */
function retarget(targets: TTargets, calories: number): TTargets {
  const k = calories / targets.calories;
  const protein = Math.min(targets.protein, (calories * 0.3) / 4);
  const rest = calories - protein * 4;
  const carbShare = (targets.carbohydrates * 4) / (targets.carbohydrates * 4 + targets.fat * 9);
  return {
    ...targets,
    calories: Math.round(calories),
    protein: Math.round(protein),
    carbohydrates: Math.round((rest * carbShare) / 4),
    fat: Math.round((rest * (1 - carbShare)) / 9),
    fiber: Math.round(Math.max(25, targets.fiber * Math.min(k, 1.2))),
  };
}

/** A day or a week of Brazilian meals sized to the profile's targets; the same seed gives the same plan. */
export function generatePlan(profile: TNutritionProfile, options: TPlanOptions = {}): TMealPlan {
  const computed = computeTargets(profile);
  if (!computed) throw new Error("Perfil incompleto: informe idade, peso e altura para gerar o plano.");
  const targets = lowCarbGrams(options.calories ? retarget(computed, options.calories) : computed, profile);
  const ceiling = carbCeiling(profile, targets.calories);
  const seed = options.seed ?? 1;
  const dayCount = Math.min(Math.max(Math.round(options.days ?? 7), 1), 14);
  const chosen = new Set(options.meals ?? DEFAULT_MEALS);
  const meals = DEFAULT_MEALS.filter((m) => chosen.has(m));
  if (meals.length === 0) throw new Error("Escolha ao menos uma refeição para o plano.");
  const eligible = eligiblePools(profile, options.cuisine);
  const random = createRandom(seed);
  const pools = { ...eligible, mainProtein: weekProteins(eligible.mainProtein, random) };
  const lowProtein = (profile.healthConditions ?? []).includes("KIDNEY_DISEASE");
  const diabetes = (profile.healthConditions ?? []).includes("DIABETES");
  const goal = solverGoal(targets, meals, diabetes, lowProtein);
  const highFat = (targets.carbohydrates * 4) / targets.calories < 0.35;
  const templates = highFat ? HIGH_FAT_TEMPLATES : diabetes ? STEADY_GLUCOSE_TEMPLATES : MEAL_TEMPLATES;
  const firstWeekday = weekdayIndex(options.startDate);
  const usage = new Map<string, number>();
  let yesterday = new Set<string>();
  const days: TPlanDay[] = [];
  for (let day = 1; day <= dayCount; day++) {
    let best: { plan: TPlanDay; error: number; choices: TChoice[] } | null = null;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const { choices, grams } = fillDay(chooseFoods(templates, pools, meals, random, usage, yesterday), { targets, goal, meals, pools, highFat, lowProtein, steadyGlucose: diabetes, random });
      const plan = buildDay(day, meals, choices, grams, firstWeekday);
      const error = dayError(plan.totals, targets, ceiling);
      if (!best || error < best.error) best = { plan, error, choices };
      if (ceiling === null ? isDayWithinTargets(plan.totals, targets) : underCeilingOnEnergy(plan.totals, targets, ceiling)) break;
    }
    if (!best) continue;
    for (const c of best.choices) usage.set(c.candidate.food.id, (usage.get(c.candidate.food.id) ?? 0) + 1);
    yesterday = new Set(best.choices.map((c) => c.candidate.food.id));
    days.push(best.plan);
  }
  return { targets, days, seed };
}
