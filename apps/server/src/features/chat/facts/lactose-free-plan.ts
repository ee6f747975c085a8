import type { TDietaryRestriction } from "@nutriguia/domain";
import type { TNutritionProfile } from "@nutriguia/nutrition";
import type { TStatedFacts } from "../understand/stated-facts";
import type { TUserFacts } from "../understand/user-facts";
import { requestedDailyCalories, requestedPlanDays, type TUnderstanding } from "../understand/understand";
import type { TFactSources, TPlanOutcome } from "./gather-facts";
import { readPlanAsk } from "./plan-request";

export type TRemade = { outcome: TPlanOutcome; profile: TNutritionProfile };

/** The plan asked for earlier in the conversation made again with `profile`: the same days, meals and kcal. */
async function remake(u: TUnderstanding, profile: TNutritionProfile, createPlan: TFactSources["createPlan"]): Promise<TRemade> {
  const earlier = `${u.earlier ?? ""} ${u.context ?? ""}`;
  const calories = requestedDailyCalories(earlier);
  return { outcome: await createPlan(readPlanAsk(earlier, requestedPlanDays(earlier)).request, { profile, ...(calories !== null ? { calories } : {}) }), profile };
}

/**
 * "mas tira o leite de tudo, me faz mal": swapping item by item leaves dairy where its role has no other food, so the
 * plan is made again on a lactose-free diet, with the days and meals asked before.
 */
/** `without`: "zero leite e derivados" leaves out the lactose-free milk too (decision 203). */
export async function remakeLactoseFree(u: TUnderstanding, facts: TUserFacts, createPlan: TFactSources["createPlan"], without: readonly string[] = []): Promise<TRemade | null> {
  if (!facts.profile) return null;
  const disliked = [...new Set([...(facts.profile.dislikedFoods ?? []), ...without])];
  return remake(u, { ...facts.profile, dietaryRestrictions: [...new Set([...(facts.profile.dietaryRestrictions ?? []), "LACTOSE_FREE" as const])], ...(disliked.length > 0 ? { dislikedFoods: disliked } : {}) }, createPlan);
}

/** An allergy, a diet or a food left out said right after a plan was made ("ah esqueci, sou alérgica a ovo"). */
export function restrictsThePlan(stated: TStatedFacts): boolean {
  return stated.avoid.length > 0 || stated.diets.length > 0 || stated.exclusions.length > 0;
}

/** The plan just made, made again with what the person has now said (the facts already hold it). */
export async function remakeWithStated(u: TUnderstanding, facts: TUserFacts, createPlan: TFactSources["createPlan"]): Promise<TRemade | null> {
  return facts.profile ? remake(u, facts.profile, createPlan) : null;
}

/** The plan just made, made again on a diet asked after it ("agora deixa ela low carb"; decision 162). */
export async function remakeWithDiet(u: TUnderstanding, facts: TUserFacts, diet: TDietaryRestriction, createPlan: TFactSources["createPlan"]): Promise<TRemade | null> {
  if (!facts.profile) return null;
  return remake(u, { ...facts.profile, dietaryRestrictions: [...new Set([...(facts.profile.dietaryRestrictions ?? []), diet])] }, createPlan);
}
