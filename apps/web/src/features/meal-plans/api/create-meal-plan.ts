import type { TMealPlan, TMealPlanRequest } from "@nutriguia/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { mealPlansQuery } from "./list-meal-plans";

/** POST /api/meal-plans: generated from the profile; counts against the plan allowance. */
export function createMealPlan(request: TMealPlanRequest): Promise<TMealPlan> {
  return api.post<TMealPlan>("/api/meal-plans", request);
}

export function useCreateMealPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createMealPlan,
    onSuccess: (plan) => {
      client.setQueryData(["meal-plans", plan.id], plan);
      void client.invalidateQueries({ queryKey: mealPlansQuery.queryKey, exact: true });
    },
  });
}
