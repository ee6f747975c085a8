import type { TDietaryRestriction, TMealPlan, TMealSlot } from "@nutriguia/domain";
import { EXCLUSION_WORDS } from "../understand/exclusions-said";
import { GROUP_COMPONENTS } from "../../../shared/meal-plan-creation";
import { activeRestrictions, conflictsWithRestriction, foodComposition, getFood, isDisliked, type TFoodComponent, type TNutritionProfile } from "@nutriguia/nutrition";

/**
 * A plan checked against what was asked of it (decision 162), day by day over all its days, on the engine's own
 * numbers and food records: the reply says what holds and, plainly, what does not. Nothing is claimed that this check
 * did not confirm. Each check: `ok`, what was asked as said back (`what`), and where it fails (`where`, the days).
 */
export type TPlanCheckKind = "kcal" | "diet" | "component" | "avoid" | "lowCarb" | "group";
export type TPlanCheck = { kind: TPlanCheckKind; ok: boolean; what: string; where: string[] };

/** What a plan was asked to meet: a daily kcal, the diets and allergens, foods left out, a low-carb cap. */
export type TPlanAsked = {
  /** The day's energy asked in words ("quero 1500 kcal"); the plan's own target when none was said. */
  calories: number | null;
  profile: TNutritionProfile | undefined;
  /** Foods left out of this plan (the plan's own list). */
  avoid: readonly string[];
  /** Named sets of foods left out for a reason ("só preparos rápidos" in the dinner), checked and said on their own. */
  groups?: readonly TPlanGroup[];
};
/** `slots`: the meals the set is left out of; every meal when absent. `days`: the days' labels it holds on; every day when absent. */
export type TPlanGroup = { what: string; words: readonly string[]; slots?: readonly TMealSlot[]; days?: readonly string[] };

/** Each day within 5 % of the day's energy asked (the acceptance's tolerance). */
export const KCAL_TOLERANCE = 0.05;
/** Low carb: at most this share of the day's energy from carbohydrate (the usual cut-off of a low-carbohydrate diet, < 26 %). */
export const LOW_CARB_SHARE = 0.26;
export const KETO_SHARE = 0.1;

const DIET_LABELS: Partial<Record<TDietaryRestriction, string>> = {
  VEGETARIAN: "sem carne nem peixe (vegetariano)",
  VEGAN: "sem nada de origem animal (vegano)",
  PESCATARIAN: "sem carne (pescetariano)",
  GLUTEN_FREE: "sem glúten",
  LACTOSE_FREE: "sem lactose",
  DIABETIC: "sem açúcar adicionado",
};
const COMPONENT_LABELS: Partial<Record<TFoodComponent, string>> = {
  peanut: "sem amendoim", tree_nuts: "sem castanhas", milk: "sem proteína do leite", lactose: "sem lactose", egg: "sem ovo", gluten: "sem glúten",
  wheat: "sem trigo", soy: "sem soja", fish: "sem peixe", shellfish: "sem frutos do mar", sesame: "sem gergelim", meat: "sem carne", animal: "sem nada de origem animal",
};


type TItemAt = { day: string; slot: TMealSlot; meal: string; food: string; foodId: string };

function itemsOf(plan: TMealPlan): TItemAt[] {
  return plan.days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => ({ day: d.label, slot: m.slot, meal: m.name.toLowerCase(), food: i.food, foodId: i.foodId }))));
}

const at = (i: TItemAt) => `${i.food} (${i.day.toLowerCase()}, ${i.meal})`;

/** The components a plan leaves out: the profile's allergens and the groups of its foods left out. */
export function componentsLeftOut(profile: TNutritionProfile | undefined, avoid: readonly string[]): TFoodComponent[] {
  return [...new Set([...(profile?.avoidComponents ?? []), ...avoid.flatMap((a) => (GROUP_COMPONENTS[a] ? [GROUP_COMPONENTS[a]] : []))])];
}

