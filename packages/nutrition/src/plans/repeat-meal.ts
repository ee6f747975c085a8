import type { TNutritionProfile } from "../profile";
import { WEEKDAYS } from "./meal-slots";
import type { TMealPlan, TMealSlot, TPlanDay } from "./plan-types";
import { rebalanceDay } from "./rebalance-day";
import { withMealItems } from "./swap-item";

/**
 * Which meals repeat (decision 117): `runs` of N days ("repete o almoço 2 dias seguidos pra marmita": day 2 = day 1,
 * day 4 = day 3 …), `all` days from the first ("o mesmo café da manhã todo dia"), or one weekday onto others ("repete o
 * jantar de segunda na terça"; weekdays 0 = segunda, found by the days' labels).
 */
export type TRepeatAsk = { kind: "runs"; length: number } | { kind: "all" } | { kind: "days"; from: number; to: readonly number[] };

export type TMealCopy = { from: number; to: number };

/** The day numbers each copy goes from and to; a weekday the plan does not have gives no copy. */
export function repeatCopies(days: readonly TPlanDay[], ask: TRepeatAsk): TMealCopy[] {
  const numbers = days.map((d) => d.day);
  if (ask.kind === "all") return numbers.slice(1).map((to) => ({ from: numbers[0]!, to }));
  if (ask.kind === "runs") {
    const length = Math.max(2, ask.length);
    return numbers.flatMap((to, k) => (k % length === 0 ? [] : [{ from: numbers[k - (k % length)]!, to }]));
  }
  const dayOf = (weekday: number) => days.find((d) => WEEKDAYS.indexOf(d.label) === weekday)?.day;
  const from = dayOf(ask.from);
  if (from === undefined) return [];
  return ask.to.flatMap((weekday) => {
    const to = dayOf(weekday);
    return to === undefined || to === from ? [] : [{ from, to }];
  });
}

/**
 * The plan with each copy's meal made the same as its source day's (same foods, same portions); a day that then leaves
 * 3 % of its energy target has its other meals' portions solved again (the repeated meal stays as it is).
 */
export function repeatMeal(plan: TMealPlan, profile: TNutritionProfile, slot: TMealSlot, copies: readonly TMealCopy[]): TMealPlan {
  return copies.reduce((out, copy) => {
    const source = out.days.find((d) => d.day === copy.from)?.meals.find((m) => m.slot === slot);
    const target = out.days.find((d) => d.day === copy.to)?.meals.find((m) => m.slot === slot);
    if (!source || !target) return out;
    const copied = withMealItems(out, copy.to, slot, source.items.map((i) => ({ ...i })));
    const day = copied.days.find((d) => d.day === copy.to)!;
    const off = Math.abs(day.totals.calories - copied.targets.calories) > copied.targets.calories * 0.03;
    return off ? rebalanceDay(copied, profile, copy.to, new Set([slot])) : copied;
  }, plan);
}
