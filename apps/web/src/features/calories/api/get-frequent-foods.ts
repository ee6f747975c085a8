import type { TFrequentFood } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/dashboard/calories/frequent. */
export function getFrequentFoods(): Promise<{ foods: TFrequentFood[] }> {
  return api.get<{ foods: TFrequentFood[] }>("/api/dashboard/calories/frequent");
}

export const frequentFoodsQuery = queryOptions({ queryKey: ["calories", "frequent"], queryFn: getFrequentFoods });

export function useFrequentFoods() {
  return useQuery(frequentFoodsQuery);
}
