import type { TCalorieCalculation, TCalorieCalculationUpdate } from "@nutriguia/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { calculationQuery } from "./get-calculation";

/** PUT /api/dashboard/calories/{id} (001 §7): the updated calculation goes to the success handler. */
export function updateCalculation(id: string, update: TCalorieCalculationUpdate): Promise<TCalorieCalculation> {
  return api.put<TCalorieCalculation>(`/api/dashboard/calories/${encodeURIComponent(id)}`, update);
}

export function useUpdateCalculation(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: TCalorieCalculationUpdate) => updateCalculation(id, update),
    onSuccess: (calculation) => {
      client.setQueryData(calculationQuery(id).queryKey, calculation);
      void client.invalidateQueries({ queryKey: ["calories", "day"] });
      void client.invalidateQueries({ queryKey: ["dashboard"] });
    },
  });
}
