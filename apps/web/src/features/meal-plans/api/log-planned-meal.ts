import type { TCalorieCalculation, TMealPlanLogRequest } from "@nutriguia/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /api/meal-plans/{id}/log: the planned meal into today's log. */
export function logPlannedMeal(id: string, request: TMealPlanLogRequest): Promise<TCalorieCalculation> {
  return api.post<TCalorieCalculation>(`/api/meal-plans/${encodeURIComponent(id)}/log`, request);
}

export function useLogPlannedMeal(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TMealPlanLogRequest) => logPlannedMeal(id, request),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ["calories"] });
      void client.invalidateQueries({ queryKey: ["dashboard"] });
      void client.invalidateQueries({ queryKey: ["calendar"] });
    },
  });
}
