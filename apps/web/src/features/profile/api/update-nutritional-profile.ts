import type { TNutritionalProfileUpdate, TUser } from "@nutriguia/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** PUT /api/account/nutritional-profile — the body is not read; the session refreshes the user after success. */
export function updateNutritionalProfile(input: TNutritionalProfileUpdate): Promise<TUser> {
  return api.put<TUser>("/api/account/nutritional-profile", input);
}

export function useUpdateNutritionalProfile() {
  return useMutation({ mutationFn: updateNutritionalProfile });
}
