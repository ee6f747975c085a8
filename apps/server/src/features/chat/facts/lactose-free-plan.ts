import type { TNutritionProfile } from "@nutriguia/nutrition";
import type { TUserFacts } from "../understand/user-facts";
import { requestedPlanDays, type TUnderstanding } from "../understand/understand";
import type { TFactSources, TPlanOutcome } from "./gather-facts";
import { readPlanAsk } from "./plan-request";

/**
 * "mas tira o leite de tudo, me faz mal": swapping item by item leaves dairy where its role has no other food, so the
 * plan is made again on a lactose-free diet, with the days and meals asked before.
 */
export async function remakeLactoseFree(u: TUnderstanding, facts: TUserFacts, createPlan: TFactSources["createPlan"]): Promise<{ outcome: TPlanOutcome; profile: TNutritionProfile } | null> {
  if (!facts.profile) return null;
  const profile = { ...facts.profile, dietaryRestrictions: [...new Set([...(facts.profile.dietaryRestrictions ?? []), "LACTOSE_FREE" as const])] };
  const earlier = `${u.earlier ?? ""} ${u.context ?? ""}`;
  return { outcome: await createPlan(readPlanAsk(earlier, requestedPlanDays(earlier)).request, { profile }), profile };
}
