import type { TCalorieCalculation } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/dashboard/calories/{id} (001 §7). */
export function getCalculation(id: string): Promise<TCalorieCalculation> {
  return api.get<TCalorieCalculation>(`/api/dashboard/calories/${encodeURIComponent(id)}`);
}

export const calculationQuery = (id: string) =>
  queryOptions({ queryKey: ["calories", "calculation", id], queryFn: () => getCalculation(id), retry: false });

export function useCalculation(id: string) {
  return useQuery(calculationQuery(id));
}
