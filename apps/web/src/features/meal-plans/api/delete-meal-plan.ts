import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { mealPlansQuery } from "./list-meal-plans";

/** DELETE /api/meal-plans/{id}. */
export function deleteMealPlan(id: string): Promise<unknown> {
  return api.delete(`/api/meal-plans/${encodeURIComponent(id)}`);
}

export function useDeleteMealPlan() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteMealPlan, onSuccess: () => client.invalidateQueries({ queryKey: mealPlansQuery.queryKey }) });
}