export function checkPlan(plan: TMealPlan, asked: TPlanAsked): TPlanCheck[] {
  const checks: TPlanCheck[] = [];
  const items = itemsOf(plan).map((i) => ({ ...i, record: getFood(i.foodId) }));
  const target = asked.calories ?? plan.targets.calories;
  const off = plan.days.filter((d) => Math.abs(d.totals.calories - target) > target * KCAL_TOLERANCE);
  // A plan of one meal ("3 jantares") is that meal's energy, never a day's intake read against the safe floor (decision 195).
  const oneMeal = plan.days.every((d) => d.meals.length === 1) ? plan.days[0]?.meals[0]?.name.toLowerCase() : undefined;
  checks.push({ kind: "kcal", ok: off.length === 0, what: oneMeal ? `${Math.round(target)} kcal em cada ${oneMeal}` : `${Math.round(target)} kcal por dia`, where: off.map((d) => `${d.label.toLowerCase()} (${Math.round(d.totals.calories)} kcal)`) });
  const restrictions = activeRestrictions(asked.profile);
  for (const r of restrictions) {
    const label = DIET_LABELS[r];
    if (!label) continue;
    const found = items.filter((i) => i.record && conflictsWithRestriction(i.record, r));
    checks.push({ kind: "diet", ok: found.length === 0, what: label, where: found.map(at) });
  }
  const said = new Set(checks.map((c) => c.what));
  // A group left out by its head word ("peixe") is checked by composition and by its names, and said once.
  const grouped = new Set((asked.groups ?? []).flatMap((g) => g.words));
  for (const c of componentsLeftOut(asked.profile, asked.avoid)) {
    const label = COMPONENT_LABELS[c];
    const head = Object.keys(GROUP_COMPONENTS).find((h) => GROUP_COMPONENTS[h] === c && asked.avoid.includes(h));
    const members = head ? (EXCLUSION_WORDS.find(([, m]) => m[0] === head)?.[1] ?? [head]) : [];
    for (const m of members) grouped.add(m);
    if (!label || said.has(label)) continue;
    const found = items.filter((i) => i.record && (foodComposition(i.record).contains.includes(c) || (members.length > 0 && isDisliked(i.record, members))));
    checks.push({ kind: "component", ok: found.length === 0, what: label, where: found.map(at) });
  }
  for (const g of asked.groups ?? []) {
    const found = items.filter((i) => i.record && (!g.slots || g.slots.includes(i.slot)) && (!g.days || g.days.includes(i.day)) && isDisliked(i.record, g.words));
    checks.push({ kind: "group", ok: found.length === 0, what: g.what, where: found.map(at) });
  }
  const avoid = [...new Set([...asked.avoid, ...(asked.profile?.dislikedFoods ?? [])])].filter((a) => !grouped.has(a));
  if (avoid.length > 0 && !avoid.every((a) => grouped.has(a))) {
    const found = items.filter((i) => i.record && isDisliked(i.record, avoid));
    checks.push({ kind: "avoid", ok: found.length === 0, what: `sem ${leftOutLabel(avoid.filter((a) => !grouped.has(a)))}`, where: found.map(at) });
  }
  const cap = restrictions.includes("KETO") ? KETO_SHARE : restrictions.includes("LOW_CARB") ? LOW_CARB_SHARE : null;
  if (cap !== null) {
    const over = plan.days.filter((d) => carbShare(d.totals) > cap + 1e-9);
    const highest = Math.max(...plan.days.map((d) => carbShare(d.totals)));
    checks.push({ kind: "lowCarb", ok: over.length === 0, what: `no máximo ${Math.round(cap * 100)}% das calorias vindas de carboidrato (o dia com mais ficou em ${pct(highest)})`, where: over.map((d) => `${d.label.toLowerCase()} (${pct(carbShare(d.totals))})`) });
  }
  return checks;
}

/** A group left out whole said by its name ("peixe", "carne de porco"), the other foods by theirs, up to six. */
const GROUP_NAMES: Readonly<Record<string, string>> = { porco: "carne de porco", camarao: "frutos do mar", "carne bovina": "carne vermelha", pintado: "peixes sem escamas" };
function leftOutLabel(avoid: readonly string[]): string {
  const out = new Set<string>();
  for (const food of avoid) {
    const group = EXCLUSION_WORDS.map(([, members]) => members).find((members) => members.includes(food) && members.every((m) => avoid.includes(m)));
    out.add(group ? (GROUP_NAMES[group[0]!] ?? group[0]!) : food);
  }
  const names = [...out];
  return names.length > 6 ? `${names.slice(0, 6).join(", ")} e os outros que você deixou de fora` : names.join(", ");
}

const pct = (share: number) => `${(Math.floor(share * 1000) / 10).toFixed(1).replace(".", ",")}%`;

/** The share of the day's energy from carbohydrate, 4 kcal per gram. */
export function carbShare(totals: { calories: number; carbohydrates: number }): number {
  return totals.calories > 0 ? (totals.carbohydrates * 4) / totals.calories : 0;
}
