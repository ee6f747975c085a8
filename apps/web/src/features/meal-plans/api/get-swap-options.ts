import type { TMealPlanItemRef, TMealPlanSwapOptions } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/meal-plans/{id}/swap-options: a few equivalent foods for one item. */
export function getSwapOptions(id: string, ref: TMealPlanItemRef): Promise<TMealPlanSwapOptions> {
  const query = new URLSearchParams({ day: String(ref.day), meal: ref.meal, index: String(ref.index) });
  return api.get<TMealPlanSwapOptions>(`/api/meal-plans/${encodeURIComponent(id)}/swap-options?${query}`);
}

export const swapOptionsQuery = (id: string, ref: TMealPlanItemRef) =>
  queryOptions({ queryKey: ["meal-plans", id, "swap-options", ref.day, ref.meal, ref.index], queryFn: () => getSwapOptions(id, ref), staleTime: 0 });

export function useSwapOptions(id: string, ref: TMealPlanItemRef) {
  return useQuery(swapOptionsQuery(id, ref));
}
