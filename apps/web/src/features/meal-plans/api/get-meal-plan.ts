import type { TMealPlan } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/meal-plans/{id}. */
export function getMealPlan(id: string): Promise<TMealPlan> {
  return api.get<TMealPlan>(`/api/meal-plans/${encodeURIComponent(id)}`);
}

export const mealPlanQuery = (id: string) => queryOptions({ queryKey: ["meal-plans", id], queryFn: () => getMealPlan(id), retry: false });

export function useMealPlan(id: string) {
  return useQuery(mealPlanQuery(id));
}
