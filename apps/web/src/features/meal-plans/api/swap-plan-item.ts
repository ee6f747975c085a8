import type { TMealPlan, TMealPlanItemRef } from "@nutriguia/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { groceryListQuery } from "./get-grocery-list";
import { mealPlanQuery } from "./get-meal-plan";

/** POST /api/meal-plans/{id}/swap: one item for an equivalent; the whole plan comes back. */
export function swapPlanItem(id: string, ref: TMealPlanItemRef): Promise<TMealPlan> {
  return api.post<TMealPlan>(`/api/meal-plans/${encodeURIComponent(id)}/swap`, ref);
}

export function useSwapPlanItem(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ref: TMealPlanItemRef) => swapPlanItem(id, ref),
    onSuccess: (plan) => {
      client.setQueryData(mealPlanQuery(id).queryKey, plan);
      void client.invalidateQueries({ queryKey: groceryListQuery(id).queryKey });
    },
  });
}
