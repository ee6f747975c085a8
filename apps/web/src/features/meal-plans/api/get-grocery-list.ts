import type { TGroceryList } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/meal-plans/{id}/grocery-list. */
export function getGroceryList(id: string): Promise<TGroceryList> {
  return api.get<TGroceryList>(`/api/meal-plans/${encodeURIComponent(id)}/grocery-list`);
}

export const groceryListQuery = (id: string) => queryOptions({ queryKey: ["meal-plans", id, "grocery-list"], queryFn: () => getGroceryList(id) });

export function useGroceryList(id: string, enabled: boolean) {
  return useQuery({ ...groceryListQuery(id), enabled });
}
