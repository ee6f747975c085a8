import type { TMealPlan, TMealSlot } from "@nutriguia/domain";
import { foodComposition, getFood, isDisliked, matchFood, putFoodInMeal, rebalanceDay, swapPlanItem, WEEKDAYS, withMealItems, type TMealPlan as TEnginePlan, type TNutritionProfile } from "@nutriguia/nutrition";
import type { TDb } from "../../db/client";
import { engineProfile, GROUP_COMPONENTS, requireCompleteProfile, toMealPlanContract, withStated } from "../../shared/meal-plan-creation";
import * as repo from "./meal-plans.repository";

/** What a redraw changed: the plan's new days, and each changed meal's foods before and after. */
/** `remembered`: foods added to the plan's foods to avoid by this change ("tira o jiló, ninguém come"), as the tables spell them. */
/** `portable`: the meal was made to travel (what needs the fridge taken out). `liquid`: the meal made to drink. */
/** `plan`: the plan as saved after the change, for the reply to check before it says anything of it (decision 162). */
export type TRedraw = { planId: string; title: string; changed: { day: number; label: string; meal: string; before: string[]; after: string[] }[]; kept: number; wantMet: boolean; remembered: string[]; portable?: boolean; liquid?: boolean; plan?: TMealPlan };

/**
 * Draws a meal again on the chosen days (every item swapped for an equivalent of the same role and about the same
 * kcal, allowed by the profile, the plan's own exclusions and `avoid`), and saves the plan. Null when the plan is gone.
 */
/** Whether a plan item is one of the foods taken out, by the engine's own reading of its name, aliases and heads. */
/** A group said by its head word ("peixe") names every food of the group by its composition (an abadejo too). */
function names(foodId: string, avoid: readonly string[]): boolean {
  const food = getFood(foodId);
  if (!food) return false;
  return isDisliked(food, avoid) || avoid.some((a) => GROUP_COMPONENTS[a] !== undefined && foodComposition(food).contains.includes(GROUP_COMPONENTS[a]));
}

/** Which days to redraw: by number, by weekday (0 = segunda, matched on the days' labels), or all. */
export type TRedrawDays = { days: number[] | "all"; weekdays: readonly number[] };

/** "por algo com ovo": one item of the meal becomes a food `want` names (the first item whose role offers one); null when none can. */
function swapToWanted(plan: TEnginePlan, profile: TNutritionProfile, day: number, slot: TMealSlot, count: number, want: readonly string[], seed: number): TEnginePlan | null {
  for (let itemIndex = 0; itemIndex < count; itemIndex++) {
    const swapped = swapPlanItem(plan, profile, { day, slot, itemIndex }, seed + itemIndex, want);
    if (swapped !== plan) return swapped;
  }
  return null;
}

/**
 * `slot` null: every meal, but only the items that name a food of `avoid` ("tira o peixe"). `want` ("ovo"): the meal
 * keeps its other foods and one item becomes that food; when no item can, the whole meal is drawn again.
 */
/** `stated`: the profile with what was said in the conversation ("sou vegetariana"), which the plan was made with. */
/** `remember`: `avoid` joins the plan's own foods to avoid, so swaps and later changes never bring it back. */
/** `add`: `want` joins the meal ("coloca ovo no café"), the rest of the meal and the day's energy kept; the meal is never redrawn. */
/** `portable`: the meal keeps only foods that last hours out of the fridge, with nuts in place of the dairy when they fit. */
export type TRedrawAsk = { avoid: readonly string[]; want: readonly string[]; onlyNamed: boolean; exclude: readonly string[]; stated?: TNutritionProfile | undefined; remember?: boolean | undefined; add?: boolean | undefined; portable?: boolean | undefined; liquid?: boolean | undefined };

/** What spoils in a bag without a fridge for a few hours: dairy and cold cuts. */
const NEEDS_COLD = ["leite", "iogurte", "queijo", "requeijão", "ricota", "coalhada", "creme de leite", "presunto", "peito de peru"];
/** What takes the dairy's place in a snack carried to work: nuts or peanuts, as the plan's restrictions allow. */
const CARRIED = ["castanha de caju", "castanha-do-pará", "amendoim", "castanha"];

