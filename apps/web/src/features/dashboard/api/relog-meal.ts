import type { TCalorieCalculation, TRelogRequest } from "@nutriguia/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /api/dashboard/calories/{id}/relog: the same meal again, today. */
export function relogMeal(id: string, request: TRelogRequest): Promise<TCalorieCalculation> {
  return api.post<TCalorieCalculation>(`/api/dashboard/calories/${encodeURIComponent(id)}/relog`, request);
}

export function useRelogMeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...request }: TRelogRequest & { id: string }) => relogMeal(id, request),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ["calories"] });
      void client.invalidateQueries({ queryKey: ["dashboard"] });
      void client.invalidateQueries({ queryKey: ["calendar"] });
    },
  });
}
