import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Compares a secret a client sent with the one expected in constant time (issue 29: receipt signatures and
 * `hub.verify_token` were compared with `!==`). Both sides are hashed first, so neither the length nor the first
 * differing byte shows in the timing.
 */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
