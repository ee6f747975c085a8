import type { TFoodSearchResult } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/foods/search?q= */
export function searchFoods(query: string): Promise<{ foods: TFoodSearchResult[] }> {
  return api.get<{ foods: TFoodSearchResult[] }>(`/api/foods/search?q=${encodeURIComponent(query)}&limit=10`);
}

export const foodSearchQuery = (query: string) =>
  queryOptions({ queryKey: ["foods", "search", query], queryFn: () => searchFoods(query), enabled: query.trim().length >= 2, staleTime: 60_000 });

export function useFoodSearch(query: string) {
  return useQuery(foodSearchQuery(query));
}
