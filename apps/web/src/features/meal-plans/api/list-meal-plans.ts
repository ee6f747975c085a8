import type { TMealPlanSummary } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/meal-plans: newest first. */
export function listMealPlans(): Promise<{ plans: TMealPlanSummary[] }> {
  return api.get<{ plans: TMealPlanSummary[] }>("/api/meal-plans");
}

export const mealPlansQuery = queryOptions({ queryKey: ["meal-plans"], queryFn: listMealPlans });

export function useMealPlans() {
  return useQuery(mealPlansQuery);
}