/** The meal without what needs the fridge, nuts put in when a role of the meal offers them; the day kept on its energy. */
function carriedMeal(plan: TEnginePlan, profile: TNutritionProfile, day: number, slot: TMealSlot): TEnginePlan {
  const meal = plan.days.find((d) => d.day === day)?.meals.find((m) => m.slot === slot);
  const kept = meal?.items.filter((i) => !names(i.foodId, NEEDS_COLD)) ?? [];
  if (!meal || kept.length === meal.items.length) return plan;
  const without = withMealItems(plan, day, slot, kept);
  return putFoodInMeal(without, profile, day, slot, CARRIED) ?? rebalanceDay(without, profile, day, new Set());
}

/** What goes into a glass: a milk, a yoghurt or a plant drink, fruit, oats and seeds, peanut butter, honey (decision 221). */
const DRINK_BASE = ["leite", "iogurte", "leite de soja", "bebida de soja", "kefir", "café com leite"];
const BLENDED = [...DRINK_BASE, "aveia", "chia", "linhaça", "pasta de amendoim", "cacau", "mel", "suco", "água de coco", "whey"];
const DRINK_FRUITS = ["banana", "mamão", "morango", "manga", "abacate", "maçã", "abacaxi", "melão", "goiaba"];

/** The meal as a drink: what does not go into a glass taken out, a milk or yoghurt and a fruit put in, the day kept on its energy. */
function drinkMeal(plan: TEnginePlan, profile: TNutritionProfile, day: number, slot: TMealSlot): TEnginePlan {
  const meal = plan.days.find((d) => d.day === day)?.meals.find((m) => m.slot === slot);
  if (!meal) return plan;
  // Citrus and grapes curdle or taste off with milk: only the fruits of a vitamina stay, another one put in when none does.
  const blends = (foodId: string) => names(foodId, BLENDED) || names(foodId, DRINK_FRUITS);
  const kept = meal.items.filter((i) => blends(i.foodId));
  let out = kept.length === meal.items.length ? plan : withMealItems(plan, day, slot, kept);
  if (!kept.some((i) => names(i.foodId, DRINK_BASE))) out = putFoodInMeal(out, profile, day, slot, DRINK_BASE) ?? out;
  const now = out.days.find((d) => d.day === day)?.meals.find((m) => m.slot === slot)?.items ?? [];
  if (!now.some((i) => names(i.foodId, DRINK_FRUITS))) out = putFoodInMeal(out, profile, day, slot, DRINK_FRUITS) ?? out;
  return out === plan ? plan : rebalanceDay(out, profile, day, new Set());
}

const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

/** "jilo" as the tables spell it ("jiló"); a word that names no single food ("peixe") stays as said. */
function spelled(word: string): string {
  const name = matchFood(word)?.food.name;
  return name && fold(name) === fold(word) ? name.toLowerCase() : word;
}

/** A day more than 3 % off its energy after a redraw has its portions solved again (its foods kept), when that brings it closer. */
function backOnEnergy(plan: TEnginePlan, profile: TNutritionProfile, days: ReadonlySet<number>): TEnginePlan {
  const target = plan.targets.calories;
  const off = (p: TEnginePlan, day: number) => Math.abs((p.days.find((d) => d.day === day)?.totals.calories ?? target) - target) / target;
  return [...days].reduce((out, day) => {
    if (off(out, day) <= 0.03) return out;
    const rebalanced = rebalanceDay(out, profile, day, new Set());
    return off(rebalanced, day) < off(out, day) ? rebalanced : out;
  }, plan);
}

/**
 * "troca o arroz por arroz integral", "o leite por leite desnatado": the food asked is a kind of the one taken out, so
 * the one taken out is not avoided (that would leave out the kind asked) and items already of that kind stay.
 */
function refines(avoid: readonly string[], want: readonly string[]): boolean {
  return want.length > 0 && avoid.length > 0 && avoid.every((a) => want.some((w) => fold(w) !== fold(a) && ` ${fold(w)} `.includes(` ${fold(a)} `)));
}

