import type { TActivateRequest } from "@nutriguia/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /api/auth/activate */
export function activateAccount(input: TActivateRequest): Promise<{ success: true; message?: string }> {
  return api.post("/api/auth/activate", input, { auth: false });
}

export function useActivateAccount() {
  return useMutation({ mutationFn: activateAccount });
}
