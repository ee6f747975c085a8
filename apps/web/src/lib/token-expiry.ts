/** A token this close to its end is treated as ended: it would lapse while the first reads are in flight. */
const EXPIRY_MARGIN_SECONDS = 30;

/**
 * Whether a stored JWT's `exp` has passed, or is about to, read without verifying the token: only the server decides
 * whether it is valid. A token without a readable `exp` counts as current, and the server's answer settles it.
 */
export function tokenExpired(token: string, nowMs = Date.now()): boolean {
  const payload = token.split(".")[1];
  if (!payload) return false;
  try {
    const { exp } = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { exp?: unknown };
    return typeof exp === "number" && exp - EXPIRY_MARGIN_SECONDS <= nowMs / 1000;
  } catch {
    return false;
  }
}
