import type { TLoginRequest, TUser } from "@nutriguia/domain";
import { useMutation } from "@tanstack/react-query";
import { apiResult, isFailure } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-errors";

export const INVALID_LOGIN_RESPONSE = "Resposta de login inválida do servidor";
export type TLoginResult = { token: string; user: TUser };

/** Shared by login and admin-login: failures are thrown with the body in response.data. */
export async function postLogin(path: string, input: TLoginRequest): Promise<TLoginResult> {
  const result = await apiResult<Partial<TLoginResult>>(path, { method: "POST", body: input, auth: false });
  if (isFailure(result)) throw new ApiError(result);
  if (!result || typeof result.token !== "string" || !result.token || !result.user) {
    throw new ApiError({ success: false, status: 0, errorCode: "INVALID_LOGIN_RESPONSE", message: INVALID_LOGIN_RESPONSE }, result);
  }
  return { token: result.token, user: result.user };
}

/** POST /api/auth/login */
export function login(input: TLoginRequest): Promise<TLoginResult> {
  return postLogin("/api/auth/login", input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
