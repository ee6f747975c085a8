import type { TSubscriptionResponse, TUser } from "@nutriguia/domain";
import { api, apiResult } from "../api-client";

export const CURRENT_USER_URL = "/api/auth/me";
export const SUBSCRIPTION_URL = "/api/account/subscription";

/** GET /api/auth/me — never cached. */
export function fetchCurrentUser(): Promise<TUser> {
  return api.get<TUser>(CURRENT_USER_URL, { headers: { "Cache-Control": "no-cache" } });
}

export function fetchSubscription(): Promise<TSubscriptionResponse> {
  return api.get<TSubscriptionResponse>(SUBSCRIPTION_URL);
}

/** POST /api/auth/logout with the token being dropped (the server revokes the user's tokens). */
export function revokeToken(token: string): Promise<unknown> {
  return apiResult("/api/auth/logout", {
    method: "POST",
    auth: false,
    headers: { Authorization: `Bearer ${token}` },
  });
}
