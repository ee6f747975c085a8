import type { TResetPasswordRequest } from "@nutriguia/domain";
import { useMutation } from "@tanstack/react-query";
import { apiResult } from "../../../lib/api-client";

/** POST /api/auth/reset-password — failures (5xx included) are thrown with the body in response.data. */
export async function resetPassword(input: TResetPasswordRequest): Promise<unknown> {
  return apiResult("/api/auth/reset-password", { method: "POST", body: input, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
