import type { TEmailRequest } from "@nutriguia/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /api/auth/forgot-password */
export function forgotPassword(input: TEmailRequest): Promise<{ success: true; message?: string }> {
  return api.post("/api/auth/forgot-password", input, { auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
