import type { TEmailRequest } from "@nutriguia/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /api/public/resend-activation (public). */
export function resendActivation(input: TEmailRequest): Promise<{ success: true; message?: string }> {
  return api.post("/api/public/resend-activation", input, { auth: false });
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
