import { useMutation } from "@tanstack/react-query";
import type { TConfirmFoodResponse } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

/** POST /api/chat/confirm-food {calculationId, confirmed} */
export const confirmFood = (request: { calculationId: string; confirmed: boolean }) =>
  api.post<TConfirmFoodResponse>("/api/chat/confirm-food", request);

export function useConfirmFood() {
  return useMutation({ mutationFn: confirmFood });
}
