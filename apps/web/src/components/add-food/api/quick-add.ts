import type { TCalorieCalculation, TMealSlot, TQuickAddList, TRecipe, TRecipeCreate, TRecipeLog } from "@nutriguia/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateTracking } from "../../../lib/invalidate-tracking";

/** GET /api/dashboard/calories/quick-add?meal=: recent and frequent foods (the slot's first) and saved recipes. */
export const quickAddQuery = (meal: TMealSlot) =>
  queryOptions({
    queryKey: ["calories", "quick-add", meal],
    queryFn: () => api.get<TQuickAddList>(`/api/dashboard/calories/quick-add?meal=${meal}`),
  });

export function useQuickAdd(meal: TMealSlot) {
  return useQuery(quickAddQuery(meal));
}

/** POST /api/recipes/{id}/log: every item of a saved recipe into a meal. */
export function useLogRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...request }: TRecipeLog & { id: string }) => api.post<TCalorieCalculation>(`/api/recipes/${encodeURIComponent(id)}/log`, request),
    onSuccess: () => invalidateTracking(client),
  });
}

/** POST /api/recipes: a confirmed card saved for later ("Salvar como receita"). */
export function useSaveRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TRecipeCreate) => api.post<TRecipe>("/api/recipes", request),
    onSuccess: () => void client.invalidateQueries({ queryKey: ["calories", "quick-add"] }),
  });
}
