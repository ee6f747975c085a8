import type { TSubscriptionResponse, TUser } from "@nutriguia/domain";
import { api, apiResult } from "../api-client";
import { getToken } from "../storage";

export const CURRENT_USER_URL = "/api/auth/me";
export const SUBSCRIPTION_URL = "/api/account/subscription";

/** GET /api/auth/me — never cached. */
export function fetchCurrentUser(): Promise<TUser> {
  return api.get<TUser>(CURRENT_USER_URL, { headers: { "Cache-Control": "no-cache" } });
}

export function fetchSubscription(): Promise<TSubscriptionResponse> {
  return api.get<TSubscriptionResponse>(SUBSCRIPTION_URL);
}

export type TSessionReads = { user: Promise<TUser>; subscription: Promise<TSubscriptionResponse> };

/**
 * The root route's loader: with a stored token, the session's reads go out beside the first page's code, and the
 * session starts from them (`SessionProvider`'s `first`) instead of asking after React's first render.
 */
export function startSessionReads(): TSessionReads | null {
  if (!getToken()) return null;
  const reads = { user: fetchCurrentUser(), subscription: fetchSubscription() };
  // The session reports a failure when it takes them; a failure before that must not raise an unhandled rejection.
  reads.user.catch(() => undefined);
  reads.subscription.catch(() => undefined);
  return reads;
}

/** POST /api/auth/logout with the token being dropped (the server revokes the user's tokens). */
export function revokeToken(token: string): Promise<unknown> {
  return apiResult("/api/auth/logout", {
    method: "POST",
    auth: false,
    headers: { Authorization: `Bearer ${token}` },
  });
}