export async function redrawPlanMeal(db: TDb, userId: string, planId: string, slot: TMealSlot | null, which: TRedrawDays, ask: TRedrawAsk, seed: number): Promise<TRedraw | null> {
  const { avoid, want, exclude } = ask;
  const onlyNamed = ask.onlyNamed || !slot;
  const row = await repo.findPlan(db, userId, planId);
  if (!row) return null;
  const refined = refines(avoid, want);
  const profile = withStated(engineProfile(await requireCompleteProfile(db, userId), [...row.avoidFoods, ...(refined ? [] : avoid), ...exclude]), ask.stated);
  let plan: TEnginePlan = { targets: row.targets, days: row.days, seed: row.seed };
  const changed: TRedraw["changed"] = [];
  let wantMet = want.length > 0;
  let kept = 0;
  for (const day of row.days) {
    const chosen = which.days === "all" || which.days.includes(day.day) || which.weekdays.includes(WEEKDAYS.indexOf(day.label));
    if (!chosen) continue;
    for (const meal of day.meals.filter((m) => (slot ? m.slot === slot : true))) {
      const hit = meal.items.map((i, k) => (!onlyNamed || (names(i.foodId, avoid) && !(refined && names(i.foodId, want))) ? k : -1)).filter((k) => k >= 0);
      if (hit.length === 0) continue;
      if (ask.liquid && slot) {
        const drunk = drinkMeal(plan, profile, day.day, meal.slot);
        if (drunk === plan) continue;
        plan = drunk;
      } else if (ask.portable && slot) {
        const carried = carriedMeal(plan, profile, day.day, meal.slot);
        if (carried === plan) continue;
        plan = carried;
      } else if (ask.add) {
        const put = putFoodInMeal(plan, profile, day.day, meal.slot, want);
        if (!put) wantMet = false;
        if (!put || put === plan) continue;
        plan = put;
      } else if (onlyNamed) {
        // "bota cuscuz no lugar do pão": each item naming the food becomes the one asked for, or an equivalent when none fits.
        for (const itemIndex of hit) {
          const itemSeed = seed + day.day * 31 + itemIndex;
          const preferred = want.length > 0 ? swapPlanItem(plan, profile, { day: day.day, slot: meal.slot, itemIndex }, itemSeed, want) : plan;
          if (want.length > 0 && preferred === plan) wantMet = false;
          // A kind of the same food that does not fit this item leaves it as it is, never some other food.
          plan = preferred !== plan || refined ? preferred : swapPlanItem(plan, profile, { day: day.day, slot: meal.slot, itemIndex }, itemSeed);
        }
      } else {
        const wanted = want.length > 0 ? swapToWanted(plan, profile, day.day, meal.slot, meal.items.length, want, seed + day.day * 31) : null;
        if (wanted) plan = wanted;
        else {
          if (want.length > 0) wantMet = false;
          for (const itemIndex of hit) plan = swapPlanItem(plan, profile, { day: day.day, slot: meal.slot, itemIndex }, seed + day.day * 31 + itemIndex);
        }
      }
      const after = plan.days.find((d) => d.day === day.day)?.meals.find((m) => m.slot === meal.slot);
      if (onlyNamed && after?.items.some((i) => names(i.foodId, avoid) && !(refined && names(i.foodId, want)))) kept++;
      changed.push({ day: day.day, label: day.label, meal: meal.name, before: meal.items.map((i) => i.food), after: (after?.items ?? []).map((i) => `${i.food} (${i.measure})`) });
    }
  }
  // Items with no equivalent allowed (a staple with no other food of its role) stay: counted, so the reply says so.
  plan = backOnEnergy(plan, profile, new Set(changed.map((c) => c.day)));
  // The reply lists each changed meal as it is saved, portions solved again included.
  for (const c of changed) {
    const meal = plan.days.find((d) => d.day === c.day)?.meals.find((m) => m.name === c.meal);
    if (meal) c.after = meal.items.map((i) => `${i.food} (${i.measure})`);
  }

  const known = new Set(row.avoidFoods.map(fold));
  const remembered = ask.remember && !refined ? [...new Set(avoid.map(spelled))].filter((w) => !known.has(fold(w))) : [];
  const listed = remembered.length > 0 ? await repo.updateAvoidFoods(db, userId, planId, [...row.avoidFoods, ...remembered]) : row;
  if (!listed) return null;
  const portable = ask.liquid && slot ? { liquid: true } : ask.portable && slot ? { portable: true } : {};
  if (changed.length === 0) return { planId, title: row.title, changed, kept, wantMet: false, remembered, ...portable, plan: toMealPlanContract(listed) };
  const updated = await repo.updateDays(db, userId, planId, plan.days);
  return updated ? { planId, title: row.title, changed, kept, wantMet, remembered, ...portable, plan: toMealPlanContract(updated) } : null;
}
