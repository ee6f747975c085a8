import type { TCalculationItemsUpdate, TCalculationSlotUpdate, TCalorieCalculation } from "@nutriguia/domain";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const base = (id: string) => `/api/dashboard/calories/${encodeURIComponent(id)}`;

/** PUT /api/dashboard/calories/{id}/items (decision 210): the fixed item list, recomputed by the server. */
export function updateCalculationItems(id: string, update: TCalculationItemsUpdate): Promise<TCalorieCalculation> {
  return api.put<TCalorieCalculation>(`${base(id)}/items`, update);
}

/** PUT /api/dashboard/calories/{id}/slot: the meal and day it counts for. */
export function updateCalculationSlot(id: string, update: TCalculationSlotUpdate): Promise<TCalorieCalculation> {
  return api.put<TCalorieCalculation>(`${base(id)}/slot`, update);
}

function refresh(client: QueryClient, calculation: TCalorieCalculation) {
  client.setQueryData(["calories", "calculation", calculation.id], calculation);
  void client.invalidateQueries({ queryKey: ["calories", "day"] });
  void client.invalidateQueries({ queryKey: ["calories", "frequent"] });
  void client.invalidateQueries({ queryKey: ["dashboard"] });
  void client.invalidateQueries({ queryKey: ["calendar"] });
}

export function useUpdateCalculationItems(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: TCalculationItemsUpdate) => updateCalculationItems(id, update),
    onSuccess: (calculation) => refresh(client, calculation),
  });
}

export function useUpdateCalculationSlot(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: TCalculationSlotUpdate) => updateCalculationSlot(id, update),
    onSuccess: (calculation) => refresh(client, calculation),
  });
}
