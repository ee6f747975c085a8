import type { TSubscriptionResponse, TUser } from "@nutriguia/domain";
import { api, apiResult } from "../api-client";

/** GET /api/auth/me — never cached. */
export function fetchCurrentUser(): Promise<TUser> {
  return api.get<TUser>("/api/auth/me", { headers: { "Cache-Control": "no-cache" } });
}

export function fetchSubscription(): Promise<TSubscriptionResponse> {
  return api.get<TSubscriptionResponse>("/api/account/subscription");
}

/** POST /api/auth/logout with the token being dropped (the server revokes the user's tokens). */
export function revokeToken(token: string): Promise<unknown> {
  return apiResult("/api/auth/logout", {
    method: "POST",
    auth: false,
    headers: { Authorization: `Bearer ${token}` },
  });
}
