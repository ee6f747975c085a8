import type { TMealPlan, TMealPlanSwapRequest } from "@nutriguia/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { groceryListQuery } from "./get-grocery-list";
import { mealPlanQuery } from "./get-meal-plan";

/** POST /api/meal-plans/{id}/swap: one item for the chosen equivalent; the whole plan comes back. */
export function swapPlanItem(id: string, ref: TMealPlanSwapRequest): Promise<TMealPlan> {
  return api.post<TMealPlan>(`/api/meal-plans/${encodeURIComponent(id)}/swap`, ref);
}

export function useSwapPlanItem(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ref: TMealPlanSwapRequest) => swapPlanItem(id, ref),
    onSuccess: (plan) => {
      client.setQueryData(mealPlanQuery(id).queryKey, plan);
      void client.invalidateQueries({ queryKey: groceryListQuery(id).queryKey });
    },
  });
}
