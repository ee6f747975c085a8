import type { TRegisterRequest } from "@nutriguia/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /api/auth/register — same answer whether or not the e-mail exists. */
export function register(input: TRegisterRequest): Promise<{ success: true; message?: string }> {
  return api.post("/api/auth/register", input, { auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
