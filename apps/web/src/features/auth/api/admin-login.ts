import type { TLoginRequest } from "@nutriguia/domain";
import { useMutation } from "@tanstack/react-query";
import { postLogin, type TLoginResult } from "./login";

/** POST /api/auth/admin-login (403 for non-admins). */
export function adminLogin(input: TLoginRequest): Promise<TLoginResult> {
  return postLogin("/api/auth/admin-login", input);
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
